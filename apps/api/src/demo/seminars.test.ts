/** The demo seeder gives the demo provider ~30 valid seminars the API lists as described. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { addDaysIso, seminarInputSchema, todayIso, type Seminar } from '@bu/contracts';
import { createTestContext, type TestContext } from '../../test/helpers';
import { createProviderUser, type TestUser } from '../../test/factories';
import { DEMO_ACCOUNT, seedDemo } from './seed';
import { users } from '../db/schema/index';
import { seedSeminarDemo } from './seminars';

let ctx: TestContext;
let user: TestUser;
let all: Seminar[];

beforeAll(async () => {
  ctx = await createTestContext();
  user = await createProviderUser(ctx.database.db);
  await seedSeminarDemo(ctx.database.db, { providerId: user.providerId, userId: user.userId });
  const res = await ctx.app.inject({ method: 'GET', url: `/api/seminars?token=${user.token}&pageSize=50` });
  all = res.json().seminars;
});
afterAll(async () => ctx?.close());

describe('seminar demo data', () => {
  it('has about 30 seminars in several categories, statuses and locations', () => {
    expect(all.length).toBe(30);
    expect(new Set(all.map((s) => s.categoryId)).size).toBeGreaterThanOrEqual(10);
    const statuses = new Set(all.map((s) => s.status));
    for (const status of ['draft', 'online', 'paused', 'archived', 'expired']) expect(statuses).toContain(status);
    expect(new Set(all.flatMap((s) => s.recognitions.map((r) => r.state))).size).toBeGreaterThanOrEqual(8);
  });

  it('has past and future seminars and at least three starting within 30 days', () => {
    const today = todayIso();
    const soon = all.filter(
      (s) => s.status === 'online' && s.startDate! >= today && s.startDate! < addDaysIso(today, 30),
    );
    expect(soon.length).toBeGreaterThanOrEqual(3);
    expect(all.some((s) => s.isExpired)).toBe(true);
  });

  it('keeps every seminar within the rules of its status', () => {
    for (const s of all) {
      const parsed = seminarInputSchema.safeParse({ ...s, Status: s.storedStatus === 'draft' ? 'DRAFT' : 'SHOW' });
      expect(parsed.success, `${s.title}: ${JSON.stringify(parsed.error?.issues)}`).toBe(true);
    }
  });

  it('runs as part of the demo account seed with four locations', async () => {
    expect(await seedDemo(ctx.database.db)).toBe(true);
    const [demo] = await ctx.database.db.select().from(users).where(eq(users.email, DEMO_ACCOUNT.email));
    const login = await ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: DEMO_ACCOUNT });
    const token = login.json().token as string;
    const res = await ctx.app.inject({ method: 'GET', url: `/api/seminars?token=${token}&pageSize=10` });
    expect(res.json().total).toBe(30);
    expect(res.json().providerLocations).toHaveLength(4);
    expect(res.json().providerLocations.filter((l: { type: string }) => l.type === 'online')).toHaveLength(1);
    expect(res.json().owners).toEqual([{ id: demo!.id, firstName: 'Anna', lastName: 'Berger' }]);
  });
});
