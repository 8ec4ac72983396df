/** Top placement: the visitor's turn, the schedule's fairness, and the public search with boosts. */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { shiftDays, todayIso } from '@bu/contracts';
import { createTestContext, type TestContext } from '../../../test/helpers';
import { createProviderUser, inDays, seminarPayload, type TestUser } from '../../../test/factories';
import { eq, inArray, sql } from 'drizzle-orm';
import { rowsOf } from '../../db/rows';
import { boostBookings, seminars } from '../../db/schema/index';
import { placeTopBoosts, turnOf } from './placement';

const spread = (counts: number[]) => {
  const mean = counts.reduce((a, b) => a + b, 0) / counts.length;
  return counts.map((c) => Math.abs(c - mean) / mean);
};

describe('turnOf', () => {
  it('depends on the visitor, the search, the page and the time slot, and ignores case and spacing of q', () => {
    const visitor = randomBytes(16);
    const now = new Date('2026-11-25T10:00:30Z');
    const base = turnOf({ visitor, filters: { q: 'Yoga' }, page: 1, now });
    expect(turnOf({ visitor, filters: { q: '  yoga ' }, page: 1, now })).toBe(base);
    expect(turnOf({ visitor, filters: { q: 'Yoga' }, page: 2, now })).toBe(base + 1n);
    expect(turnOf({ visitor, filters: { q: 'Yoga' }, page: 1, now: new Date('2026-11-25T10:00:59Z') })).toBe(base);
    expect(turnOf({ visitor, filters: { q: 'Yoga' }, page: 1, now: new Date('2026-11-25T10:01:00Z') })).toBe(base + 1n);
    expect(turnOf({ visitor: randomBytes(16), filters: { q: 'Yoga' }, page: 1, now })).not.toBe(base);
    expect(turnOf({ visitor, filters: { q: 'Yoga', state: 'BE' }, page: 1, now })).not.toBe(base);
  });
});

describe('placement in the public search', () => {
  let ctx: TestContext;
  let provider: TestUser;
  let daysAhead = 0;
  /** A moment the app's clock stands still at (a test within one time slot), or null to run. */
  let frozenAt: Date | null = null;
  const clock = () => frozenAt ?? shiftDays(new Date(), daysAhead);
  const boosted: string[] = [];
  let plain: string;
  let shortBoost: string;
  let courseSoon: string;
  let later: string;

  const post = (url: string, body: Record<string, unknown>) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api${url}`,
      headers: { authorization: `Bearer ${provider.token}` },
      payload: body,
    });

  async function addSeminar(title: string, overrides: Record<string, unknown> = {}) {
    const res = await post('/seminars/add', { Status: 'SHOW', ...seminarPayload({ title, ...overrides }) });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().seminarId as string;
  }

  async function boost(seminarId: string, days: number, startsOn?: string) {
    expect((await post('/seminars/boost', { seminarId, days, startsOn })).statusCode).toBe(201);
    expect((await post('/seminars/confirm-boost', { seminarIds: [seminarId] })).statusCode).toBe(200);
  }

  const search = async (query = '') => {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/public/seminars${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { seminars: { id: string; title: string; boosted: boolean }[]; total: number };
  };

  beforeAll(async () => {
    ctx = await createTestContext({}, { clock });
    provider = await createProviderUser(ctx.database.db);
    for (const n of [1, 2, 3, 4, 5]) {
      const id = await addSeminar(`Achtsamkeit Kurs ${n}`, { startDate: inDays(40 + n), endDate: inDays(41 + n) });
      await boost(id, 30);
      boosted.push(id);
    }
    plain = await addSeminar('Achtsamkeit ohne Boost', { startDate: inDays(20), endDate: inDays(21) });
    shortBoost = await addSeminar('Töpfern mit kurzem Boost', { startDate: inDays(50), endDate: inDays(51) });
    await boost(shortBoost, 3);
    courseSoon = await addSeminar('Töpfern beginnt bald', { startDate: inDays(5), endDate: inDays(6) });
    await boost(courseSoon, 5);
    later = await addSeminar('Weben mit spätem Boost', { startDate: inDays(30), endDate: inDays(31) });
    await boost(later, 2, inDays(3));
  }, 120_000);
  afterAll(async () => ctx?.close());
  beforeEach(() => {
    daysAhead = 0;
    frozenAt = null;
  });

  it('puts two matching running boosts first, marked boosted, without duplicates in the rest', async () => {
    const page = await search('?q=Achtsamkeit');
    expect(page.total).toBe(6);
    const top = page.seminars.slice(0, 2);
    expect(top.every((s) => s.boosted && boosted.includes(s.id))).toBe(true);
    expect(page.seminars.slice(2).every((s) => !s.boosted)).toBe(true);
    const ids = page.seminars.map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toContain(plain);
    // The rest keeps the normal order (next start first).
    const rest = page.seminars.slice(2).map((s) => s.id);
    const normal = [plain, ...boosted].filter((id) => rest.includes(id));
    expect(rest).toEqual(normal);
    // Boosts of seminars that do not match the query are not placed.
    expect(ids).not.toContain(shortBoost);
  });

  it('gives each of k boosts each position exactly once over k consecutive turns', async () => {
    const today = todayIso(clock());
    for (let k = 1; k <= boosted.length; k++) {
      const ring = boosted.slice(0, k);
      const start = 987_654_321_987_654_321n;
      const positions = ring.map(() => [0, 0]);
      for (let t = 0n; t < BigInt(k); t++) {
        const picked = await placeTopBoosts(ctx.database.db, inArray(seminars.id, ring), today, start + t);
        expect(picked).toHaveLength(Math.min(2, k));
        expect(new Set(picked).size).toBe(picked.length);
        picked.forEach((id, position) => (positions[ring.indexOf(id)]![position]! += 1));
      }
      for (const [first, second] of positions) {
        expect(first).toBe(1);
        expect(second).toBe(k >= 2 ? 1 : 0);
      }
    }
  });

  it('shows a seminar once even with two bookings, and never more slots than asked', async () => {
    const today = todayIso(clock());
    const [seminarId] = boosted;
    const [booking] = await ctx.database.db
      .select()
      .from(boostBookings)
      .where(inArray(boostBookings.seminarId, [seminarId!]));
    const { id: _id, ...copy } = booking!;
    await ctx.database.db.insert(boostBookings).values({ ...copy, topImpressions: 0 });
    const pair = boosted.slice(0, 2);
    for (let turn = 0n; turn < 4n; turn++) {
      const picked = await placeTopBoosts(ctx.database.db, inArray(seminars.id, pair), today, turn);
      expect([...picked].sort()).toEqual([...pair].sort());
    }
    expect(await placeTopBoosts(ctx.database.db, inArray(seminars.id, boosted), today, 5n, 1)).toHaveLength(1);
    expect(await placeTopBoosts(ctx.database.db, inArray(seminars.id, [plain]), today, 3n)).toEqual([]);

    // The seminar's boost days follow its bookings: with both cancelled it leaves the ring, and a
    // counted top impression (an update of the booking) does not write the seminar at all.
    const db = ctx.database.db;
    const version = async () =>
      rowsOf<{ v: string }>(await db.execute(sql`select xmin::text as v from seminars where id = ${seminarId}`))[0]!.v;
    const before = await version();
    await db
      .update(boostBookings)
      .set({ topImpressions: sql`${boostBookings.topImpressions} + 1` })
      .where(eq(boostBookings.seminarId, seminarId!));
    expect(await version()).toBe(before);
    await db.update(boostBookings).set({ status: 'cancelled' }).where(eq(boostBookings.seminarId, seminarId!));
    expect(await placeTopBoosts(db, inArray(seminars.id, [seminarId!]), today, 0n)).toEqual([]);
    await db.update(boostBookings).set({ status: 'confirmed' }).where(eq(boostBookings.seminarId, seminarId!));
    expect(await placeTopBoosts(db, inArray(seminars.id, [seminarId!]), today, 0n)).toEqual([seminarId]);
  });

  it('gives 5 matching boosts an even share over 2,000 visitors (each within ±10 % of the mean)', async () => {
    const shown = new Map<string, number>();
    const filters = { q: 'Achtsamkeit' };
    const where = inArray(seminars.id, boosted);
    for (let load = 0; load < 2000; load++) {
      const turn = turnOf({ visitor: randomBytes(16), filters, page: 1, now: clock() });
      const ids = await placeTopBoosts(ctx.database.db, where, todayIso(clock()), turn);
      expect(ids).toHaveLength(2);
      for (const id of ids) shown.set(id, (shown.get(id) ?? 0) + 1);
    }
    expect([...shown.keys()].sort()).toEqual([...boosted].sort());
    for (const deviation of spread([...shown.values()])) expect(deviation).toBeLessThanOrEqual(0.1);
  }, 120_000);

  it('shows a boost through the end of its last day and never after it or from course start on', async () => {
    const placedOn = async (shift: number, q: string) => {
      daysAhead = shift;
      return (await search(`?q=${q}`)).seminars.filter((s) => s.boosted).map((s) => s.id);
    };
    expect(await placedOn(0, 'Töpfern')).toEqual(expect.arrayContaining([shortBoost, courseSoon]));
    expect(await placedOn(2, 'Töpfern')).toContain(shortBoost); // third and last day
    expect(await placedOn(3, 'Töpfern')).not.toContain(shortBoost);
    expect(await placedOn(4, 'Töpfern')).toContain(courseSoon); // booked 5 days but the course starts on day 5
    expect(await placedOn(5, 'Töpfern')).toEqual([]);
  });
  it('shows a boost booked to start on a later day from that day on, for its days', async () => {
    const placedOn = async (shift: number) => {
      daysAhead = shift;
      return (await search('?q=Weben')).seminars.filter((s) => s.boosted).map((s) => s.id);
    };
    expect(await placedOn(0)).toEqual([]);
    expect(await placedOn(2)).toEqual([]);
    expect(await placedOn(3)).toEqual([later]);
    expect(await placedOn(4)).toEqual([later]);
    expect(await placedOn(5)).toEqual([]);
  });

  it('shows one visitor the same pair on reload within a time slot, whatever others request meanwhile', async () => {
    // Within one slot: on the running clock a minute could turn between the first and last request.
    frozenAt = new Date();
    const visitor = { remoteAddress: '10.7.0.1', headers: { 'user-agent': 'Mozilla/5.0 Stable' } };
    const top = async () =>
      (await ctx.app.inject({ method: 'GET', url: '/api/public/seminars?q=Achtsamkeit', ...visitor }))
        .json()
        .seminars.filter((s: { boosted: boolean }) => s.boosted)
        .map((s: { id: string }) => s.id);
    const first = await top();
    for (let n = 0; n < 10; n++) await search('?q=Achtsamkeit');
    expect(await top()).toEqual(first);
  });

  it('fills every page with 20 entries, the 2 Top ones included, without duplicates, and reaches every seminar', async () => {
    const others: string[] = [];
    for (let n = 1; n <= 20; n++) {
      others.push(
        await addSeminar(`Achtsamkeit Grundlagen ${n}`, { startDate: inDays(60 + n), endDate: inDays(61 + n) }),
      );
    }
    const matching = [plain, ...boosted, ...others];
    const first = await search('?q=Achtsamkeit');
    expect(first.total).toBe(26);
    expect(first.seminars).toHaveLength(20);
    expect(first.seminars.filter((s) => s.boosted)).toHaveLength(2);
    expect(first.seminars.slice(0, 2).every((s) => s.boosted)).toBe(true);
    expect(new Set(first.seminars.map((s) => s.id)).size).toBe(20);
    // 18 entries of the normal order per page: the second page holds the remaining 8 plus 2 Top.
    const second = await search('?q=Achtsamkeit&page=2');
    expect(second.seminars).toHaveLength(10);
    expect(second.seminars.slice(0, 2).every((s) => s.boosted)).toBe(true);
    expect(new Set(second.seminars.map((s) => s.id)).size).toBe(10);
    const seen = new Set([...first.seminars, ...second.seminars].map((s) => s.id));
    expect([...seen].sort()).toEqual([...matching].sort());
    expect((await search('?q=Achtsamkeit&page=3')).seminars.filter((s) => !s.boosted)).toEqual([]);
  }, 120_000);
});
