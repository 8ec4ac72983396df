/**
 * GET /overview: the key figures (seminar views of 30 days ending yesterday, money for admins
 * only), the first-run checklist ticked by the data as it appears, and each provider its own.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { addDaysIso, overviewResponseSchema, todayIso, type OverviewResponse } from '@bu/contracts';
import { createTestContext, type TestContext } from '../../../test/helpers';
import { createMemberUser, createProviderUser, type TestUser } from '../../../test/factories';
import {
  boostBookings,
  imageBlobs,
  providerImages,
  providers,
  seminars,
  statDailyProvider,
} from '../../db/schema/index';

let ctx: TestContext;
let alice: TestUser;
let bob: TestUser;
const today = todayIso();

const overview = async (user: TestUser): Promise<OverviewResponse> => {
  const res = await ctx.app.inject({
    method: 'GET',
    url: '/api/overview',
    headers: { authorization: `Bearer ${user.token}` },
  });
  expect(res.statusCode, res.body).toBe(200);
  return overviewResponseSchema.parse(res.json());
};

beforeAll(async () => {
  ctx = await createTestContext();
  alice = await createProviderUser(ctx.database.db);
  bob = await createProviderUser(ctx.database.db);
});
afterAll(async () => ctx?.close());

describe('GET /overview', () => {
  it('needs a session', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/overview' });
    expect(res.statusCode).toBe(401);
  });

  it('starts a new provider with zero figures and nothing on the checklist ticked', async () => {
    const body = await overview(alice);
    expect(body.keyFigures).toEqual({ online: 0, newLeads: 0, seminarViews: 0, unbilledNetCents: 0 });
    expect(body.checklist).toEqual({ location: false, seminar: false, profile: false, team: false });
  });

  it('ticks each checklist item as its data appears', async () => {
    const { db } = ctx.database;
    const location = await ctx.app.inject({
      method: 'POST',
      url: '/api/locations',
      payload: {
        bu_auth_token: alice.token,
        street: 'Am Sandtorkai 1',
        postalCode: '20457',
        city: 'Hamburg',
        country: 'DE',
        state: 'HH',
      },
    });
    expect(location.statusCode, location.body).toBe(201);
    expect((await overview(alice)).checklist).toEqual({ location: true, seminar: false, profile: false, team: false });

    await db.insert(seminars).values({ providerId: alice.providerId, title: 'Entwurf', status: 'draft' });
    expect((await overview(alice)).checklist).toMatchObject({ seminar: true, profile: false });

    // A description alone is not enough: the item asks for the logo too.
    await db
      .update(providers)
      .set({ description: '<p>Wir bilden weiter.</p>' })
      .where(eq(providers.id, alice.providerId));
    expect((await overview(alice)).checklist.profile).toBe(false);
    const hash = 'a'.repeat(64);
    await db
      .insert(imageBlobs)
      .values({ hash, format: 'png', data: Buffer.from('x'), byteSize: 1, width: 1, height: 1 });
    await db.insert(providerImages).values({ providerId: alice.providerId, kind: 'logo', imageHash: hash });
    const withLogo = await overview(alice);
    expect(withLogo.checklist.profile).toBe(true);
    // Name, address, email, description and logo: five of ten parts.
    expect(withLogo.profileCompleteness).toBe(50);

    const member = await createMemberUser(db, alice.providerId);
    expect((await overview(alice)).checklist).toEqual({ location: true, seminar: true, profile: true, team: true });

    // Members see the same home without the money figure; the other provider sees none of it.
    expect((await overview(member)).keyFigures.unbilledNetCents).toBeNull();
    expect((await overview(bob)).checklist).toEqual({ location: false, seminar: false, profile: false, team: false });
  });

  it('counts seminar views of the 30 days ending yesterday and what is booked but not invoiced', async () => {
    const { db } = ctx.database;
    const day = (offset: number, seminarViews: number) => ({
      providerId: alice.providerId,
      day: addDaysIso(today, offset),
      seminarViews,
    });
    // Today is incomplete and day -31 lies before the window: neither counts.
    await db.insert(statDailyProvider).values([day(0, 1000), day(-1, 7), day(-30, 5), day(-31, 2000)]);
    const [online] = await db
      .insert(seminars)
      .values({
        providerId: alice.providerId,
        title: 'Online',
        status: 'online',
        startDate: addDaysIso(today, 90),
        endDate: addDaysIso(today, 90),
        publishedAt: new Date(),
      })
      .returning();
    // The answer is cached under the provider's data version: a confirmed boost bumps it.
    expect((await overview(alice)).keyFigures.unbilledNetCents).toBe(0);
    await db.insert(boostBookings).values({
      providerId: alice.providerId,
      seminarId: online!.id,
      status: 'confirmed',
      days: 3,
      startsOn: today,
      endsOn: addDaysIso(today, 2),
      pricePerDayCents: 500,
      amountCents: 1500,
      confirmedAt: new Date(),
    });
    const body = await overview(alice);
    expect(body.keyFigures).toEqual({ online: 1, newLeads: 0, seminarViews: 12, unbilledNetCents: 1500 });
    expect((await overview(bob)).keyFigures).toEqual({
      online: 0,
      newLeads: 0,
      seminarViews: 0,
      unbilledNetCents: 0,
    });
  });
});
