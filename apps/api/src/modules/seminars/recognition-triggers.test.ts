/**
 * The recognition triggers (issue 44, db/sql/seminar_answer_json.sql): a statement that writes recognitions
 * rewrites each touched seminar's kept answer once and moves the provider's data version, for
 * inserts, updates and deletes, however many rows it writes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { createTestContext, type TestContext } from '../../../test/helpers';
import { createProviderUser, seminarPayload, type TestUser } from '../../../test/factories';
import { providerDataVersions, seminarRecognitions, seminars } from '../../db/schema/index';

let ctx: TestContext;
let user: TestUser;
const ids: string[] = [];

beforeAll(async () => {
  ctx = await createTestContext();
  user = await createProviderUser(ctx.database.db);
  for (const title of ['Erster', 'Zweiter']) {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/seminars/add',
      headers: { authorization: `Bearer ${user.token}` },
      payload: { Status: 'DRAFT', ...seminarPayload({ title, recognitions: [] }) },
    });
    ids.push(res.json().seminarId as string);
  }
});
afterAll(async () => ctx?.close());

const version = async () =>
  (
    await ctx.database.db
      .select({ version: providerDataVersions.version })
      .from(providerDataVersions)
      .where(eq(providerDataVersions.providerId, user.providerId))
  )[0]!.version;

/** The recognitions as the kept answer lists them, per seminar. */
const kept = async () =>
  Object.fromEntries(
    (await ctx.database.db.select().from(seminars).where(inArray(seminars.id, ids))).map((s) => [
      s.title,
      (JSON.parse(s.answerJson) as { recognitions: { state: string; number: string | null }[] }).recognitions.map(
        (r) => `${r.state}:${r.number ?? ''}`,
      ),
    ]),
  );

describe('recognition triggers', () => {
  it('rewrite the kept answers once a statement and move the data version', async () => {
    const db = ctx.database.db;
    const start = await version();
    await db.insert(seminarRecognitions).values([
      { seminarId: ids[0]!, state: 'HH', number: 'HH-1' },
      { seminarId: ids[0]!, state: 'SH', number: null },
      { seminarId: ids[1]!, state: 'BE', number: 'B-7' },
    ]);
    expect(await kept()).toEqual({ Erster: ['HH:HH-1', 'SH:'], Zweiter: ['BE:B-7'] });
    // One statement, two seminars: each seminar's answer rewritten once (one bump each).
    const afterInsert = await version();
    expect(afterInsert - start).toBe(2);

    await db.update(seminarRecognitions).set({ number: 'SH-2' }).where(eq(seminarRecognitions.state, 'SH'));
    expect((await kept()).Erster).toEqual(['HH:HH-1', 'SH:SH-2']);
    const afterUpdate = await version();
    expect(afterUpdate).toBeGreaterThan(afterInsert);

    await db.delete(seminarRecognitions).where(eq(seminarRecognitions.seminarId, ids[0]!));
    expect(await kept()).toEqual({ Erster: [], Zweiter: ['BE:B-7'] });
    expect(await version()).toBeGreaterThan(afterUpdate);
  });
});
