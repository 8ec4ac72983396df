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
 * the course starts. The rest of the page keeps the normal order without the boosted seminars;
 * a page holds `MARKETPLACE_PAGE_SIZE` entries, the top ones included.
 */
import { and, asc, eq, gt, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
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
 *
 * One transaction: the candidate bookings are locked (in id order, so concurrent loads never
 * deadlock) before their rotation stamps are read, so two simultaneous page loads competing for
 * the same boosts take turns — the second sees the first one's stamps and gets the next pair.
 */
export async function placeTopBoosts(
  executor: Executor,
  seminarCondition: SQL,
  today: string,
  slots: number = TOP_SLOTS_PER_PAGE,
): Promise<string[]> {
  return executor.transaction(async (tx) => {
    const candidates = await tx
      .select({
        bookingId: boostBookings.id,
        seminarId: boostBookings.seminarId,
        lastShownSeq: boostBookings.lastShownSeq,
      })
      .from(boostBookings)
      .innerJoin(seminars, eq(seminars.id, boostBookings.seminarId))
      .where(and(runningBoostCondition(today), seminarCondition))
      .orderBy(asc(boostBookings.id))
      .for('update', { of: boostBookings });
    const picked = pickTopSlots(candidates, slots);
    if (!picked.length) return [];
    const result = (await tx.execute(sql`select nextval('boost_rotation_seq') as seq`)) as unknown as {
      rows: { seq: string | number }[];
    };
    const seq = Number(result.rows[0]!.seq);
    for (const [index, p] of picked.entries()) {
      await tx
        .update(boostBookings)
        .set({
          lastShownSeq: rotationStamp(seq, index, slots),
          topImpressions: sql`${boostBookings.topImpressions} + 1`,
        })
        .where(eq(boostBookings.id, p.bookingId));
    }
    return picked.map((p) => p.seminarId);
  });
}

export type PlacedSeminar = PublicSeminarSummary & { boosted: boolean };

/**
 * One page of the public search with placement: `pageSize` entries, the boosted seminars first
 * (`boosted: true`), then the normal order without them (`boosted: false`).
 *
 * With k boosts placed (the same k on every page of a query), each page carries pageSize − k
 * entries of the normal order: page p shows its window of pageSize − k seminars, and where one of
 * them is on top this time the next seminar after the window fills its place, so a page never
 * holds a seminar twice and every matching seminar appears on its page either in the normal order
 * or on top. `total` counts the matching seminars as the normal order does.
 */
export async function searchWithPlacement(
  executor: Executor,
  filters: SearchFilters,
  today: string,
  { page, pageSize }: { page: number; pageSize: number },
): Promise<{ seminars: PlacedSeminar[]; total: number }> {
  const topIds = await placeTopBoosts(executor, searchConditions(filters, today), today);
  const normalPerPage = pageSize - topIds.length;
  const [normal, top] = await Promise.all([
    searchPublicSeminars(executor, filters, today, {
      offset: (page - 1) * normalPerPage,
      limit: normalPerPage + topIds.length,
    }),
    topIds.length
      ? selectSummaries(executor, inArray(seminars.id, topIds), { limit: topIds.length })
      : Promise.resolve([]),
  ]);
  const topInOrder = topIds
    .map((id) => top.find((s) => s.id === id))
    .filter((s): s is PublicSeminarSummary => Boolean(s));
  return {
    total: normal.total,
    seminars: [
      ...topInOrder.map((s) => ({ ...s, boosted: true })),
      ...normal.seminars
        .filter((s) => !topIds.includes(s.id))
        .slice(0, normalPerPage)
        .map((s) => ({ ...s, boosted: false })),
    ],
  };
}
