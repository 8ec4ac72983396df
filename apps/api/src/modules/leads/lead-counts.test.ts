/**
 * The lead list's stage counts and the conversation list's total are the provider's counts, kept
 * by the data version trigger (migration 0029) instead of counted on every answer: after every way
 * a lead or thread comes, changes and goes — at the same time included — they must equal a count of
 * the rows themselves, and the migration must count what a database already holds.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { LeadListResponse } from '@bu/contracts';
import { createTestContext, replayCountMigrations, type TestContext } from '../../../test/helpers';
import { createProviderUser, type TestUser } from '../../../test/factories';
import { inquiry, insertLead, insertSeminar, postInquiry } from '../../../test/lead-factories';
import { conversations, leads, providers } from '../../db/schema/index';

let ctx: TestContext;

beforeAll(async () => {
  // Computed answers only: a cached answer would hide a wrong count.
  ctx = await createTestContext({ ANSWER_CACHE_MB: '0' });
});
afterAll(async () => ctx?.close());

const call = (who: TestUser, method: 'GET' | 'POST' | 'PUT', url: string, payload?: Record<string, unknown>) =>
  ctx.app.inject({
    method,
    url: `/api${url}`,
    headers: { authorization: `Bearer ${who.token}` },
    ...(payload ? { payload } : {}),
  });

async function listCounts(who: TestUser) {
  const res = await call(who, 'GET', '/leads?pageSize=10');
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as LeadListResponse).counts;
}

/** The same counts from the leads themselves. */
async function countedCounts(providerId: string) {
  const { rows } = await ctx.database.executeSql(
    `select stage, count(*)::int as n, (count(*) filter (where unread))::int as unread
       from leads where provider_id = $1 group by stage`,
    [providerId],
  );
  const counts: Record<string, number> = { new: 0, open: 0, waiting: 0, booked: 0, archived: 0, closed: 0 };
  let all = 0;
  let unread = 0;
  for (const row of rows as { stage: string; n: number; unread: number }[]) {
    counts[row.stage] = row.n;
    all += row.n;
    unread += row.unread;
  }
  return { ...counts, all, unread };
}

describe('the lead list’s stage counts', () => {
  it('equal the leads through inquiries, new leads, stage changes, reading and unread marks, at the same time', async () => {
    const alice = await createProviderUser(ctx.database.db);
    const bob = await createProviderUser(ctx.database.db);
    const seminarId = await insertSeminar(ctx.database.db, alice, { status: 'online' });
    expect(await listCounts(alice)).toEqual(await countedCounts(alice.providerId));

    // Inquiries from the marketplace and leads the team adds, all at once.
    const created = await Promise.all([
      ...Array.from({ length: 6 }, (_, i) =>
        postInquiry(ctx.app, seminarId, inquiry({ email: `interessent${i}@example.org` })),
      ),
      ...Array.from({ length: 6 }, (_, i) =>
        call(alice, 'POST', '/leads', {
          ...inquiry({ email: `telefon${i}@example.org` }),
          seminarId,
          stage: i % 2 ? 'open' : 'new',
        }),
      ),
    ]);
    for (const res of created) expect(res.statusCode, res.body).toBeLessThan(300);
    const ids = (
      await ctx.database.db.select({ id: leads.id }).from(leads).where(eq(leads.providerId, alice.providerId))
    ).map((r) => r.id);
    expect(ids).toHaveLength(12);

    // Stage changes, opening (reads the lead) and unread marks, interleaved with list reads.
    const stages = ['open', 'waiting', 'booked', 'archived', 'closed', 'new'] as const;
    const changes = await Promise.all(
      ids.flatMap((id, i) => [
        call(alice, 'PUT', `/leads/${id}`, { stage: stages[i % stages.length] }),
        i % 3 ? call(alice, 'GET', `/leads/${id}`) : call(alice, 'POST', `/leads/${id}/unread`, {}),
        call(alice, 'GET', '/leads'),
      ]),
    );
    for (const res of changes) expect(res.statusCode, res.body).toBeLessThan(300);
    // The same stage again changes nothing.
    expect((await call(alice, 'PUT', `/leads/${ids[0]}`, { stage: 'open' })).statusCode).toBe(200);
    // Another provider cannot touch them.
    expect((await call(bob, 'PUT', `/leads/${ids[1]}`, { stage: 'closed' })).statusCode).toBe(404);

    const counts = await listCounts(alice);
    expect(counts).toEqual(await countedCounts(alice.providerId));
    expect(counts.all).toBe(12);
    expect(counts.unread).toBeGreaterThan(0);
    expect(counts.unread).toBeLessThan(12);
    expect(await listCounts(bob)).toEqual(await countedCounts(bob.providerId));
  });

  it('follow a lead moved to another provider, deleted, or gone with its provider', async () => {
    const carol = await createProviderUser(ctx.database.db);
    const dave = await createProviderUser(ctx.database.db);
    const moved = await insertLead(ctx.database.db, carol, { stage: 'booked', unread: true });
    const deleted = await insertLead(ctx.database.db, carol, { stage: 'open', unread: false });
    await insertLead(ctx.database.db, carol, { stage: 'open', unread: true });
    await insertLead(ctx.database.db, dave, { stage: 'closed', unread: false });

    await ctx.database.db.update(leads).set({ providerId: dave.providerId }).where(eq(leads.id, moved));
    await ctx.database.db.delete(leads).where(eq(leads.id, deleted));
    expect(await listCounts(carol)).toMatchObject({ open: 1, booked: 0, all: 1, unread: 1 });
    expect(await listCounts(dave)).toMatchObject({ booked: 1, closed: 1, all: 2, unread: 1 });
    for (const who of [carol, dave]) expect(await listCounts(who)).toEqual(await countedCounts(who.providerId));

    await ctx.database.db.delete(providers).where(eq(providers.id, dave.providerId));
    const { rows } = await ctx.database.executeSql(
      'select coalesce(sum(leads), 0)::int as n from provider_lead_counts where provider_id = $1',
      [dave.providerId],
    );
    expect(rows[0]).toEqual({ n: 0 });
  });

  it('are counted by the migration from the leads a database already holds', async () => {
    const erin = await createProviderUser(ctx.database.db);
    await insertLead(ctx.database.db, erin, { stage: 'new', unread: true });
    await insertLead(ctx.database.db, erin, { stage: 'new', unread: false });
    await insertLead(ctx.database.db, erin, { stage: 'waiting', unread: true });
    await replayCountMigrations(ctx.database);
    expect(await listCounts(erin)).toMatchObject({ new: 2, waiting: 1, all: 3, unread: 2 });
    expect(await listCounts(erin)).toEqual(await countedCounts(erin.providerId));
    // And the trigger keeps them from there.
    await insertLead(ctx.database.db, erin, { stage: 'waiting', unread: false });
    expect(await listCounts(erin)).toMatchObject({ waiting: 2, all: 4, unread: 2 });
  });
});

describe('the conversation list’s total', () => {
  /** The unfiltered total (the kept count) beside the filtered ones and the threads themselves. */
  async function totals(who: TestUser) {
    const total = async (query: string) => {
      const res = await call(who, 'GET', `/conversations?${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as { total: number }).total;
    };
    const { rows } = await ctx.database.executeSql(
      'select count(*)::int as n from conversations where provider_id = $1 and last_message_at is not null',
      [who.providerId],
    );
    return {
      kept: await total('page=1'),
      filtered: (await total('unread=true')) + (await total('unread=false')),
      counted: (rows[0] as { n: number }).n,
    };
  }

  it('counts the threads with a message through inquiries, replies and deletions, at the same time', async () => {
    const frank = await createProviderUser(ctx.database.db);
    const grace = await createProviderUser(ctx.database.db);
    const seminarId = await insertSeminar(ctx.database.db, frank, { status: 'online' });
    expect(await totals(frank)).toEqual({ kept: 0, filtered: 0, counted: 0 });

    // Inquiries open threads with their message; leads the team adds have none until a reply.
    const created = await Promise.all([
      ...Array.from({ length: 4 }, (_, i) =>
        postInquiry(ctx.app, seminarId, inquiry({ email: `frage${i}@example.org` })),
      ),
      ...Array.from({ length: 4 }, (_, i) =>
        call(frank, 'POST', '/leads', { ...inquiry({ email: `anruf${i}@example.org` }), seminarId }),
      ),
    ]);
    for (const res of created) expect(res.statusCode, res.body).toBeLessThan(300);
    expect(await totals(frank)).toEqual({ kept: 4, filtered: 4, counted: 4 });

    // Replies to every thread at once, the silent ones' first messages among them.
    const threads = await ctx.database.db
      .select({ id: conversations.id })
      .from(conversations)
      .where(eq(conversations.providerId, frank.providerId));
    expect(threads).toHaveLength(8);
    const replies = await Promise.all(
      threads.map(({ id }) => call(frank, 'POST', `/conversations/${id}/messages`, { text: 'Gern, bis bald.' })),
    );
    for (const res of replies) expect(res.statusCode, res.body).toBeLessThan(300);
    expect(await totals(frank)).toEqual({ kept: 8, filtered: 8, counted: 8 });

    // A thread deleted with its lead; another provider's total never moves.
    const [gone] = await ctx.database.db
      .select({ leadId: conversations.leadId })
      .from(conversations)
      .where(eq(conversations.id, threads[1]!.id));
    await ctx.database.db.delete(leads).where(eq(leads.id, gone!.leadId));
    expect(await totals(frank)).toEqual({ kept: 7, filtered: 7, counted: 7 });
    expect(await totals(grace)).toEqual({ kept: 0, filtered: 0, counted: 0 });
  });

  it('is counted by the migration from the threads a database already holds', async () => {
    const heidi = await createProviderUser(ctx.database.db);
    const seminarId = await insertSeminar(ctx.database.db, heidi, { status: 'online' });
    for (let i = 0; i < 3; i++) await postInquiry(ctx.app, seminarId, inquiry({ email: `alt${i}@example.org` }));
    await replayCountMigrations(ctx.database);
    expect(await totals(heidi)).toEqual({ kept: 3, filtered: 3, counted: 3 });
  });
});
