/**
 * Statistics integrity (issue 23): events count only with the view token of an answer the server
 * served to the caller's network and that covers their target; one network counts as at most 3
 * visitors per seminar and day whatever user agents it sends; top impressions come from the
 * visitor's own impression events.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SEMINAR_HOURLY_CEILING,
  VIEW_TOKEN_TTL_MINUTES,
  VISITORS_PER_NETWORK_MAX,
  addDaysIso,
  seminarHourlyCeiling,
  todayIso,
} from '@bu/contracts';
import { createTestContext, json, type TestContext } from '../../../test/helpers';
import { createProviderUser, inDays, seminarPayload, type TestUser } from '../../../test/factories';
import { boostBookings, statDailySeminar, statEventCounts } from '../../db/schema/index';
import { rollup } from './rollup';

let ctx: TestContext;
let alice: TestUser;
let bob: TestUser;
let victim: string;
let other: string;
let bobs: string;
let minutes = 0;
const clock = () => new Date(Date.now() + minutes * 60_000);

interface Who {
  ip: string;
  ua: string;
}
const browser = (tag: string) => `Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0 ${tag}`;

const get = async <T>(url: string, who: Who) => {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `/api${url}`,
    remoteAddress: who.ip,
    headers: { 'user-agent': who.ua },
  });
  expect(res.statusCode, res.body).toBe(200);
  return json<T & { viewToken: string }>(res);
};
const send = async (events: Record<string, unknown>[], who: Who) => {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/public/events',
    remoteAddress: who.ip,
    headers: { 'user-agent': who.ua },
    payload: { events },
  });
  expect(res.statusCode, res.body).toBe(202);
  return json<{ accepted: number }>(res).accepted;
};
/** Events stored (counted or held), per seminar and type or in all. */
const storedWhere = async (where?: SQL) => {
  const [row] = await ctx.database.db
    .select({ n: sql<number>`coalesce(sum(${statEventCounts.counted} + ${statEventCounts.held}), 0)::int` })
    .from(statEventCounts)
    .where(where);
  return row!.n;
};
const stored = (seminarId: string, type: 'seminar_view' | 'impression' = 'seminar_view') =>
  storedWhere(and(eq(statEventCounts.targetId, seminarId), eq(statEventCounts.type, type)));

async function addSeminar(user: TestUser, title: string, startIn: number) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/seminars/add',
    headers: { authorization: `Bearer ${user.token}` },
    payload: { Status: 'SHOW', ...seminarPayload({ title, startDate: inDays(startIn), endDate: inDays(startIn + 1) }) },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().seminarId as string;
}

beforeAll(async () => {
  // The per-address rate limit (600 calls a minute) is a separate guard: off here, so the counting rules alone are measured.
  ctx = await createTestContext({ RATE_LIMIT_ENABLED: 'false' }, { clock });
  alice = await createProviderUser(ctx.database.db);
  bob = await createProviderUser(ctx.database.db);
  victim = await addSeminar(alice, 'Klimawandel im Wattenmeer', 30);
  other = await addSeminar(alice, 'Rhetorik für Einsteiger', 31);
  bobs = await addSeminar(bob, 'Bobs Wattwanderung', 32);
}, 300_000);
afterAll(async () => ctx?.close());

describe('forged events', () => {
  it('adds at most 3 seminar views per seminar and day from 1,000 calls of one address with a new user agent each', async () => {
    const attacker = { ip: '203.0.113.7', ua: browser('start') };
    const { viewToken } = await get(`/public/seminars/${victim}`, attacker);
    let accepted = 0;
    for (let n = 0; n < 1000; n++) {
      accepted += await send([{ type: 'seminar_view', seminarId: victim, viewToken }], {
        ...attacker,
        ua: browser(`forged ${n}`),
      });
    }
    console.info(`forgery: 1,000 calls, ${accepted} accepted, ${await stored(victim)} stored`);
    expect(accepted).toBe(VISITORS_PER_NETWORK_MAX);
    expect(await stored(victim)).toBe(VISITORS_PER_NETWORK_MAX);
    await rollup(ctx.database.db, { retentionDays: 90, now: ctx.app.now() });
    const [day] = await ctx.database.db
      .select()
      .from(statDailySeminar)
      .where(and(eq(statDailySeminar.seminarId, victim), eq(statDailySeminar.day, todayIso(clock()))));
    expect(day!.seminarViews).toBe(VISITORS_PER_NETWORK_MAX);
    // The cap is per seminar: the same network still counts as a visitor of another one.
    const elsewhere = await get(`/public/seminars/${bobs}`, attacker);
    expect(await send([{ type: 'seminar_view', seminarId: bobs, viewToken: elsewhere.viewToken }], attacker)).toBe(1);
  }, 300_000);

  it('counts an IPv6 /64 as one network, and other networks on their own', async () => {
    const token = async (ip: string) => (await get(`/public/seminars/${other}`, { ip, ua: browser('v6') })).viewToken;
    let accepted = 0;
    for (let n = 1; n <= 10; n++) {
      const ip = `2001:db8:1:2::${n.toString(16)}`;
      accepted += await send([{ type: 'seminar_view', seminarId: other, viewToken: await token(ip) }], {
        ip,
        ua: browser(`v6 ${n}`),
      });
    }
    expect(accepted).toBe(VISITORS_PER_NETWORK_MAX);
    const elsewhere = { ip: '2001:db8:1:3::1', ua: browser('v6 other net') };
    expect(
      await send([{ type: 'seminar_view', seminarId: other, viewToken: await token(elsewhere.ip) }], elsewhere),
    ).toBe(1);
  });

  it('drops events without a token, with a forged, expired or foreign one, or for a target the token does not cover', async () => {
    const visitor = { ip: '198.51.100.20', ua: browser('tokens') };
    const page = await get<{ seminar: { id: string } }>(`/public/seminars/${bobs}`, visitor);
    const search = await get<{ seminars: { id: string }[] }>('/public/seminars?q=Wattwanderung', visitor);
    expect(search.seminars.map((s) => s.id)).toEqual([bobs]);
    const before = await storedWhere();
    const [head, mac] = page.viewToken.split('.');
    // Flip a character whose bits are all significant (the last one may carry padding bits).
    const flipped = head!.at(-2) === 'A' ? 'B' : 'A';
    const tampered = `${head!.slice(0, -2)}${flipped}${head!.slice(-1)}.${mac}`;
    expect(tampered).not.toBe(page.viewToken);
    const drop = [
      [{ type: 'seminar_view', seminarId: bobs }],
      [{ type: 'seminar_view', seminarId: bobs, viewToken: '' }],
      [{ type: 'seminar_view', seminarId: bobs, viewToken: 'abc.def' }],
      [{ type: 'seminar_view', seminarId: bobs, viewToken: tampered }],
      [{ type: 'seminar_view', seminarId: bobs, viewToken: `${head}.${mac}.x` }],
      // The token of one seminar's page does not cover another seminar, nor its provider's profile.
      [{ type: 'seminar_view', seminarId: victim, viewToken: page.viewToken }],
      [{ type: 'profile_view', providerId: bob.providerId, viewToken: page.viewToken }],
      // A result list covers impressions of what it listed, not views or clicks.
      [{ type: 'seminar_view', seminarId: bobs, viewToken: search.viewToken }],
      [{ type: 'website_click', seminarId: bobs, viewToken: search.viewToken }],
      [{ type: 'impression', seminarId: victim, viewToken: search.viewToken }],
    ];
    for (const events of drop) expect(await send(events, visitor), JSON.stringify(events)).toBe(0);
    // Fetched from another address, the same token is not the visitor's.
    expect(
      await send([{ type: 'seminar_view', seminarId: bobs, viewToken: page.viewToken }], {
        ...visitor,
        ip: '198.51.100.21',
      }),
    ).toBe(0);
    expect(await storedWhere()).toBe(before);

    // The real ones count, within the token's lifetime only.
    expect(await send([{ type: 'seminar_view', seminarId: bobs, viewToken: page.viewToken }], visitor)).toBe(1);
    expect(await send([{ type: 'impression', seminarId: bobs, viewToken: search.viewToken }], visitor)).toBe(1);
    const provider = await get<{ provider: { seminars: { id: string }[] } }>(
      `/public/providers/${bob.providerId}`,
      visitor,
    );
    expect(
      await send(
        [
          { type: 'profile_view', providerId: bob.providerId, viewToken: provider.viewToken },
          { type: 'impression', seminarId: victim, viewToken: provider.viewToken },
        ],
        visitor,
      ),
    ).toBe(1);
    minutes += VIEW_TOKEN_TTL_MINUTES + 1;
    try {
      expect(await send([{ type: 'website_click', seminarId: bobs, viewToken: page.viewToken }], visitor)).toBe(0);
    } finally {
      minutes -= VIEW_TOKEN_TTL_MINUTES + 1;
    }
    expect(await send([{ type: 'website_click', seminarId: bobs, viewToken: page.viewToken }], visitor)).toBe(1);
  });

  it('never puts the token into the log', async () => {
    const lines: string[] = [];
    const logged = await createTestContext(
      { LOG_LEVEL: 'debug' },
      { logStream: { write: (line) => lines.push(line) } },
    );
    try {
      const who = { ip: '192.0.2.50', ua: browser('log') };
      const res = await logged.app.inject({ method: 'GET', url: '/api/public/seminars', remoteAddress: who.ip });
      const token = res.json().viewToken as string;
      for (const events of [
        [{ type: 'impression', seminarId: randomUUID(), viewToken: token }],
        [{ type: 'x', viewToken: token }],
      ]) {
        await logged.app.inject({
          method: 'POST',
          url: '/api/public/events',
          remoteAddress: who.ip,
          headers: { 'user-agent': who.ua },
          payload: { events },
        });
      }
      expect(lines.join('')).toContain('/api/public/seminars');
      expect(lines.join('')).not.toContain(token.split('.')[1]);
    } finally {
      await logged.close();
    }
  });
});

describe('top impressions', () => {
  it('are counted from the visitor’s own impression events of a top placement, not from being selected', async () => {
    const boost = async (seminarId: string) => {
      const auth = { authorization: `Bearer ${alice.token}` };
      const payload = { seminarId, days: 10 };
      expect(
        (await ctx.app.inject({ method: 'POST', url: '/api/seminars/boost', headers: auth, payload })).statusCode,
      ).toBe(201);
      const confirm = { seminarIds: [seminarId] };
      expect(
        (await ctx.app.inject({ method: 'POST', url: '/api/seminars/confirm-boost', headers: auth, payload: confirm }))
          .statusCode,
      ).toBe(200);
    };
    const topSeminar = await addSeminar(alice, 'Zeichnen auf Reisen', 40);
    await boost(topSeminar);
    const topImpressions = async () =>
      (await ctx.database.db.select().from(boostBookings).where(eq(boostBookings.seminarId, topSeminar)))[0]!
        .topImpressions;

    // 20 searches that place it on top, from 20 visitors of other networks: being selected counts nothing.
    const pages = [];
    for (let n = 0; n < 20; n++) {
      const who = { ip: `100.64.${n}.1`, ua: browser(`top ${n}`) };
      const page = await get<{ seminars: { id: string; boosted: boolean }[] }>('/public/seminars?q=Zeichnen', who);
      expect(page.seminars[0]).toMatchObject({ id: topSeminar, boosted: true });
      pages.push({ who, page });
    }
    expect(await topImpressions()).toBe(0);

    // Half of them report their impression: 10 top impressions; a repeat within 30 minutes adds none.
    for (const { who, page } of pages.slice(0, 10)) {
      expect(await send([{ type: 'impression', seminarId: topSeminar, viewToken: page.viewToken }], who)).toBe(1);
    }
    const { who, page } = pages[0]!;
    expect(await send([{ type: 'impression', seminarId: topSeminar, viewToken: page.viewToken }], who)).toBe(0);
    expect(await topImpressions()).toBe(10);

    // Seen in the normal order of a provider page, the impression counts, but not as a top one.
    const viewer = { ip: '100.65.0.1', ua: browser('provider page') };
    const profile = await get(`/public/providers/${alice.providerId}`, viewer);
    expect(await send([{ type: 'impression', seminarId: topSeminar, viewToken: profile.viewToken }], viewer)).toBe(1);
    expect(await topImpressions()).toBe(10);
  });
});

describe('a burst beyond the seminar’s hourly ceiling', () => {
  /** 20 networks × 3 visitors × 5 event types: 300 events within the hour, every one within the per-network cap. */
  async function burst(seminarId: string, net: number) {
    let accepted = 0;
    for (let n = 1; n <= 20; n++) {
      const ip = `100.${64 + net}.0.${n}`;
      for (let v = 0; v < VISITORS_PER_NETWORK_MAX; v++) {
        const who = { ip, ua: browser(`burst ${net}/${n}/${v}`) };
        const { viewToken } = await get(`/public/seminars/${seminarId}`, who);
        const types = ['seminar_view', 'message_click', 'phone_click', 'website_click', 'more_info_click'];
        accepted += await send(
          types.map((type) => ({ type, seminarId, viewToken })),
          who,
        );
      }
    }
    return accepted;
  }
  const counted = async (seminarId: string) => {
    const [row] = await ctx.database.db
      .select()
      .from(statDailySeminar)
      .where(and(eq(statDailySeminar.seminarId, seminarId), eq(statDailySeminar.day, todayIso(clock()))));
    return row
      ? row.impressions +
          row.seminarViews +
          row.messageClicks +
          row.phoneClicks +
          row.websiteClicks +
          row.moreInfoClicks
      : 0;
  };
  const statistics = async (seminarId: string) => {
    const day = todayIso(clock());
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/statistics?from=${day}&to=${day}&seminarId=${seminarId}`,
      headers: { authorization: `Bearer ${alice.token}` },
    });
    expect(res.statusCode, res.body).toBe(200);
    return json<{ suspiciousEvents: number; totals: { seminarViews: number } }>(res);
  };

  it('holds what a fresh seminar gets above its ceiling as suspicious: stored, shown, not counted', async () => {
    const fresh = await addSeminar(alice, 'Achtsamkeit am Arbeitsplatz', 40);
    const ceiling = seminarHourlyCeiling(0);
    expect(await burst(fresh, 1)).toBe(300);
    const [held] = await ctx.database.db
      .select({ n: sql<number>`sum(${statEventCounts.held})::int` })
      .from(statEventCounts)
      .where(eq(statEventCounts.targetId, fresh));
    expect(held!.n).toBe(300 - ceiling);
    await rollup(ctx.database.db, { retentionDays: 90, now: ctx.app.now() });
    expect(await counted(fresh)).toBe(ceiling);
    const answer = await statistics(fresh);
    expect(answer.suspiciousEvents).toBe(300 - ceiling);
  }, 300_000);

  it('lets a seminar whose own history is busier take the same burst in full', async () => {
    const busy = await addSeminar(alice, 'Gesund führen', 41);
    // Four weeks of 2,400 counted events a day: a mean hour of 100, a ceiling of 400.
    const today = todayIso(clock());
    await ctx.database.db.insert(statDailySeminar).values(
      Array.from({ length: SEMINAR_HOURLY_CEILING.historyDays }, (_, i) => ({
        seminarId: busy,
        providerId: alice.providerId,
        day: addDaysIso(today, -(i + 1)),
        seminarViews: 2000,
        messageClicks: 400,
      })),
    );
    expect(seminarHourlyCeiling(2400)).toBe(400);
    expect(await burst(busy, 2)).toBe(300);
    await rollup(ctx.database.db, { retentionDays: 90, now: ctx.app.now() });
    expect(await counted(busy)).toBe(300);
    expect((await statistics(busy)).suspiciousEvents).toBe(0);
  }, 300_000);
});
