/**
 * Top placement (seed §9, DESIGN §8a): positions 1 and 2 of every public search page go to
 * running boosts whose seminar matches the visitor's query and filters.
 *
 * Rotation is least-recently-shown, not random: each page load draws the next value of
 * `boost_rotation_seq`; the boosts that get the slots store it (times the slot count, plus
 * their slot index, so no two share a value) as `last_shown_seq`, and the next page load
 * prefers the boosts with the smallest value: a round-robin queue. With k matching boosts and 2 slots
 * every boost is shown once per k/2 page loads (counts differ by at most one), whatever the
 * visitor's query, and a newly started boost is shown at once and then joins the round.
 *
 * A boost runs from its first day to the end of its last day, and never on or after the day
 * the course starts. The rest of the page keeps the normal order without the boosted seminars.
 */
import { and, eq, gt, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { TOP_SLOTS_PER_PAGE, type PublicSeminarSummary } from '@bu/contracts';
import type { Executor } from '../../db/client';
import { boostBookings, seminars } from '../../db/schema/index';
import { searchConditions, searchPublicSeminars, selectSummaries, type SearchFilters } from '../marketplace/search';

export interface RotationCandidate {
  bookingId: string;
  seminarId: string;
  lastShownSeq: number;
}

const byRotation = (a: RotationCandidate, b: RotationCandidate) =>
  a.lastShownSeq - b.lastShownSeq || (a.bookingId < b.bookingId ? -1 : a.bookingId > b.bookingId ? 1 : 0);

/**
 * The pure rotation rule: one candidate per seminar (its least recently shown booking), then the
 * `slots` least recently shown, ties broken by booking id so the result is deterministic.
 */
export function pickTopSlots(candidates: RotationCandidate[], slots: number = TOP_SLOTS_PER_PAGE): RotationCandidate[] {
  const perSeminar = new Map<string, RotationCandidate>();
  for (const candidate of [...candidates].sort(byRotation)) {
    if (!perSeminar.has(candidate.seminarId)) perSeminar.set(candidate.seminarId, candidate);
  }
  return [...perSeminar.values()].sort(byRotation).slice(0, Math.max(0, slots));
}

/** The rotation stamp of the boost shown in slot `index` of page load `seq`: unique and increasing. */
export const rotationStamp = (seq: number, index: number, slots: number = TOP_SLOTS_PER_PAGE) => seq * slots + index;

/** Confirmed boosts shown on `today`: within their days and before their course starts. */
export function runningBoostCondition(today: string): SQL {
  return and(
    eq(boostBookings.status, 'confirmed'),
    lte(boostBookings.startsOn, today),
    gte(boostBookings.endsOn, today),
    gt(seminars.startDate, today),
  )!;
}

/**
 * Picks the boosted seminars for one page load among the running boosts whose seminar meets
 * `seminarCondition`, and records that they were shown. Answers seminar ids in slot order.
 */
export async function placeTopBoosts(
  executor: Executor,
  seminarCondition: SQL,
  today: string,
  slots: number = TOP_SLOTS_PER_PAGE,
): Promise<string[]> {
  const candidates = await executor
    .select({
      bookingId: boostBookings.id,
      seminarId: boostBookings.seminarId,
      lastShownSeq: boostBookings.lastShownSeq,
    })
    .from(boostBookings)
    .innerJoin(seminars, eq(seminars.id, boostBookings.seminarId))
    .where(and(runningBoostCondition(today), seminarCondition));
  const picked = pickTopSlots(candidates, slots);
  if (!picked.length) return [];
  const result = (await executor.execute(sql`select nextval('boost_rotation_seq') as seq`)) as unknown as {
    rows: { seq: string | number }[];
  };
  const seq = Number(result.rows[0]!.seq);
  for (const [index, p] of picked.entries()) {
    await executor
      .update(boostBookings)
      .set({ lastShownSeq: rotationStamp(seq, index, slots), topImpressions: sql`${boostBookings.topImpressions} + 1` })
      .where(eq(boostBookings.id, p.bookingId));
  }
  return picked.map((p) => p.seminarId);
}

export type PlacedSeminar = PublicSeminarSummary & { boosted: boolean };

/**
 * One page of the public search with placement: the boosted seminars first (`boosted: true`),
 * then the page's seminars in normal order without those (`boosted: false`). `total` counts
 * the matching seminars as the normal order does.
 */
export async function searchWithPlacement(
  executor: Executor,
  filters: SearchFilters,
  today: string,
  window: { offset: number; limit: number },
): Promise<{ seminars: PlacedSeminar[]; total: number }> {
  const topIds = await placeTopBoosts(executor, searchConditions(filters, today), today);
  const [page, top] = await Promise.all([
    searchPublicSeminars(executor, filters, today, window),
    topIds.length
      ? selectSummaries(executor, inArray(seminars.id, topIds), { limit: topIds.length })
      : Promise.resolve([]),
  ]);
  const topInOrder = topIds
    .map((id) => top.find((s) => s.id === id))
    .filter((s): s is PublicSeminarSummary => Boolean(s));
  return {
    total: page.total,
    seminars: [
      ...topInOrder.map((s) => ({ ...s, boosted: true })),
      ...page.seminars.filter((s) => !topIds.includes(s.id)).map((s) => ({ ...s, boosted: false })),
    ],
  };
}
