/**
 * The public seminar search (GET /public/seminars): which seminars match the filters and in
 * which order. Only online seminars that have not started are public. `searchWithPlacement` is
 * the page a visitor sees: the normal order a window at a time, with running boosts in front
 * (the boosts module decides which, from the search's condition, and merges the rows), and the
 * categories its filter offers.
 */
import { and, between, eq, exists, inArray, sql, type SQL } from 'drizzle-orm';
import {
  excerpt,
  INTERNAL_CATEGORY_ID,
  MARKETPLACE_TOTAL_CAP,
  monthBoundsIso,
  slugify,
  type PublicSeminarSearchQuery,
  type PublicSeminarSearchResponse,
  type PublicSeminarSummary,
} from '@bu/contracts';
import type { Executor } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { locations, providers, seminarCategories, seminarRecognitions, seminars } from '../../db/schema/index';
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

/** A listed seminar as the statement writes it; its slug and excerpt are made in Node (`toSummary`). */
export type SummaryJson = Omit<PublicSeminarSummary, 'slug' | 'excerpt'> & { descriptionWeb: string | null };

/**
 * The public summaries of the seminars under `where` in normal order (the next start first, then
 * title), `limit` of them from `offset`, as one JSON array: with their provider's name, city and
 * the states recognising them, and `extra` columns where a page needs more (the provider page's
 * places). A page reads them in the same statement as the rest of its data.
 */
export function summariesJson(where: SQL, window: { limit: number; offset?: number }, extra?: SQL): SQL {
  return sql`coalesce((select json_agg(listed order by listed."startDate", listed.title, listed.id) from (
      select ${seminars.id}, ${seminars.title}, ${seminars.providerId} as "providerId", ${providers.name} as "providerName",
        ${seminars.categoryId} as "categoryId", ${seminars.startDate} as "startDate", ${seminars.endDate} as "endDate",
        ${seminars.dateComment} as "dateComment", ${locations.city}, ${seminars.seminarType} as "seminarType",
        ${seminars.priceType} as "priceType", ${seminars.priceCents} as "priceCents",
        ${seminars.priceMinCents} as "priceMinCents", ${seminars.priceMaxCents} as "priceMaxCents",
        array(select ${seminarRecognitions.state} from ${seminarRecognitions}
          where ${seminarRecognitions.seminarId} = ${seminars.id} order by 1) as states,
        ${seminars.descriptionWeb} as "descriptionWeb"${extra ? sql`, ${extra}` : sql``}
      from ${seminars} join ${providers} on ${providers.id} = ${seminars.providerId}
        left join ${locations} on ${locations.id} = ${seminars.locationId}
      where ${where}
      order by ${seminars.startDate}, ${seminars.title}, ${seminars.id}
      limit ${count(window.limit)} offset ${count(window.offset ?? 0)}) listed), '[]'::json)`;
}

/** A whole number written into the statement (a window's size, from the bounded page number). */
function count(n: number): SQL {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`not a count: ${n}`);
  return sql.raw(String(n));
}

/**
 * A summary as the answer has it: its slug from the title, an excerpt of its description. Written
 * field by field (the compiler holds the list to the contract): copying each row with rest and
 * spread cost more than its slug and excerpt, 200 times over on a provider page.
 */
export function toSummary(row: SummaryJson): PublicSeminarSummary {
  return {
    id: row.id,
    slug: slugify(row.title),
    title: row.title,
    providerId: row.providerId,
    providerName: row.providerName,
    categoryId: row.categoryId,
    startDate: row.startDate,
    endDate: row.endDate,
    dateComment: row.dateComment,
    city: row.city,
    seminarType: row.seminarType,
    priceType: row.priceType,
    priceCents: row.priceCents,
    priceMinCents: row.priceMinCents,
    priceMaxCents: row.priceMaxCents,
    states: row.states,
    excerpt: excerpt(row.descriptionWeb, 180),
  };
}

export type PlacedSeminar = Placed<PublicSeminarSummary>;

type Category = PublicSeminarSearchResponse['categories'][number];

/** The categories a visitor can filter by (the internal one excepted), in their order, as a JSON array. */
const categoriesJson = sql`coalesce((select json_agg(json_build_object('id', ${seminarCategories.id},
    'de', ${seminarCategories.labelDe}, 'en', ${seminarCategories.labelEn})
    order by ${seminarCategories.sort}, ${seminarCategories.id})
  from ${seminarCategories} where ${seminarCategories.id} <> ${INTERNAL_CATEGORY_ID}), '[]'::json)`;

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
): Promise<{ seminars: PlacedSeminar[]; total: number; totalCapped: boolean; categories: Category[] }> {
  const turn = turnOf({ visitor, filters, page, now });
  const where = searchConditions(filters, today);
  const topIds = await placeTopBoosts(executor, where, today, turn);
  const normalPerPage = pageSize - topIds.length;
  // The count, the page, the placed seminars and the filter's categories in one statement. The
  // count reads at most one row more than MARKETPLACE_TOTAL_CAP, so its cost is bounded however
  // large the market grows (ADR 041).
  const [row] = rowsOf<{ n: number; normal: SummaryJson[]; top: SummaryJson[]; categories: Category[] }>(
    await executor.execute(sql`select
      (select count(*)::int from (select 1 from ${seminars} where ${where} limit ${count(MARKETPLACE_TOTAL_CAP + 1)}) matching) as n,
      ${summariesJson(where, { offset: (page - 1) * normalPerPage, limit: normalPerPage + topIds.length })} as normal,
      ${topIds.length ? summariesJson(inArray(seminars.id, topIds), { limit: topIds.length }) : sql`'[]'::json`} as top,
      ${categoriesJson} as categories`),
  );
  const n = row?.n ?? 0;
  return {
    categories: row?.categories ?? [],
    total: Math.min(n, MARKETPLACE_TOTAL_CAP),
    totalCapped: n > MARKETPLACE_TOTAL_CAP,
    seminars: pageWithTop(topIds, (row?.top ?? []).map(toSummary), (row?.normal ?? []).map(toSummary), normalPerPage),
  };
}
