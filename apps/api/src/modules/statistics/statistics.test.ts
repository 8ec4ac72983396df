/**
 * Marketplace events and statistics end to end: counting rules (once per visitor, type and target
 * per 30 minutes; bots, non-public and unknown targets dropped), the rollup (idempotent,
 * crash-safe, retention), and GET /statistics (sums, previous period, conversion rate, isolation,
 * ranges, benchmark k-anonymity) with its CSV export.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { and, eq, sql } from 'drizzle-orm';
import { addDaysIso, sharedMessages, statisticsResponseSchema, todayIso, type StatisticsResponse } from '@bu/contracts';
import { createTestContext, json, type TestContext } from '../../../test/helpers';
import { createProviderUser, type TestUser } from '../../../test/factories';
import { freshIp, insertLead, insertSeminar } from '../../../test/lead-factories';
import {
  seminars,
  statDailySeminar,
  statEventCounts,
  statRollupState,
  statSalts,
  statVisitors,
} from '../../db/schema/index';
import { rollup } from './rollup';
import { rowsOf } from '../../db/rows';

let ctx: TestContext;
let alice: TestUser;
let bob: TestUser;
let watt: string;
let rhetorik: string;
let draft: string;
let expired: string;
let bobs: string;

const browser = (n: number | string) =>
  `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.${n} Safari/537.36`;
type Options = { ua?: string; ip?: string; contentType?: string; unsigned?: boolean };
/** Each user agent on an address of its own unless one is given: one network counts as at most 3 visitors per target. */
const addressOf = (options: Options) => {
  if (options.ip) return options.ip;
  const [a, b] = createHash('md5')
    .update(options.ua ?? browser(1))
    .digest();
  return `10.9.${a}.${b! || 1}`;
};
const kindOf = (type: string) => (type === 'impression' ? 'search' : type === 'profile_view' ? 'provider' : 'seminar');
/**
 * Gives each event the view token a marketplace answer to the same address would have carried
 * (the counting rules are tested here; the tokens themselves in integrity.test.ts).
 */
const signed = (payload: unknown, options: Options) => {
  if (options.unsigned || typeof payload !== 'object' || !payload || !('events' in payload)) return payload;
  const events = (payload as { events: Record<string, string>[] }).events;
  return {
    events: events.map((e) =>
      e.viewToken || !e.type
        ? e
        : {
            ...e,
            viewToken: ctx.app.viewTokens.issue(
              { kind: kindOf(e.type), ids: [String(e.type === 'profile_view' ? e.providerId : e.seminarId)], top: 0 },
              addressOf(options),
            ),
          },
    ),
  };
};
const postEvents = (payload: unknown, options: Options = {}) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/public/events',
    headers: {
      'user-agent': options.ua ?? browser(1),
      'content-type': options.contentType ?? 'application/json',
    },
    remoteAddress: addressOf(options),
    payload: typeof payload === 'string' ? payload : JSON.stringify(signed(payload, options)),
  });
const accepted = async (...args: Parameters<typeof postEvents>) => {
  const res = await postEvents(...args);
  expect(res.statusCode, res.body).toBe(202);
  return json<{ accepted: number }>(res).accepted;
};
const stats = (user: TestUser, query: string) =>
  ctx.app.inject({
    method: 'GET',
    url: `/api/statistics?${query}`,
    headers: { authorization: `Bearer ${user.token}`, 'accept-language': 'en' },
  });
const runRollup = (options: Partial<Parameters<typeof rollup>[1]> = {}) =>
  rollup(ctx.database.db, { retentionDays: 90, now: new Date(), ...options });
const today = todayIso();
const day = (offset: number) => addDaysIso(today, offset);
const at = (offset: number) => new Date(`${day(offset)}T10:00:00Z`);

/** Events as the ingestion would have counted them on an earlier day. */
async function backdate(
  rows: {
    type: (typeof statEventCounts.$inferInsert)['type'];
    seminarId?: string;
    providerId: string;
    offset: number;
    n?: number;
  }[],
) {
  for (const r of rows)
    await ctx.database.db
      .insert(statEventCounts)
      .values({
        day: day(r.offset),
        type: r.type,
        targetId: r.seminarId ?? r.providerId,
        providerId: r.providerId,
        counted: r.n ?? 1,
      })
      .onConflictDoUpdate({
        target: [statEventCounts.day, statEventCounts.type, statEventCounts.targetId],
        set: { counted: sql`${statEventCounts.counted} + excluded.counted` },
      });
}

async function inquiryOn(user: TestUser, seminarId: string, offset: number) {
  await insertLead(ctx.database.db, user, {
    seminarId,
    firstName: 'Mara',
    lastName: 'Schulz',
    email: 'mara@example.org',
    source: 'inquiry',
    createdAt: at(offset),
  });
}

beforeAll(async () => {
  ctx = await createTestContext({ RATE_LIMIT_ENABLED: 'true', STATS_ROLLUP_INTERVAL_SECONDS: '86400' });
  const db = ctx.database.db;
  alice = await createProviderUser(db);
  bob = await createProviderUser(db);
  watt = await insertSeminar(db, alice, { title: 'Klimawandel im Wattenmeer', categoryId: 3 });
  rhetorik = await insertSeminar(db, alice, { title: 'Rhetorik', categoryId: 3 });
  draft = await insertSeminar(db, alice, { status: 'draft', publishedAt: null });
  expired = await insertSeminar(db, alice, { startDate: day(-3), endDate: day(1) });
  bobs = await insertSeminar(db, bob, { title: 'Bobs Seminar', categoryId: 3 });
});
afterAll(async () => ctx?.close());

describe('POST /public/events', () => {
  it('counts every event type once per visitor, type and target within 30 minutes', async () => {
    const all = [
      { type: 'impression', seminarId: watt },
      { type: 'seminar_view', seminarId: watt },
      { type: 'message_click', seminarId: watt },
      { type: 'phone_click', seminarId: watt },
      { type: 'website_click', seminarId: watt },
      { type: 'more_info_click', seminarId: watt },
      { type: 'profile_view', providerId: alice.providerId },
    ];
    expect(await accepted({ events: [...all, ...all] }, { ua: browser('dedup') })).toBe(7);
    expect(await accepted({ events: all }, { ua: browser('dedup') })).toBe(0);
    // Another target, another visitor (user agent or address) count on their own.
    expect(await accepted({ events: [{ type: 'impression', seminarId: rhetorik }] }, { ua: browser('dedup') })).toBe(1);
    expect(await accepted({ events: all }, { ua: browser('other') })).toBe(7);
    expect(await accepted({ events: all }, { ua: browser('dedup'), ip: '10.9.0.2' })).toBe(7);
    // 31 minutes later the same visitor counts again: the visitors' last events move back 31
    // minutes (the counts of the day stay where they are).
    await ctx.database.db.update(statVisitors).set({ lastAt: sql`${statVisitors.lastAt} - make_interval(mins => 31)` });
    expect(await accepted({ events: all }, { ua: browser('dedup') })).toBe(7);
  });

  it('stores a visitor’s events while every connection of the reads’ pool waits (PostgreSQL)', async ({ skip }) => {
    if (ctx.database.kind !== 'postgres') skip();
    // A session holds a lock that 10 reads wait for: every connection of the reads' pool (10) is
    // taken, as under a burst of searches.
    const lock = 470_047;
    const holder = new pg.Client({ connectionString: ctx.database.connectionString });
    await holder.connect();
    await holder.query('select pg_advisory_lock($1)', [lock]);
    const reads = Array.from({ length: 10 }, () =>
      ctx.database.executeSql('select pg_advisory_lock_shared($1), pg_advisory_unlock_shared($1)', [lock]),
    );
    try {
      const answer = postEvents({ events: [{ type: 'seminar_view', seminarId: watt }] }, { ua: browser('busy reads') });
      const first = await Promise.race([
        answer.then(() => 'the events'),
        new Promise((resolve) => setTimeout(resolve, 10_000, 'the reads')),
      ]);
      expect(first).toBe('the events');
      expect(json<{ accepted: number }>(await answer).accepted).toBe(1);
    } finally {
      await holder.query('select pg_advisory_unlock($1)', [lock]);
      await Promise.all(reads);
      await holder.end();
    }
  });

  it('counts concurrent calls as if they came one after the other, each answering what it stored', async () => {
    const events = [
      { type: 'impression', seminarId: rhetorik },
      { type: 'seminar_view', seminarId: rhetorik },
    ];
    // Five calls of one visitor at once: the pair is stored once in all; five visitors at once: each stores it.
    const same = await Promise.all(Array.from({ length: 5 }, () => accepted({ events }, { ua: browser('burst') })));
    expect(same.reduce((a, b) => a + b, 0)).toBe(2);
    const many = await Promise.all(
      Array.from({ length: 5 }, (_, i) => accepted({ events }, { ua: browser(`burst-${i}`) })),
    );
    expect(many).toEqual([2, 2, 2, 2, 2]);
  });

  it('keeps one count per day, type and listing however many visits come, and one row per visitor of the day', async () => {
    const crowded = await insertSeminar(ctx.database.db, bob, { title: 'Gut besucht' });
    const events = [
      { type: 'impression', seminarId: crowded },
      { type: 'seminar_view', seminarId: crowded },
    ];
    let sum = 0;
    for (let i = 0; i < 12; i++) sum += await accepted({ events }, { ua: browser(`crowd-${i}`) });
    // A visitor back within 30 minutes adds nothing, not even a row.
    sum += await accepted({ events }, { ua: browser('crowd-0') });
    expect(sum).toBe(24);
    const counts = await ctx.database.db
      .select({ type: statEventCounts.type, counted: statEventCounts.counted, held: statEventCounts.held })
      .from(statEventCounts)
      .where(and(eq(statEventCounts.targetId, crowded), eq(statEventCounts.day, today)));
    expect(counts.sort((a, b) => a.type.localeCompare(b.type))).toEqual([
      { type: 'impression', counted: 12, held: 0 },
      { type: 'seminar_view', counted: 12, held: 0 },
    ]);
    expect(await ctx.database.db.select().from(statVisitors).where(eq(statVisitors.targetId, crowded))).toHaveLength(
      24,
    );
  });

  it('stores no address, user agent or cookie: only a salted hash that changes with the daily salt', async () => {
    const res = await postEvents({ events: [{ type: 'impression', seminarId: watt }] }, { ua: browser('privacy') });
    expect(res.headers['set-cookie']).toBeUndefined();
    const visitors = await ctx.database.db.select().from(statVisitors);
    expect(visitors.length).toBeGreaterThan(0);
    for (const row of visitors) {
      expect(Object.keys(row).sort()).toEqual(['day', 'lastAt', 'networkHash', 'targetId', 'type', 'visitorHash']);
      expect(row.day).toBe(today);
      expect(row.visitorHash.length).toBe(16);
      expect(row.networkHash.length).toBe(16);
    }
    // The counts hold numbers per day, type and listing, nothing about a visitor.
    const [count] = await ctx.database.db.select().from(statEventCounts);
    expect(Object.keys(count!).sort()).toEqual(['counted', 'day', 'held', 'providerId', 'targetId', 'type']);
    const salts = await ctx.database.db.select().from(statSalts);
    expect(salts.map((s) => s.day)).toEqual([today]);
  });

  it('drops bots, calls without user agent, drafts, expired, unknown seminars and providers', async () => {
    const watched = { events: [{ type: 'seminar_view', seminarId: watt }] };
    expect(
      await accepted(watched, { ua: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' }),
    ).toBe(0);
    expect(await accepted(watched, { ua: 'curl/8.5.0' })).toBe(0);
    expect(await accepted(watched, { ua: '' })).toBe(0);
    const unknown = '0b6e3a36-5d1e-4f2a-9a51-3c2d1e0f9a11';
    expect(
      await accepted(
        {
          events: [
            { type: 'seminar_view', seminarId: draft },
            { type: 'seminar_view', seminarId: expired },
            { type: 'seminar_view', seminarId: unknown },
            { type: 'profile_view', providerId: unknown },
          ],
        },
        { ua: browser('dropped') },
      ),
    ).toBe(0);
  });

  it('counts a seminar event for the seminar’s provider, whatever providerId the caller claims', async () => {
    expect(
      await accepted(
        { events: [{ type: 'phone_click', seminarId: bobs, providerId: alice.providerId }] },
        { ua: browser('claim') },
      ),
    ).toBe(1);
    const [row] = await ctx.database.db.select().from(statEventCounts).where(eq(statEventCounts.targetId, bobs));
    expect(row!.providerId).toBe(bob.providerId);
  });

  it('accepts text/plain bodies (sendBeacon) and refuses bad bodies with 400', async () => {
    expect(
      await accepted(
        JSON.stringify(
          signed({ events: [{ type: 'more_info_click', seminarId: rhetorik }] }, { ua: browser('beacon') }),
        ),
        {
          ua: browser('beacon'),
          contentType: 'text/plain;charset=UTF-8',
        },
      ),
    ).toBe(1);
    const bad = [
      'not json',
      { events: [] },
      { events: [{ type: 'hover', seminarId: watt }] },
      { events: [{ type: 'seminar_view' }] },
      { events: [{ type: 'profile_view', seminarId: watt }] },
      { events: [{ type: 'impression', seminarId: 'nope' }] },
      { events: Array.from({ length: 51 }, () => ({ type: 'impression', seminarId: watt })) },
    ];
    for (const body of bad) {
      const res = await postEvents(body, { contentType: typeof body === 'string' ? 'text/plain' : 'application/json' });
      expect(res.statusCode, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(json(res)).toMatchObject({ success: false });
    }
  });

  it('limits calls per client address (429)', async () => {
    const ip = freshIp();
    let status = 0;
    for (let i = 0; i < 601 && status !== 429; i++)
      status = (await postEvents({ events: [{ type: 'impression', seminarId: watt }] }, { ip, ua: 'Googlebot' }))
        .statusCode;
    expect(status).toBe(429);
  });
});

describe('rollup', () => {
  it('builds daily counters from the counted events, idempotently, and a crash mid-rollup changes nothing', async () => {
    await backdate([
      { type: 'seminar_view', seminarId: watt, providerId: alice.providerId, offset: -40, n: 4 },
      { type: 'impression', seminarId: watt, providerId: alice.providerId, offset: -40, n: 9 },
      { type: 'profile_view', providerId: alice.providerId, offset: -40, n: 2 },
    ]);
    await expect(runRollup({ beforeCommit: async () => Promise.reject(new Error('crash')) })).rejects.toThrow('crash');
    expect(await ctx.database.db.select().from(statDailySeminar)).toEqual([]);
    expect(await ctx.database.db.select().from(statRollupState)).toEqual([]);

    await runRollup();
    const first = await ctx.database.db
      .select()
      .from(statDailySeminar)
      .orderBy(statDailySeminar.day, statDailySeminar.seminarId);
    const old = first.find((r) => r.day === day(-40) && r.seminarId === watt);
    expect(old).toMatchObject({ providerId: alice.providerId, impressions: 9, seminarViews: 4 });
    const todays = first.find((r) => r.day === today && r.seminarId === watt)!;
    expect(todays.seminarViews).toBeGreaterThan(0);

    await runRollup();
    await runRollup({ beforeCommit: async () => Promise.reject(new Error('crash')) }).catch(() => undefined);
    const again = await ctx.database.db
      .select()
      .from(statDailySeminar)
      .orderBy(statDailySeminar.day, statDailySeminar.seminarId);
    expect(again).toEqual(first);
    const [state] = await ctx.database.db.select().from(statRollupState);
    expect(state!.runs).toBe(2);
  });

  it('keeps the provider’s daily sums and the monthly sums equal to the daily counters, also when a seminar is deleted', async () => {
    const db = ctx.database.db;
    const gone = await insertSeminar(db, alice, { title: 'Bald gelöscht', categoryId: 3 });
    await backdate([
      { type: 'impression', seminarId: gone, providerId: alice.providerId, offset: -70, n: 5 },
      { type: 'seminar_view', seminarId: gone, providerId: alice.providerId, offset: -40, n: 2 },
    ]);
    await db.delete(statRollupState);
    await runRollup();
    const mismatches = async () => {
      const columns = [
        'impressions',
        'seminar_views',
        'message_clicks',
        'phone_clicks',
        'website_clicks',
        'more_info_clicks',
      ];
      const differs = (a: string, b: string) =>
        sql.raw(columns.map((c) => `coalesce(${a}.${c}, 0) <> coalesce(${b}.${c}, 0)`).join(' or '));
      const sums = sql.raw(columns.map((c) => `sum(${c})::int as ${c}`).join(', '));
      const byProvider = await db.execute(sql`
        select 1 from (select provider_id, day, ${sums} from stat_daily_seminar group by 1, 2) d
        full join stat_daily_provider p using (provider_id, day) where ${differs('d', 'p')}`);
      const byMonth = await db.execute(sql`
        select 1 from (select seminar_id, date_trunc('month', day)::date as month, ${sums} from stat_daily_seminar group by 1, 2) d
        full join stat_monthly_seminar m using (seminar_id, month) where ${differs('d', 'm')}`);
      return [rowsOf(byProvider).length, rowsOf(byMonth).length];
    };
    const [monthly] = rowsOf<{ n: number }>(
      await db.execute(sql`select count(*)::int as n from stat_monthly_seminar where seminar_id = ${gone}`),
    );
    expect(monthly!.n).toBeGreaterThan(0);
    expect(await mismatches()).toEqual([0, 0]);
    await db.delete(seminars).where(eq(seminars.id, gone));
    expect(await mismatches()).toEqual([0, 0]);
  });

  it('deletes counts past the retention only once rolled up, keeping the counters, and the visitors of past days', async () => {
    await backdate([{ type: 'seminar_view', seminarId: rhetorik, providerId: alice.providerId, offset: -100, n: 3 }]);
    // Yesterday's visitors (their salt is gone): deleted by the rollup; today's stay for the 30-minute rule.
    const yesterday = {
      day: day(-1),
      visitorHash: Buffer.alloc(16, 1),
      networkHash: Buffer.alloc(16, 2),
      type: 'seminar_view' as const,
      targetId: rhetorik,
    };
    await ctx.database.db.insert(statVisitors).values(yesterday);
    const todays = await ctx.database.db.select().from(statVisitors).where(eq(statVisitors.day, today));
    expect(todays.length).toBeGreaterThan(0);
    // Rows past the retention age and before the window the rollup recomputes are deleted; the counters stay.
    const result = await runRollup();
    expect(result.deleted).toBe(1);
    const left = await ctx.database.db
      .select()
      .from(statEventCounts)
      .where(sql`${statEventCounts.day} < ${day(-90)}`);
    expect(left).toEqual([]);
    const kept = await ctx.database.db.select().from(statVisitors);
    expect(kept.map((v) => v.day)).toEqual(todays.map(() => today));
    const counters = await ctx.database.db
      .select()
      .from(statDailySeminar)
      .where(eq(statDailySeminar.day, day(-40)));
    expect(counters.length).toBeGreaterThan(0);
  });
});

describe('GET /statistics', () => {
  beforeAll(async () => {
    // A fresh picture over the last 10 days and the 10 before, then one rollup from scratch.
    await ctx.database.db.delete(statRollupState);
    await backdate([
      { type: 'seminar_view', seminarId: watt, providerId: alice.providerId, offset: -2, n: 10 },
      { type: 'message_click', seminarId: watt, providerId: alice.providerId, offset: -2, n: 3 },
      { type: 'seminar_view', seminarId: rhetorik, providerId: alice.providerId, offset: -5, n: 5 },
      { type: 'impression', seminarId: rhetorik, providerId: alice.providerId, offset: -5, n: 20 },
      { type: 'profile_view', providerId: alice.providerId, offset: -1, n: 4 },
      { type: 'seminar_view', seminarId: watt, providerId: alice.providerId, offset: -15, n: 6 },
      { type: 'seminar_view', seminarId: bobs, providerId: bob.providerId, offset: -2, n: 50 },
    ]);
    await inquiryOn(alice, watt, -2);
    await inquiryOn(alice, watt, -3);
    await inquiryOn(alice, rhetorik, -15);
    await runRollup();
  });

  it('answers totals that equal the sum of the series and of the per-seminar rows, the previous period and conversion', async () => {
    const res = await stats(alice, `from=${day(-9)}&to=${day(-1)}`);
    expect(res.statusCode, res.body).toBe(200);
    const body = json<StatisticsResponse>(res);
    expect(body.series).toHaveLength(9);
    expect(body.series[0]!.day).toBe(day(-9));
    expect(body.totals).toMatchObject({
      seminarViews: 15,
      messageClicks: 3,
      impressions: 20,
      profileViews: 4,
      inquiries: 2,
    });
    expect(body.totals.conversionRate).toBeCloseTo(2 / 15);
    const keys = [
      'impressions',
      'seminarViews',
      'messageClicks',
      'phoneClicks',
      'websiteClicks',
      'moreInfoClicks',
      'profileViews',
      'inquiries',
    ] as const;
    for (const key of keys)
      expect(
        body.series.reduce((s, d) => s + d[key], 0),
        key,
      ).toBe(body.totals[key]);
    for (const key of keys.filter((k) => k !== 'profileViews'))
      expect(
        body.seminars.reduce((s, d) => s + d[key], 0),
        key,
      ).toBe(body.totals[key]);
    // Previous period: the 9 days before (day -18 … -10).
    expect(body.previous).toMatchObject({ seminarViews: 6, inquiries: 1 });
    expect(body.previous.conversionRate).toBeCloseTo(1 / 6);
    const wattRow = body.seminars.find((s) => s.seminarId === watt)!;
    expect(wattRow).toMatchObject({
      title: 'Klimawandel im Wattenmeer',
      seminarViews: 10,
      inquiries: 2,
      status: 'online',
    });
    expect(wattRow.conversionRate).toBeCloseTo(0.2);
    expect(body.seminars.map((s) => s.seminarId)).not.toContain(bobs);
    expect(body.seminarCounts).toMatchObject({ visible: 2 });
    expect(body.updatedAt).not.toBeNull();
  });

  it('answers the same sums over a year (whole months and partial ones) in the series as in the per-seminar rows', async () => {
    for (const query of [
      `from=${day(-364)}&to=${today}`,
      `from=${day(-364)}&to=${today}&seminarId=${watt}`,
      `from=${day(-45)}&to=${day(-35)}`,
      // Ranges ending today read the current month from its month row.
      `from=${day(-40)}&to=${today}`,
      `from=${day(-9)}&to=${today}`,
    ]) {
      const body = json<StatisticsResponse>(await stats(alice, query));
      expect(body.totals.seminarViews, query).toBeGreaterThan(0);
      for (const key of [
        'impressions',
        'seminarViews',
        'messageClicks',
        'phoneClicks',
        'websiteClicks',
        'moreInfoClicks',
        'inquiries',
      ] as const) {
        expect(
          body.seminars.reduce((s, d) => s + d[key], 0),
          `${query} ${key}`,
        ).toBe(body.totals[key]);
      }
    }
  });

  it('sums each seminar exactly over ranges that cut months at any day (month rows less the days outside)', async () => {
    const db = ctx.database.db;
    const carol = await createProviderUser(db);
    // A category of its own, so that carol is nobody's peer in the benchmark tests.
    const ids = [
      await insertSeminar(db, carol, { categoryId: 17 }),
      await insertSeminar(db, carol, { categoryId: 17 }),
    ];
    // A different count on every day of 100 days and both seminars, so that any day added or
    // left out, or subtracted twice, changes a sum.
    const rows = ids.flatMap((seminarId, s) =>
      Array.from({ length: 101 }, (_, i) => ({
        seminarId,
        providerId: carol.providerId,
        day: day(i - 100),
        impressions: 1000 * (s + 1) + i,
        seminarViews: ((i * 7) % 13) + 1 + s,
        websiteClicks: i % 3,
      })),
    );
    await db.insert(statDailySeminar).values(rows);
    const offsets = [-100, -95, -70, -62, -45, -33, -31, -20, -3, 0];
    for (const a of offsets)
      for (const b of offsets.filter((o) => o >= a)) {
        const [from, to] = [day(a), day(b)];
        const res = await stats(carol, `from=${from}&to=${to}`);
        expect(res.statusCode, res.body).toBe(200);
        const body = json<StatisticsResponse>(res);
        for (const [s, seminarId] of ids.entries()) {
          const inRange = rows.filter((r) => r.seminarId === seminarId && r.day >= from && r.day <= to);
          const row = body.seminars.find((r) => r.seminarId === seminarId)!;
          for (const key of ['impressions', 'seminarViews', 'websiteClicks'] as const)
            expect(row[key], `${from}…${to} seminar ${s} ${key}`).toBe(inRange.reduce((n, r) => n + r[key], 0));
        }
        expect(body.totals.impressions).toBe(body.seminars.reduce((n, r) => n + r.impressions, 0));
      }
  });

  it('filters by one seminar', async () => {
    const body = json<StatisticsResponse>(await stats(alice, `from=${day(-9)}&to=${day(-1)}&seminarId=${rhetorik}`));
    expect(body.totals).toMatchObject({ seminarViews: 5, impressions: 20, inquiries: 0, conversionRate: 0 });
    expect(body.seminars.map((s) => s.seminarId)).toEqual([rhetorik]);
  });

  it('answers 404 for another provider’s seminar, 400 for reversed or too long ranges, 401 without sign-in', async () => {
    expect((await stats(alice, `from=${day(-9)}&to=${day(-1)}&seminarId=${bobs}`)).statusCode).toBe(404);
    expect((await stats(alice, `from=${day(-1)}&to=${day(-9)}`)).statusCode).toBe(400);
    expect((await stats(alice, `from=${day(-400)}&to=${day(-1)}`)).statusCode).toBe(400);
    expect((await stats(alice, `from=${day(-365)}&to=${day(0)}`)).statusCode).toBe(200);
    expect((await stats(alice, 'from=yesterday&to=today')).statusCode).toBe(400);
    expect(
      (await ctx.app.inject({ method: 'GET', url: `/api/statistics?from=${day(-9)}&to=${day(-1)}` })).statusCode,
    ).toBe(401);
  });

  it('withholds the category benchmark with 4 other providers and shows it with 5, as medians over the others only', async () => {
    const range = `from=${day(-9)}&to=${day(-1)}`;
    expect(json<StatisticsResponse>(await stats(alice, range)).benchmark).toBeNull();
    const db = ctx.database.db;
    const addPeer = async (views: number) => {
      const peer = await createProviderUser(db);
      const id = await insertSeminar(db, peer, { categoryId: 3 });
      await db.insert(statDailySeminar).values({
        seminarId: id,
        providerId: peer.providerId,
        day: day(-3),
        seminarViews: views,
        impressions: 100,
      });
    };
    for (const views of [10, 20, 30]) await addPeer(views);
    // Bob + 3 peers = exactly 4 other providers with seminars in category 3: withheld.
    await runRollup(); // a rollup changes the cache key
    expect(json<StatisticsResponse>(await stats(alice, range)).benchmark).toBeNull();
    await addPeer(40);
    // Bob + 4 peers = 5 other providers: shown.
    await runRollup();
    const res = await stats(alice, range);
    const body = json<StatisticsResponse>(res);
    expect(body.benchmark).not.toBeNull();
    // Serialized as plain JSON (plain-json.ts): exactly what the response schema gives, benchmark included.
    expect(res.body).toBe(JSON.stringify(statisticsResponseSchema.parse(body)));
    // Seminar views per seminar of the others in category 3: bob 50; peers 10, 20, 30, 40 → median 30.
    // Alice's own seminars (10 and 5 views) are not part of her comparison (with them it would be 20).
    expect(body.benchmark!.seminarViews).toBe(30);
    expect(body.benchmark!.impressions).toBe(100);
  });

  it('exports the per-seminar table as CSV in the caller’s language', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/statistics/export.csv?from=${day(-9)}&to=${day(-1)}`,
      headers: { authorization: `Bearer ${alice.token}`, 'accept-language': 'de' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Seminar;Status;Impressionen;Seminaraufrufe;Nachricht-Klicks;Telefon-Klicks;Website-Klicks;Mehr-Infos-Klicks;Anfragen;Konversionsrate (%)',
    );
    // A seminar's state in the reader's words, not the stored value.
    expect(lines).toContain('Klimawandel im Wattenmeer;Online;0;10;3;0;0;0;2;20,0');
    const words = Object.values(sharedMessages.de.seminarStatus.label);
    for (const line of lines.slice(1)) expect(words).toContain(line.split(';')[1]);

    const english = await ctx.app.inject({
      method: 'GET',
      url: `/api/statistics/export.csv?from=${day(-9)}&to=${day(-1)}`,
      headers: { authorization: `Bearer ${alice.token}`, 'accept-language': 'en' },
    });
    const englishLines = english.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(englishLines[0]).toBe(
      'Seminar,Status,Impressions,Seminar views,Message clicks,Phone clicks,Website clicks,More-info clicks,Inquiries,Conversion rate (%)',
    );
    expect(englishLines).toContain('Klimawandel im Wattenmeer,Online,0,10,3,0,0,0,2,20.0');
  });

  it('counts a new inquiry in the next answer, without a rollup (answers are cached per data version)', async () => {
    const range = `from=${day(-9)}&to=${day(-1)}`;
    const inquiries = async () => json<StatisticsResponse>(await stats(alice, range)).totals.inquiries;
    const before = await inquiries();
    expect(await inquiries()).toBe(before);
    await inquiryOn(alice, watt, -1);
    expect(await inquiries()).toBe(before + 1);
    await ctx.database.executeSql(`delete from leads where provider_id = $1 and created_at >= $2`, [
      alice.providerId,
      at(-1),
    ]);
    expect(await inquiries()).toBe(before);
  });
});
