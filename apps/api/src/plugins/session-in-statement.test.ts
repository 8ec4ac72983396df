/**
 * GET /seminars reads the session in the list's own statement once the token is known to this
 * instance (auth.ts `readInSession`). The token's last user is only a guess: every answer must
 * still be the live session's, for its own provider, and a session that ended answers 401 at once
 * — with the answer cache on (a miss) and off (every answer computed).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SeminarListResponse } from '@bu/contracts';
import { createProviderUser, createSupportSession, type TestUser } from '../../test/factories';
import { createTestContext, type TestContext } from '../../test/helpers';
import { insertSeminar } from '../../test/lead-factories';

describe.each([
  ['with the answer cache', '64'],
  ['with every answer computed', '0'],
])('the session read in the list statement, %s', (_label, cacheMb) => {
  let ctx: TestContext;
  let page = 0;

  beforeAll(async () => {
    ctx = await createTestContext({ ANSWER_CACHE_MB: cacheMb });
  });
  afterAll(() => ctx.close());

  const sql = (text: string, values?: unknown[]) => ctx.database.executeSql(text, values);
  const list = (token: string, query = '') =>
    ctx.app.inject({
      method: 'GET',
      url: `/api/seminars?pageSize=50${query}`,
      headers: { authorization: `Bearer ${token}` },
    });
  /** A list this token has not asked for yet (another order), so the cache cannot answer it. */
  const orders = ['title', 'created_at', 'updated_at', 'start_date'].flatMap((sort) => [
    `${sort}&order=asc`,
    `${sort}&order=desc`,
  ]);
  const fresh = (token: string) => list(token, `&sort=${orders[page++ % orders.length]}`);
  const titles = (body: string) => (JSON.parse(body) as SeminarListResponse).seminars.map((s) => s.title).sort();

  async function providerWith(title: string): Promise<TestUser> {
    const user = await createProviderUser(ctx.database.db);
    await insertSeminar(ctx.database.db, user, { title });
    return user;
  }

  it("answers each token with its own provider's seminars, requests of two providers interleaved", async () => {
    const [a, b] = [await providerWith('Seminar von A'), await providerWith('Seminar von B')];
    const answers = await Promise.all(
      Array.from({ length: 24 }, (_, i) => (i % 2 ? list(b.token) : list(a.token)).then((res) => [i, res] as const)),
    );
    for (const [i, res] of answers) {
      expect(res.statusCode, res.body).toBe(200);
      expect(titles(res.body)).toEqual([i % 2 ? 'Seminar von B' : 'Seminar von A']);
    }
  });

  it('answers 401 for a session that ended after its token was last seen: logout, revoked, idle, expired', async () => {
    const endings: [string, (user: TestUser) => Promise<unknown>][] = [
      [
        'logout',
        (user) =>
          ctx.app.inject({
            method: 'POST',
            url: '/api/auth/logout',
            headers: { authorization: `Bearer ${user.token}` },
          }),
      ],
      ['revoked', (user) => sql(`update sessions set revoked_at = now() where user_id = $1`, [user.userId])],
      [
        'idle',
        (user) =>
          sql(`update sessions set last_used_at = now() - interval '400 days' where user_id = $1`, [user.userId]),
      ],
      [
        'expired',
        (user) => sql(`update sessions set expires_at = now() - interval '1 second' where user_id = $1`, [user.userId]),
      ],
    ];
    for (const [ending, end] of endings) {
      const user = await providerWith(`Seminar (${ending})`);
      expect((await list(user.token)).statusCode).toBe(200);
      expect((await fresh(user.token)).statusCode).toBe(200);
      await end(user);
      // A list not answered before (the statement reads the session) and the one answered before.
      for (const res of [await fresh(user.token), await list(user.token)]) {
        expect(res.statusCode, `${ending}: ${res.body}`).toBe(401);
        expect(res.json()).toMatchObject({ success: false, code: 'UNAUTHORIZED' });
      }
    }
  });

  it("shows the new provider's seminars when an operator moves the token's user to another provider", async () => {
    const user = await providerWith('Vorher');
    const other = await providerWith('Nachher');
    expect(titles((await list(user.token)).body)).toEqual(['Vorher']);
    await sql(`update users set provider_id = $1 where id = $2`, [other.providerId, user.userId]);
    for (const res of [await fresh(user.token), await list(user.token)]) {
      expect(res.statusCode, res.body).toBe(200);
      expect(titles(res.body)).toEqual(['Nachher']);
    }
  });

  it("answers a support session with the supported provider's seminars, not the support person's own", async () => {
    const supported = await providerWith('Beim unterstützten Anbieter');
    const superadmin = await createProviderUser(ctx.database.db, { isSuperadmin: true });
    await insertSeminar(ctx.database.db, superadmin, { title: 'Beim eigenen Anbieter' });
    expect(titles((await list(superadmin.token)).body)).toEqual(['Beim eigenen Anbieter']);
    const support = await createSupportSession(ctx.database.db, supported.providerId, superadmin);
    for (const res of [await list(support.token), await list(support.token), await fresh(support.token)]) {
      expect(res.statusCode, res.body).toBe(200);
      expect(titles(res.body)).toEqual(['Beim unterstützten Anbieter']);
    }
    expect(titles((await fresh(superadmin.token)).body)).toEqual(['Beim eigenen Anbieter']);
  });

  it('keeps marking the session used, so an active user is not signed out as idle', async () => {
    const user = await providerWith('Aktiv');
    expect((await list(user.token)).statusCode).toBe(200);
    await sql(`update sessions set last_used_at = now() - interval '2 hours' where user_id = $1`, [user.userId]);
    expect((await fresh(user.token)).statusCode).toBe(200);
    const { rows } = await sql(
      `select extract(epoch from now() - last_used_at) as age from sessions where user_id = $1`,
      [user.userId],
    );
    expect(Number((rows[0] as { age: string }).age)).toBeLessThan(60);
  });
});
