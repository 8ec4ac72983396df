/**
 * GET /seminars, GET /leads and GET /conversations read the session in the list's own statement
 * once the token is known to this instance (auth.ts `readInSession`). The token's last user is only a guess: every answer must
 * still be the live session's, for its own provider, and a session that ended answers 401 at once
 * — with the answer cache on (a miss) and off (every answer computed).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConversationListResponse, LeadListResponse, SeminarListResponse } from '@bu/contracts';
import type { Db } from '../db/client';
import { insertConversation } from '../demo/factories';
import { createProviderUser, createSupportSession, type TestUser } from '../../test/factories';
import { createTestContext, type TestContext } from '../../test/helpers';
import { insertLead, insertSeminar } from '../../test/lead-factories';

/**
 * A list whose statement reads the session: how to give a provider an entry of it and read the
 * entries' names, and other queries of the same entries (each a list the cache has not answered).
 */
interface ListRoute {
  path: string;
  others: string[];
  add: (db: Db, user: TestUser, name: string) => Promise<unknown>;
  names: (body: string) => string[];
}

const routes: Record<string, ListRoute> = {
  'GET /seminars': {
    path: '/api/seminars',
    others: ['title', 'created_at', 'updated_at', 'start_date'].flatMap((sort) => [
      `sort=${sort}&order=asc`,
      `sort=${sort}&order=desc`,
    ]),
    add: (db, user, name) => insertSeminar(db, user, { title: name }),
    names: (body) => (JSON.parse(body) as SeminarListResponse).seminars.map((s) => s.title),
  },
  'GET /leads': {
    path: '/api/leads',
    others: ['created', 'last_activity', 'notice_deadline'].flatMap((sort) => [
      `sort=${sort}&order=asc`,
      `sort=${sort}&order=desc`,
    ]),
    add: (db, user, name) => insertLead(db, user, { lastName: name }),
    names: (body) => (JSON.parse(body) as LeadListResponse).leads.map((l) => l.lastName),
  },
  'GET /conversations': {
    path: '/api/conversations',
    // The entry's message is unread.
    others: ['pageSize=10', 'pageSize=25', 'unread=1&pageSize=10', 'unread=1&pageSize=25', 'unread=1'],
    add: async (db, user, name) => {
      const leadId = await insertLead(db, user, { lastName: name });
      await insertConversation(db, { providerId: user.providerId, leadId }, [
        { direction: 'in', text: 'Ist noch ein Platz frei?', createdAt: new Date() },
      ]);
    },
    names: (body) => (JSON.parse(body) as ConversationListResponse).conversations.map((c) => c.lead.lastName),
  },
};

describe.each(
  Object.entries(routes).flatMap(([name, route]) => [
    [name, 'with the answer cache', '64', route] as const,
    [name, 'with every answer computed', '0', route] as const,
  ]),
)('the session read in the statement of %s, %s', (_name, _label, cacheMb, route) => {
  let ctx: TestContext;
  let page = 0;

  beforeAll(async () => {
    ctx = await createTestContext({ ANSWER_CACHE_MB: cacheMb });
  });
  afterAll(() => ctx.close());

  const sql = (text: string, values?: unknown[]) => ctx.database.executeSql(text, values);
  const list = (token: string, query = 'pageSize=50') =>
    ctx.app.inject({
      method: 'GET',
      url: `${route.path}?${query}`,
      headers: { authorization: `Bearer ${token}` },
    });
  /** A list this token has not asked for yet (another query), so the cache cannot answer it. */
  const fresh = (token: string) => list(token, route.others[page++ % route.others.length]);
  const titles = (body: string) => route.names(body).sort();

  async function providerWith(title: string): Promise<TestUser> {
    const user = await createProviderUser(ctx.database.db);
    await route.add(ctx.database.db, user, title);
    return user;
  }

  it("answers each token with its own provider's list, requests of two providers interleaved", async () => {
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

  it("shows the new provider's list when an operator moves the token's user to another provider", async () => {
    const user = await providerWith('Vorher');
    const other = await providerWith('Nachher');
    expect(titles((await list(user.token)).body)).toEqual(['Vorher']);
    await sql(`update users set provider_id = $1 where id = $2`, [other.providerId, user.userId]);
    for (const res of [await fresh(user.token), await list(user.token)]) {
      expect(res.statusCode, res.body).toBe(200);
      expect(titles(res.body)).toEqual(['Nachher']);
    }
  });

  it("answers a support session with the supported provider's list, not the support person's own", async () => {
    const supported = await providerWith('Beim unterstützten Anbieter');
    const superadmin = await createProviderUser(ctx.database.db, { isSuperadmin: true });
    await route.add(ctx.database.db, superadmin, 'Beim eigenen Anbieter');
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
