/** Support mode: superadmins only (404 otherwise), one provider per support session, everything logged. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDaysIso, todayIso } from '@bu/contracts';
import { activityLog, boostBookings, invoices, seminars, users } from '../../db/schema/index';
import { createTestContext, waitForMail, type TestContext } from '../../../test/helpers';
import { createMemberUser, createProviderUser, inDays, seminarPayload, type TestUser } from '../../../test/factories';

let ctx: TestContext;
let alice: TestUser;
let bob: TestUser;
let superadmin: TestUser;
/** How far the app's clock runs ahead of the real one. */
let clockAheadMs = 0;

beforeAll(async () => {
  ctx = await createTestContext({}, { clock: () => new Date(Date.now() + clockAheadMs) });
  alice = await createProviderUser(ctx.database.db, { firstName: 'Alice' });
  bob = await createProviderUser(ctx.database.db);
  superadmin = await createProviderUser(ctx.database.db, {
    isSuperadmin: true,
    firstName: 'Susi',
    lastName: 'Support',
  });
});
afterAll(async () => ctx?.close());

const call = (
  method: 'GET' | 'PUT' | 'POST' | 'DELETE',
  url: string,
  token: string | null,
  payload?: Record<string, unknown>,
) =>
  ctx.app.inject({
    method,
    url: `/api${url}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(payload && { payload }),
  });

async function startSupport(providerId: string): Promise<string> {
  const res = await call('POST', `/support/providers/${providerId}/sessions`, superadmin.token, {});
  expect(res.statusCode, res.body).toBe(201);
  const body = res.json();
  expect(new Date(body.expiresAt).getTime() - Date.now()).toBeGreaterThan(59 * 60_000);
  expect(new Date(body.expiresAt).getTime() - Date.now()).toBeLessThanOrEqual(60 * 60_000);
  return body.token;
}

const activityOf = (token: string, query = '') => call('GET', `/settings/activity${query}`, token);

describe('who may use support', () => {
  it('answers 404 to everyone but superadmins, on every support call', async () => {
    const member = await createMemberUser(ctx.database.db, alice.providerId);
    const id = alice.providerId;
    for (const token of [alice.token, member.token]) {
      const answers = await Promise.all([
        call('GET', '/support/providers?q=Test', token),
        call('GET', `/support/providers/${id}`, token),
        call('POST', `/support/providers/${id}/sessions`, token, {}),
        call('POST', `/support/providers/${id}/users/${alice.userId}/resend-verification`, token, {}),
        call('POST', '/support/sessions/end', token, {}),
      ]);
      expect(answers.map((r) => r.statusCode)).toEqual([404, 404, 404, 404, 404]);
    }
    expect((await call('GET', '/support/providers', null)).statusCode).toBe(401);
  });

  it('finds providers by name, provider number, a user email and a seminar number', async () => {
    const seminar = await call('POST', '/seminars/add', bob.token, {
      Status: 'DRAFT',
      ...seminarPayload({ seminarNumber: 'SUP-4711' }),
    });
    expect(seminar.statusCode).toBe(201);
    const [bobUser] = await ctx.database.db.select().from(users).where(eq(users.id, bob.userId));
    const search = async (q: string) =>
      (await call('GET', `/support/providers?q=${encodeURIComponent(q)}`, superadmin.token))
        .json()
        .providers.map((p: { id: string }) => p.id);
    expect(await search(String(alice.providerNumber))).toEqual([alice.providerId]);
    expect(await search('sup-4711')).toEqual([bob.providerId]);
    expect(await search(bobUser!.email.toUpperCase())).toEqual([bob.providerId]);
    expect(await search('%')).toEqual([]);
    const detail = await call('GET', `/support/providers/${bob.providerId}`, superadmin.token);
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json().provider).toMatchObject({
      id: bob.providerId,
      users: [expect.objectContaining({ id: bob.userId, isCreator: true, verified: true, twoFactorEnabled: false })],
      seminars: expect.objectContaining({ draft: 1, total: 1 }),
    });
    expect(
      (await call('GET', `/support/providers/00000000-0000-4000-8000-000000000000`, superadmin.token)).statusCode,
    ).toBe(404);
  });
});

describe('account state', () => {
  it('shows which accounts the rate limits lock now, and for how long', async () => {
    const dora = await createProviderUser(ctx.database.db, { firstName: 'Dora' });
    const colleague = await createMemberUser(ctx.database.db, dora.providerId);
    const before = (await call('GET', `/support/providers/${dora.providerId}`, superadmin.token)).json().provider;
    expect(before.users.map((u: { rateLimits: unknown[] }) => u.rateLimits)).toEqual([[], []]);

    // Reset mails for an address are limited to 10 an hour from anywhere; more are answered alike but not mailed.
    for (let i = 0; i < 10; i++) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/request-password-reset',
        remoteAddress: `198.51.100.${i + 1}`,
        payload: { email: dora.email.toUpperCase() },
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const after = (await call('GET', `/support/providers/${dora.providerId}`, superadmin.token)).json().provider;
    const byEmail = new Map(after.users.map((u: { email: string; rateLimits: unknown[] }) => [u.email, u.rateLimits]));
    expect(byEmail.get(colleague.email)).toEqual([]);
    expect(byEmail.get(dora.email)).toEqual([{ scope: 'reset', retryAfterSeconds: expect.any(Number) }]);
    const [lock] = byEmail.get(dora.email) as { retryAfterSeconds: number }[];
    expect(lock!.retryAfterSeconds).toBeGreaterThan(55 * 60);
    expect(lock!.retryAfterSeconds).toBeLessThanOrEqual(60 * 60);
    // Per address the limit refuses with 429 (five an hour for one address and account).
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/request-password-reset',
        remoteAddress: '198.51.100.99',
        payload: { email: dora.email },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});

describe('a support session', () => {
  it('shows boosts by state and the invoices with the newest one', async () => {
    const carl = await createProviderUser(ctx.database.db);
    const empty = (await call('GET', `/support/providers/${carl.providerId}`, superadmin.token)).json().provider;
    expect(empty).toMatchObject({
      boosts: { unconfirmed: 0, scheduled: 0, running: 0, ended: 0 },
      invoices: { count: 0, latest: null },
    });

    const today = todayIso();
    const [seminar] = await ctx.database.db
      .insert(seminars)
      .values({
        providerId: carl.providerId,
        title: 'Boost-Übersicht',
        status: 'online',
        startDate: addDaysIso(today, 60),
        endDate: addDaysIso(today, 61),
      })
      .returning();
    const [started] = await ctx.database.db
      .insert(seminars)
      .values({
        providerId: carl.providerId,
        title: 'Läuft schon',
        status: 'online',
        startDate: today,
        endDate: addDaysIso(today, 1),
      })
      .returning();
    const boost = (
      seminarId: string,
      status: 'unconfirmed' | 'confirmed' | 'cancelled',
      startsOn: string,
      days: number,
    ) => ({
      providerId: carl.providerId,
      seminarId,
      status,
      days,
      startsOn,
      endsOn: addDaysIso(startsOn, days - 1),
      pricePerDayCents: 500,
      amountCents: days * 500,
    });
    await ctx.database.db.insert(boostBookings).values([
      boost(seminar!.id, 'unconfirmed', today, 7),
      boost(seminar!.id, 'confirmed', addDaysIso(today, 3), 7), // scheduled
      boost(seminar!.id, 'confirmed', addDaysIso(today, -2), 7), // running
      boost(seminar!.id, 'confirmed', addDaysIso(today, -20), 7), // past its last day
      boost(started!.id, 'confirmed', addDaysIso(today, -3), 14), // course has started
      boost(seminar!.id, 'cancelled', today, 7), // not counted
    ]);
    const invoice = (
      number: string,
      sequence: number,
      issuedOn: string,
      kind: 'invoice' | 'cancellation',
      grossCents: number,
    ) => ({
      providerId: carl.providerId,
      number,
      year: 1999,
      sequence,
      kind,
      period: issuedOn.slice(0, 7),
      issuedOn,
      recipient: {
        name: 'Carl',
        department: null,
        street: 'Weg 1',
        postalCode: '10115',
        city: 'Berlin',
        country: 'DE',
        vatId: null,
        providerNumber: carl.providerNumber,
        emails: [],
      },
      lines: [],
      vatRatePercent: 19,
      netCents: Math.round(grossCents / 1.19),
      vatCents: grossCents - Math.round(grossCents / 1.19),
      grossCents,
      pdf: Buffer.from('%PDF'),
      xml: '<x/>',
    });
    await ctx.database.db
      .insert(invoices)
      .values([
        invoice('RE-1999-90001', 90001, '1999-01-01', 'invoice', 11900),
        invoice('RE-1999-90002', 90002, '1999-02-01', 'invoice', 5950),
      ]);

    const res = await call('GET', `/support/providers/${carl.providerId}`, superadmin.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().provider).toMatchObject({
      boosts: { unconfirmed: 1, scheduled: 1, running: 1, ended: 2 },
      invoices: {
        count: 2,
        latest: { number: 'RE-1999-90002', kind: 'invoice', issuedOn: '1999-02-01', grossCents: 5950 },
      },
    });
    // Another provider's boosts and invoices stay out.
    expect((await call('GET', `/support/providers/${bob.providerId}`, superadmin.token)).json().provider).toMatchObject(
      {
        boosts: { unconfirmed: 0, scheduled: 0, running: 0, ended: 0 },
        invoices: { count: 0, latest: null },
      },
    );
  });

  it('is answered by validate-session, sees and changes only the chosen provider, and logs every write', async () => {
    const token = await startSupport(alice.providerId);
    const session = (await call('POST', '/validate-session', token, {})).json();
    expect(session).toMatchObject({
      success: true,
      isSuperadmin: true,
      user: { providerId: alice.providerId, id: alice.userId },
      support: {
        providerId: alice.providerId,
        supportUser: { id: superadmin.userId, firstName: 'Susi', lastName: 'Support' },
      },
    });
    expect(session.user.support).toBeUndefined();

    const master = await call('PUT', '/settings/master-data', token, {
      name: 'Akademie Alice',
      street: 'Hafenstraße 1',
      postalCode: '20459',
      city: 'Hamburg',
      country: 'DE',
    });
    expect(master.statusCode, master.body).toBe(200);
    expect((await call('GET', '/settings/master-data', alice.token)).json().masterData.name).toBe('Akademie Alice');
    expect((await call('GET', '/settings/master-data', bob.token)).json().masterData.name).not.toBe('Akademie Alice');
    const bobsSeminar = (await call('POST', '/seminars/add', bob.token, { Status: 'SHOW', ...seminarPayload() })).json()
      .seminarId;
    expect((await call('POST', '/seminars/edit', token, { seminarId: bobsSeminar, title: 'Fremd' })).statusCode).toBe(
      404,
    );

    // The start-date lock (code 14) lifts for support only.
    const id = (await call('POST', '/seminars/add', alice.token, { Status: 'SHOW', ...seminarPayload() })).json()
      .seminarId;
    expect(
      (await call('POST', '/seminars/edit', alice.token, { seminarId: id, startDate: inDays(61) })).json().code,
    ).toBe(14);
    const moved = await call('POST', '/seminars/edit', token, { seminarId: id, startDate: inDays(61) });
    expect(moved.statusCode, moved.body).toBe(200);

    // One's own account security is not reachable through support.
    expect(
      (
        await call('PUT', '/settings/password', token, {
          currentPassword: 'x',
          password: 'Neu-Passwort-9',
          passwordConfirmation: 'Neu-Passwort-9',
        })
      ).statusCode,
    ).toBe(403);
    expect((await call('POST', '/settings/2fa/setup', token, {})).statusCode).toBe(403);
    expect((await call('GET', '/settings/sessions', token)).statusCode).toBe(403);

    const log = (await activityOf(alice.token)).json().entries as {
      kind: string;
      supportUser: { name: string } | null;
      user: unknown;
      details: Record<string, unknown>;
    }[];
    const bySupport = log.filter((e) => e.supportUser?.name === 'Susi Support');
    expect(bySupport.map((e) => e.kind)).toEqual([
      'seminar_start_date_changed',
      'support_action',
      'support_access_started',
    ]);
    expect(bySupport.every((e) => e.user === null)).toBe(true);
    expect(bySupport[0]!.details).toMatchObject({ from: inDays(60), to: inDays(61) });
    expect(bySupport[1]!.details).toEqual({ method: 'PUT', call: '/api/settings/master-data' });
    // Bob's log knows nothing of it.
    expect(
      ((await activityOf(bob.token)).json().entries as { supportUser: unknown }[]).some((e) => e.supportUser),
    ).toBe(false);
  });

  it('deletes a creator account and resends a verification mail, both logged', async () => {
    const provider = await createProviderUser(ctx.database.db, { firstName: 'Carla' });
    const second = await createProviderUser(ctx.database.db, {
      providerId: provider.providerId,
      role: 'admin',
      firstName: 'Dora',
    });
    const [invited] = await ctx.database.db
      .insert(users)
      .values({
        providerId: provider.providerId,
        email: `invited-${Date.now()}@example.org`,
        firstName: 'Ines',
        lastName: 'Neu',
        role: 'member',
      })
      .returning();
    const token = await startSupport(provider.providerId);
    expect((await call('DELETE', `/settings/team/${provider.userId}`, second.token)).statusCode).toBe(403);
    const removed = await call('DELETE', `/settings/team/${provider.userId}`, token);
    expect(removed.statusCode, removed.body).toBe(200);

    const resent = await call(
      'POST',
      `/support/providers/${provider.providerId}/users/${invited!.id}/resend-verification`,
      superadmin.token,
      {},
    );
    expect(resent.statusCode, resent.body).toBe(200);
    const [mail] = await waitForMail(ctx.app, invited!.email);
    expect(mail!.text).toContain('/auth/confirm-registration?key=');
    expect(
      (
        await call(
          'POST',
          `/support/providers/${bob.providerId}/users/${invited!.id}/resend-verification`,
          superadmin.token,
          {},
        )
      ).statusCode,
    ).toBe(404);

    const kinds = (
      (await activityOf(second.token)).json().entries as {
        kind: string;
        subject: string;
        supportUser: { name: string };
      }[]
    ).map((e) => [e.kind, e.subject, e.supportUser?.name]);
    expect(kinds).toEqual(
      expect.arrayContaining([
        ['team_member_removed', 'Carla Musterfrau', 'Susi Support'],
        ['support_verification_resent', 'Ines Neu', 'Susi Support'],
      ]),
    );
  });

  it('ends on request and expires after its hour; the token then stops working', async () => {
    const token = await startSupport(alice.providerId);
    expect((await call('GET', '/settings/master-data', token)).statusCode).toBe(200);
    expect((await call('POST', '/support/sessions/end', superadmin.token, {})).statusCode).toBe(404);
    expect((await call('POST', '/support/sessions/end', token, {})).statusCode).toBe(200);
    expect((await call('GET', '/settings/master-data', token)).statusCode).toBe(401);
    expect((await activityOf(alice.token, '?kind=support_access_ended')).json().total).toBeGreaterThanOrEqual(1);

    const expiring = await startSupport(alice.providerId);
    try {
      clockAheadMs = 59 * 60_000;
      expect((await call('GET', '/settings/master-data', expiring)).statusCode).toBe(200);
      clockAheadMs = 61 * 60_000;
      expect((await call('GET', '/settings/master-data', expiring)).statusCode).toBe(401);
    } finally {
      clockAheadMs = 0;
    }

    const withdrawn = await startSupport(alice.providerId);
    await ctx.database.db.update(users).set({ isSuperadmin: false }).where(eq(users.id, superadmin.userId));
    expect((await call('GET', '/settings/master-data', withdrawn)).statusCode).toBe(401);
    await ctx.database.db.update(users).set({ isSuperadmin: true }).where(eq(users.id, superadmin.userId));
  });

  it('never answers GETs with log entries of their own', async () => {
    const before = await ctx.database.db.select().from(activityLog).where(eq(activityLog.providerId, alice.providerId));
    const token = await startSupport(alice.providerId);
    await call('GET', '/seminars', token);
    await call('GET', '/settings/team', token);
    const after = await ctx.database.db.select().from(activityLog).where(eq(activityLog.providerId, alice.providerId));
    expect(after.length - before.length).toBe(1); // support_access_started
  });
});
