/**
 * The whole seminar list's total is the provider's seminar count, kept by the seminars' trigger
 * (migration 0029) instead of counted on every answer: it must stay the real count through every
 * way a seminar comes and goes, writes at the same time included, and the migration must count
 * what a database already holds.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createTestContext, replayCountMigrations, type TestContext } from '../../../test/helpers';
import { createProviderUser, seminarPayload, type TestUser } from '../../../test/factories';
import { providers, seminars } from '../../db/schema/index';

let ctx: TestContext;

beforeAll(async () => {
  // Computed answers only: a cached total would hide a wrong count.
  ctx = await createTestContext({ ANSWER_CACHE_MB: '0' });
});
afterAll(async () => ctx?.close());

const call = (who: TestUser, url: string, payload?: Record<string, unknown>) =>
  ctx.app.inject({
    method: payload ? 'POST' : 'GET',
    url: `/api${url}`,
    headers: { authorization: `Bearer ${who.token}` },
    ...(payload ? { payload } : {}),
  });

async function add(who: TestUser, title: string): Promise<string> {
  const res = await call(who, '/seminars/add', { Status: 'DRAFT', ...seminarPayload({ title }) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().seminarId;
}

/** The list's total (the whole list: the counter) and the seminars its pages hold. */
async function listed(who: TestUser) {
  const totals = new Set<number>();
  const ids: string[] = [];
  for (let page = 1; ; page++) {
    const res = await call(who, `/seminars?tab=all&pageSize=10&page=${page}`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { total: number; seminars: { id: string }[] };
    totals.add(body.total);
    ids.push(...body.seminars.map((s) => s.id));
    if (body.seminars.length < 10) break;
  }
  expect(totals.size).toBe(1);
  return { total: [...totals][0]!, ids };
}

async function stored(providerId: string) {
  const [row] = await ctx.database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(seminars)
    .where(eq(seminars.providerId, providerId));
  return row!.n;
}

const counter = async (providerId: string) => {
  const { rows } = await ctx.database.executeSql(
    'select seminar_count from provider_data_versions where provider_id = $1',
    [providerId],
  );
  return (rows[0] as { seminar_count: number } | undefined)?.seminar_count;
};

describe('the seminar list’s total', () => {
  it('stays the real count through adding, copying, deleting and moving, with writes at the same time', async () => {
    const alice = await createProviderUser(ctx.database.db);
    const bob = await createProviderUser(ctx.database.db);
    expect((await listed(alice)).total).toBe(0);

    // Twelve added at once, while the list is read between them.
    const added = await Promise.all(
      Array.from({ length: 12 }, async (_, i) => {
        const [id] = await Promise.all([add(alice, `Seminar ${i}`), call(alice, '/seminars?tab=all')]);
        return id;
      }),
    );
    expect(await listed(alice)).toEqual({ total: 12, ids: expect.arrayContaining(added) });

    // Copies and deletions at once.
    const results = await Promise.all([
      ...added.slice(0, 3).map((seminarId) => call(alice, '/seminars/duplicate', { seminarId })),
      ...added.slice(3, 7).map((seminarId) => call(alice, '/seminars/delete', { seminarId })),
    ]);
    for (const res of results) expect(res.statusCode, res.body).toBeLessThan(300);
    expect((await listed(alice)).total).toBe(12 + 3 - 4);

    // Another provider's seminar never counts; a deletion by the wrong provider changes nothing.
    await add(bob, 'Bobs Seminar');
    expect((await call(bob, '/seminars/delete', { seminarId: added[8] })).statusCode).toBe(404);
    expect((await listed(alice)).total).toBe(11);
    expect((await listed(bob)).total).toBe(1);

    // A seminar moved to another provider (support tooling does it in the database) moves its count.
    await ctx.database.db.update(seminars).set({ providerId: bob.providerId }).where(eq(seminars.id, added[9]!));
    expect((await listed(alice)).total).toBe(10);
    expect((await listed(bob)).total).toBe(2);

    for (const who of [alice, bob]) {
      const { total, ids } = await listed(who);
      expect(total).toBe(await stored(who.providerId));
      expect(ids).toHaveLength(total);
    }

    // A provider's deletion takes its seminars and their count with it.
    await ctx.database.db.delete(providers).where(eq(providers.id, bob.providerId));
    expect(await counter(bob.providerId)).toBe(0);
  });

  it('is counted by the migration from the seminars a database already holds', async () => {
    const carol = await createProviderUser(ctx.database.db);
    const dave = await createProviderUser(ctx.database.db);
    for (let i = 0; i < 3; i++) await add(carol, `Carol ${i}`);
    await add(dave, 'Dave');
    await replayCountMigrations(ctx.database);
    expect(await counter(carol.providerId)).toBe(3);
    expect(await counter(dave.providerId)).toBe(1);
    expect((await listed(carol)).total).toBe(3);
    // And the trigger keeps it from there.
    await add(carol, 'Carol 3');
    expect((await listed(carol)).total).toBe(4);
  });
});
