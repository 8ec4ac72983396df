/**
 * Top placement (seed §9, DESIGN §8a): positions 1 and 2 of every public search page go to
 * running boosts whose seminar matches the visitor's query and filters.
 *
 * The choice is a schedule, not shared state (issue 23, ADR 020): it is a function of the
 * matching boosts, the visitor's search (filters and page), the time slot (PLACEMENT_SLOT_MINUTES)
 * and the visitor's daily hash (the statistics' visitor identity, statistics/events.ts). Nobody
 * else's request moves it — a shared counter every search advanced let a competitor push a boost
 * out of the top by searching for its title. The matching boosts, one per seminar, sorted by
 * seminar id, form a ring; the visitor's search hashes to a start that moves on by one every time
 * slot (and page), so over consecutive slots a visitor sees every boost equally often in each
 * position, and visitors (random hashes) share the positions evenly. Top impressions are counted
 * from the visitor's own impression events (statistics/events.ts), not here.
 *
 * A boost runs from its first day to the end of its last day, and never on or after the day
 * the course starts. The rest of the page keeps the normal order without the boosted seminars;
 * a page holds `MARKETPLACE_PAGE_SIZE` entries, the top ones included.
 *
 * The marketplace search calls placement (marketplace/search.ts), never the other way round:
 * placement gets the search's condition and ranked rows and imports nothing of the marketplace.
 */
import { createHash } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import { PLACEMENT_SLOT_MINUTES, TOP_SLOTS_PER_PAGE, type PublicSeminarSearchQuery } from '@bu/contracts';
import type { Executor } from '../../db/client';
import { seminars } from '../../db/schema/index';
import { rowsOf } from '../../db/rows';

/** A visitor's search filters: the marketplace's query without its page. */
type SearchFilters = Omit<PublicSeminarSearchQuery, 'page'>;

/** Who is searching what, when: everything the schedule depends on besides the boosts. */
export interface PlacementTurn {
  /** The visitor's daily hash. */
  visitor: Buffer;
  filters: SearchFilters;
  page: number;
  now: Date;
}

/** The filters as one string, so the same search always hashes alike (`q` case and spacing ignored). */
const filterKey = (filters: SearchFilters) =>
  JSON.stringify([
    filters.q?.trim().toLowerCase().replace(/\s+/g, ' ') ?? '',
    filters.categoryId ?? null,
    filters.state ?? null,
    filters.month ?? null,
  ]);

/** The schedule's position for a turn: the visitor's search hash plus the time slot and page. */
export function turnOf({ visitor, filters, page, now }: PlacementTurn): bigint {
  const start = createHash('sha256')
    .update(visitor)
    .update('\0')
    .update(filterKey(filters))
    .digest()
    .readBigUInt64BE(0);
  const slot = BigInt(Math.floor(now.getTime() / (PLACEMENT_SLOT_MINUTES * 60_000)));
  return start + slot + BigInt(page - 1);
}

/**
 * The boosted seminars for one page load, in slot order: among the seminars meeting
 * `seminarCondition` with a confirmed boost running `today` (`boost_days`, kept from
 * boost_bookings by triggers, migration 0051) whose course has not started, one ring sorted by
 * seminar id (k seminars, each once however many bookings it has). Position 1 shows the ring's
 * seminar at `turn` mod k, position j the one (j − 1)·⌊k ÷ n⌋ further on (n = min(slots, k)),
 * so over every k consecutive turns each seminar holds each position exactly once.
 *
 * The ring is read from `seminars_boosted_idx` and the schedule picked in the database: a search
 * over a market with 1,000 running boosts receives two ids, not 1,000 rows (bench/RESULTS.md).
 */
export async function placeTopBoosts(
  executor: Executor,
  seminarCondition: SQL,
  today: string,
  turn: bigint,
  slots: number = TOP_SLOTS_PER_PAGE,
): Promise<string[]> {
  const rows = await executor.execute(sql`
    with ring as (
      select ${seminars.id} as id, row_number() over (order by ${seminars.id}) - 1 as pos, count(*) over () as k
      from ${seminars}
      where ${seminars.boostDays} @> ${today}::date and ${seminars.startDate} > ${today} and ${seminarCondition}
    ),
    slots as (
      select slot.j, ((${turn.toString()}::numeric % ring.k)::bigint + slot.j * (ring.k / least(${slots}::int, ring.k))) % ring.k as pos
      from (select k from ring limit 1) as ring, generate_series(0, least(${slots}::int, ring.k) - 1) as slot(j)
    )
    select ring.id from slots join ring on ring.pos = slots.pos order by slots.j`);
  return rowsOf<{ id: string }>(rows).map((row) => row.id);
}

export type Placed<T> = T & { boosted: boolean };

/**
 * One page of a search with placement, from the rows the search ranked: the placed seminars
 * first in slot order (`boosted: true`), then the normal order without them (`boosted: false`),
 * `normalPerPage` of those. The search (marketplace/search.ts) fetches `normal` as its window of
 * `normalPerPage` plus one row per placed seminar, so where one of them is on top this time the
 * next seminar after the window fills its place.
 */
export function pageWithTop<T extends { id: string }>(
  topIds: string[],
  top: T[],
  normal: T[],
  normalPerPage: number,
): Placed<T>[] {
  const topInOrder = topIds.map((id) => top.find((s) => s.id === id)).filter((s): s is T => Boolean(s));
  return [
    ...topInOrder.map((s) => ({ ...s, boosted: true })),
    ...normal
      .filter((s) => !topIds.includes(s.id))
      .slice(0, normalPerPage)
      .map((s) => ({ ...s, boosted: false })),
  ];
}
