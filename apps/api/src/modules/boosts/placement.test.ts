/** Top placement: the rotation rule, its fairness over many page loads, and the public search with boosts. */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { shiftDays, todayIso } from '@bu/contracts';
import { createTestContext, type TestContext } from '../../../test/helpers';
import { createProviderUser, inDays, seminarPayload, type TestUser } from '../../../test/factories';
import { searchConditions } from '../marketplace/search';
import { pickTopSlots, placeTopBoosts, rotationStamp, type RotationCandidate } from './placement';

const spread = (counts: number[]) => {
  const mean = counts.reduce((a, b) => a + b, 0) / counts.length;
  return counts.map((c) => Math.abs(c - mean) / mean);
};

describe('pickTopSlots (pure rotation)', () => {
  it('gives 5 boosts competing for 2 slots an even share over 2,000 page loads (each within ±10 % of the mean)', () => {
    const candidates: RotationCandidate[] = ['a', 'b', 'c', 'd', 'e'].map((id) => ({
      bookingId: id,
      seminarId: `s-${id}`,
      lastShownSeq: 0,
    }));
    const shown = new Map<string, number>();
    for (let seq = 1; seq <= 2000; seq++) {
      const picked = pickTopSlots(candidates, 2);
      expect(picked).toHaveLength(2);
      expect(new Set(picked.map((p) => p.seminarId)).size).toBe(2);
      for (const [index, p] of picked.entries()) {
        p.lastShownSeq = rotationStamp(seq, index, 2);
        shown.set(p.bookingId, (shown.get(p.bookingId) ?? 0) + 1);
      }
    }
    const counts = [...shown.values()];
    expect(counts).toHaveLength(5);
    for (const deviation of spread(counts)) expect(deviation).toBeLessThanOrEqual(0.1);
    expect(Math.max(...counts) - Math.min(...counts)).toBeLessThanOrEqual(1);
  });

  it('shows a seminar once even with two bookings, and never more slots than asked', () => {
    const picked = pickTopSlots(
      [
        { bookingId: '1', seminarId: 'x', lastShownSeq: 0 },
        { bookingId: '2', seminarId: 'x', lastShownSeq: 0 },
        { bookingId: '3', seminarId: 'y', lastShownSeq: 5 },
      ],
      2,
    );
    expect(picked.map((p) => p.seminarId)).toEqual(['x', 'y']);
    expect(pickTopSlots([], 2)).toEqual([]);
  });
});

describe('placement in the public search', () => {
  let ctx: TestContext;
  let provider: TestUser;
  let daysAhead = 0;
  const clock = () => shiftDays(new Date(), daysAhead);
  const boosted: string[] = [];
  let plain: string;
  let shortBoost: string;
  let courseSoon: string;

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

  async function boost(seminarId: string, days: number) {
    expect((await post('/seminars/boost', { seminarId, days })).statusCode).toBe(201);
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
  }, 120_000);
  afterAll(async () => ctx?.close());
  beforeEach(() => {
    daysAhead = 0;
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

  it('rotates 5 matching boosts evenly over 2,000 page loads (each within ±10 % of the mean)', async () => {
    const shown = new Map<string, number>();
    const where = searchConditions({ q: 'Achtsamkeit' }, todayIso(clock()));
    for (let load = 0; load < 2000; load++) {
      const ids = await placeTopBoosts(ctx.database.db, where, todayIso(clock()));
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
  it('gives two simultaneous page loads different pairs: the rotation step is atomic', async () => {
    const where = searchConditions({ q: 'Achtsamkeit' }, todayIso(clock()));
    for (let round = 0; round < 10; round++) {
      const [one, two] = await Promise.all([
        placeTopBoosts(ctx.database.db, where, todayIso(clock())),
        placeTopBoosts(ctx.database.db, where, todayIso(clock())),
      ]);
      expect(one).toHaveLength(2);
      expect(two).toHaveLength(2);
      expect(one.filter((id) => two.includes(id))).toEqual([]);
    }
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
