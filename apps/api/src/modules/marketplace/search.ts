/**
 * The public seminar search (GET /public/seminars): which seminars match the filters and in
 * which order. Only online seminars that have not started are public. `searchWithPlacement` is
 * the page a visitor sees: the normal order a window at a time, with running boosts in front
 * (the boosts module decides which, from the search's condition, and merges the rows).
 */
import { and, asc, between, count, eq, exists, inArray, sql, type SQL } from 'drizzle-orm';
import {
  excerpt,
  MARKETPLACE_TOTAL_CAP,
  monthBoundsIso,
  slugify,
  type PublicSeminarSearchQuery,
  type PublicSeminarSummary,
} from '@bu/contracts';
import type { Executor } from '../../db/client';
import { locations, providers, seminarRecognitions, seminars } from '../../db/schema/index';
import { pageWithTop, placeTopBoosts, turnOf, type Placed } from '../boosts';
import { publicSql, seminarTextCondition } from '../seminars';

export type SearchFilters = Omit<PublicSeminarSearchQuery, 'page'>;

/** Seminars starting within the month `YYYY-MM`. */
function startingIn(month: string): SQL {
  const { first, last } = monthBoundsIso(month);
  return between(seminars.startDate, first, last);
}

function searchConditions(filters: SearchFilters, today: string): SQL {
  return and(
    publicSql(today),
    filters.q ? seminarTextCondition(filters.q, { plannedWithValues: true }) : undefined,
    filters.categoryId !== undefined ? eq(seminars.categoryId, filters.categoryId) : undefined,
    filters.state
      ? exists(
          sql`(select 1 from ${seminarRecognitions} where ${seminarRecognitions.seminarId} = ${seminars.id} and ${seminarRecognitions.state} = ${filters.state})`,
        )
      : undefined,
    filters.month ? startingIn(filters.month) : undefined,
  )!;
}

/** Normal order: the next start first, then title. */
const searchOrder = [asc(seminars.startDate), asc(seminars.title), asc(seminars.id)];

const summaryColumns = {
  id: seminars.id,
  title: seminars.title,
  providerId: seminars.providerId,
  providerName: providers.name,
  categoryId: seminars.categoryId,
  startDate: seminars.startDate,
  endDate: seminars.endDate,
  dateComment: seminars.dateComment,
  city: locations.city,
  seminarType: seminars.seminarType,
  priceType: seminars.priceType,
  priceCents: seminars.priceCents,
  priceMinCents: seminars.priceMinCents,
  priceMaxCents: seminars.priceMaxCents,
  descriptionWeb: seminars.descriptionWeb,
  /** The states recognising it, in the same statement (one index look-up per listed seminar). */
  states: sql<
    string[]
  >`array(select ${seminarRecognitions.state} from ${seminarRecognitions} where ${seminarRecognitions.seminarId} = ${seminars.id} order by 1)`,
};

/** Selects seminar summaries (with provider name, city and states) under a condition, in the given order. */
export async function selectSummaries(
  executor: Executor,
  where: SQL,
  window: { limit: number; offset?: number; order?: SQL[] },
): Promise<PublicSeminarSummary[]> {
  const rows = await executor
    .select(summaryColumns)
    .from(seminars)
    .innerJoin(providers, eq(providers.id, seminars.providerId))
    .leftJoin(locations, eq(locations.id, seminars.locationId))
    .where(where)
    .orderBy(...(window.order ?? searchOrder))
    .limit(window.limit)
    .offset(window.offset ?? 0);
  return rows.map(({ descriptionWeb, ...row }) => ({
    ...row,
    slug: slugify(row.title),
    excerpt: excerpt(descriptionWeb, 180),
  }));
}

/**
 * How many seminars match `where`, counted up to MARKETPLACE_TOTAL_CAP (ADR 041): the count reads
 * at most one row more than the cap, so its cost is bounded however large the market grows.
 */
async function countUpToCap(executor: Executor, where: SQL): Promise<{ total: number; totalCapped: boolean }> {
  const matching = executor
    .select({ one: sql`1` })
    .from(seminars)
    .where(where)
    .limit(MARKETPLACE_TOTAL_CAP + 1)
    .as('matching');
  const [counted] = await executor.select({ n: count() }).from(matching);
  const n = counted?.n ?? 0;
  return { total: Math.min(n, MARKETPLACE_TOTAL_CAP), totalCapped: n > MARKETPLACE_TOTAL_CAP };
}

/** The matching public seminars in normal order: `limit` of them from `offset`, and how many match (up to the cap). */
async function searchPublicSeminars(
  executor: Executor,
  filters: SearchFilters,
  today: string,
  window: { offset: number; limit: number },
): Promise<{ seminars: PublicSeminarSummary[]; total: number; totalCapped: boolean }> {
  const where = searchConditions(filters, today);
  const [counted, found] = await Promise.all([countUpToCap(executor, where), selectSummaries(executor, where, window)]);
  return { seminars: found, ...counted };
}

export type PlacedSeminar = Placed<PublicSeminarSummary>;

/**
 * One page of the public search with placement: `pageSize` entries, the boosted seminars first
 * (`boosted: true`), then the normal order without them (`boosted: false`).
 *
 * With k boosts placed (the same k on every page of a query), each page carries pageSize − k
 * entries of the normal order: page p shows its window of pageSize − k seminars, and where one of
 * them is on top this time the next seminar after the window fills its place, so a page never
 * holds a seminar twice and every matching seminar appears on its page either in the normal order
 * or on top. `total` counts the matching seminars as the normal order does, up to the cap.
 */
export async function searchWithPlacement(
  executor: Executor,
  filters: SearchFilters,
  today: string,
  { page, pageSize, visitor, now }: { page: number; pageSize: number; visitor: Buffer; now: Date },
): Promise<{ seminars: PlacedSeminar[]; total: number; totalCapped: boolean }> {
  const turn = turnOf({ visitor, filters, page, now });
  const topIds = await placeTopBoosts(executor, searchConditions(filters, today), today, turn);
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
  return {
    total: normal.total,
    totalCapped: normal.totalCapped,
    seminars: pageWithTop(topIds, top, normal.seminars, normalPerPage),
  };
}
