/**
 * GET /seminars in one round trip (bench/RESULTS.md): a single statement answers the page (only
 * the ids are sorted, a top-N sort over the matching rows; `total` counts them), the listed
 * seminars as the answer's JSON text (each seminar's stored answer, ADR 034, 059), the provider's
 * locations and owners, the conversation counts when asked, and the version of the reference
 * data (categories, brochure editions). The statement is compiled once per shape of the query
 * (`shapeOf`). The reference data itself is cached per app and reloaded when that version or the
 * day changes; a trigger bumps the version on every change of those tables
 * (db/sql/reference_data_version.sql).
 */
import type { Clock } from '../../plugins/clock';
import { and, asc, desc, eq, gte, ne, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  INTERNAL_CATEGORY_ID,
  SEMINAR_SORT_SERVER_DEFAULT,
  todayIso,
  type GlobalSemester,
  type SeminarListQuery,
  type SeminarListResponse,
  type SessionUser,
} from '@bu/contracts';
import type { Db } from '../../db/client';
import { pageBound, pageBounds, rawStatement, statementsByShape } from '../../db/prepared';
import { keptCount } from '../../db/kept-counts';
import { rowsOf } from '../../db/rows';
import { brochureEditions, seminarCategories, seminars } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { sessionColumn, type SessionCheck } from '../../plugins/auth';
import { JsonAnswer, jsonObject } from '../../lib/plain-json';
import { conversationCountSql, ownersJsonSql } from '../leads';
import { toLocation } from '../locations';
import { seminarTextCondition, textTerms } from './full-text';
import { seminarDayFields } from './seminar-answer';
import { displayStatusSql, startDateNotPassedSql, startDatePassedSql } from './status-sql';

/** The listed seminar row, `s` in the list statement. */
const listed = alias(seminars, 's');

function orderBy(sort: SeminarListQuery['sort'], order: 'asc' | 'desc' | undefined, today: Placeholder): SQL[] {
  const dir = (column: SQL | AnyPgColumn, fallback: 'asc' | 'desc') =>
    (order ?? fallback) === 'asc' ? sql`${column} asc nulls last` : sql`${column} desc nulls last`;
  const tie = [desc(seminars.createdAt), asc(seminars.id)];
  switch (sort ?? SEMINAR_SORT_SERVER_DEFAULT) {
    case 'created_at':
      return [dir(seminars.createdAt, 'desc'), asc(seminars.id)];
    case 'updated_at':
      return [dir(seminars.updatedAt, 'desc'), asc(seminars.id)];
    case 'start_date':
      return [dir(sql`${seminars.startDate}`, 'asc'), ...tie];
    case 'title':
      // The key is never null: no `nulls last`, so either direction reads seminars_provider_title_idx.
      return [
        (order ?? 'asc') === 'asc'
          ? sql`${seminars.titleSortKey} collate "C" asc`
          : sql`${seminars.titleSortKey} collate "C" desc`,
        ...tie,
      ];
    default:
      // Buchung: the next bookable start date first, then past seminars (latest first), then undated.
      return [
        sql`case when ${seminars.startDate} >= ${today} then 0 when ${seminars.startDate} is not null then 1 else 2 end`,
        sql`case when ${seminars.startDate} >= ${today} then ${seminars.startDate} end asc`,
        sql`${seminars.startDate} desc`,
        ...tie,
      ];
  }
}

/**
 * The values of the list statement. Its text depends only on the query's shape (`shapeOf`), so
 * it is compiled once per shape and run with these (bench/RESULTS.md, 2026-11-26).
 */
const v = {
  providerId: sql.placeholder('providerId'),
  today: sql.placeholder('today'),
  id: sql.placeholder('id'),
  ownerId: sql.placeholder('ownerId'),
  categoryId: sql.placeholder('categoryId'),
  locationId: sql.placeholder('locationId'),
  text: { q: sql.placeholder('q'), prefix: sql.placeholder('prefix'), like: sql.placeholder('like') },
  // Kept by the generic plan of every shape, a search's too (pageBounds).
  ...pageBounds(false),
  /** offset + limit: what each range of the default order reads at most. */
  rangeLimit: pageBound(sql.placeholder('rangeLimit')),
};
type Values = { [K in Exclude<keyof typeof v, 'text'>]?: unknown } & {
  q?: string;
  prefix?: string | null;
  like?: string;
};

const flagSet = (flag: string | undefined) => flag === '1' || flag === 'true';
const filtersCategory = (query: SeminarListQuery) =>
  query.categoryId !== undefined && query.categoryId !== INTERNAL_CATEGORY_ID;
const usesBookingRanges = (query: SeminarListQuery) =>
  !query.q && (query.sort ?? SEMINAR_SORT_SERVER_DEFAULT) === SEMINAR_SORT_SERVER_DEFAULT;

/** A text search's terms, worked out once per call for both the shape and the values. */
const searchTerms = (query: SeminarListQuery) => (query.q ? textTerms(query.q) : null);

/**
 * What the statement's text depends on: every option that adds, drops or changes a part of it,
 * but none of the values (list-query.test.ts builds every shape and holds one text to each key).
 */
export function shapeOf(query: SeminarListQuery, terms = searchTerms(query)): string {
  return JSON.stringify([
    query.tab,
    query.seminarStatus ?? null,
    flagSet(query.contactRequest),
    Boolean(query.id),
    Boolean(query.selectedOwner),
    filtersCategory(query),
    Boolean(query.locationId),
    terms ? (terms.prefix === null ? 'substring' : 'words') : null,
    query.sort ?? null,
    query.order ?? null,
    flagSet(query.addConversationCounts),
  ]);
}

/** The values for the statement of `query`'s shape. */
function valuesOf(
  providerId: string,
  query: SeminarListQuery,
  today: string,
  terms: ReturnType<typeof searchTerms>,
): Values {
  const offset = (query.page - 1) * query.pageSize;
  return {
    providerId,
    today,
    id: query.id,
    ownerId: query.selectedOwner,
    categoryId: query.categoryId,
    locationId: query.locationId,
    ...terms,
    limit: query.pageSize,
    offset,
    rangeLimit: offset + query.pageSize,
  };
}

/** What narrows the list within the provider's seminars; none for the whole list. */
function listFilters(query: SeminarListQuery): SQL[] {
  return [
    query.id ? eq(seminars.id, v.id) : undefined,
    query.tab === 'current'
      ? startDateNotPassedSql(v.today)
      : query.tab === 'past'
        ? startDatePassedSql(v.today)
        : undefined,
    query.seminarStatus ? displayStatusSql(query.seminarStatus, v.today) : undefined,
    flagSet(query.contactRequest) ? ne(seminars.status, 'draft') : undefined,
    query.selectedOwner ? eq(seminars.ownerId, v.ownerId) : undefined,
    filtersCategory(query) ? eq(seminars.categoryId, v.categoryId) : undefined,
    query.locationId ? eq(seminars.locationId, v.locationId) : undefined,
    query.q
      ? seminarTextCondition({ ...v.text, prefix: textTerms(query.q).prefix === null ? null : v.text.prefix })
      : undefined,
  ].filter((condition) => condition !== undefined);
}

/**
 * The page of the default order ("Buchung") without a text search, read from the start-date
 * indexes in three ordered ranges instead of sorting every seminar of the provider: upcoming
 * (soonest first), past (latest first), undated — each range ties by `created_at desc, id`, as
 * `orderBy` does. Each range yields at most `offset + limit` rows; the outer sort orders those few.
 */
function bookingOrderPage(where: SQL | undefined): SQL {
  const { today, rangeLimit: n, limit, offset } = v;
  return sql`select id from (
    (select id, 0 as part, start_date, created_at from ${seminars} where ${where} and ${seminars.startDate} >= ${today}
      order by start_date asc, created_at desc, id asc limit ${n})
    union all
    (select id, 1 as part, start_date, created_at from ${seminars} where ${where} and ${seminars.startDate} < ${today}
      order by start_date desc, created_at desc, id asc limit ${n})
    union all
    (select id, 2 as part, start_date, created_at from ${seminars} where ${where} and ${seminars.startDate} is null
      order by created_at desc, id asc limit ${n})
  ) parts
  order by part, case when part = 0 then start_date end asc, start_date desc, created_at desc, id asc
  limit ${limit} offset ${offset}`;
}

/**
 * The columns the list sorts by, under their own names, for a search's matching rows: the sort
 * reads them as `"seminars"."…"`, so those rows take the table's name where they are sorted.
 */
const sortColumns = sql.raw(['id', 'start_date', 'created_at', 'updated_at', 'title_sort_key'].join(', '));

/**
 * One listed seminar `s` as the answer's JSON text: the database's copy of its answer
 * (`answer_json`, db/sql/seminar_answer_json.sql) with what depends on the day put before its
 * closing brace — the status, expiry and start-date lock of `today`, as `toSeminar()` derives them
 * (`seminarDayFields`, seminar-answer.ts). list.test.ts holds it to the seminar's own answer byte
 * for byte.
 */
function seminarJson(today: Placeholder): SQL {
  const columns = { status: listed.status, startDate: listed.startDate };
  // One concat(), not a chain of `||`: each `||` copies the whole text so far (a kilobyte and more
  // per seminar), concat() writes it once (bench/RESULTS.md, 2026-11-27).
  const dayFields = seminarDayFields.map(
    ({ key, sql: value }) => sql`${sql.raw(`',${JSON.stringify(key)}:'`)}, to_json(${value(today, columns)})::text`,
  );
  return sql`concat(left(s.answer_json, -1), ${sql.join(dayFields, sql`, `)}, '}')`;
}

/**
 * The list statement of `query`'s shape, with placeholders for its values (`v`); with
 * `readsSession`, it reads the request's session as well (`sessionColumn`, plugins/auth.ts).
 */
export function listStatement(query: SeminarListQuery, readsSession = false): SQL {
  const filters = listFilters(query);
  const where = and(eq(seminars.providerId, v.providerId), ...filters);
  const counts = flagSet(query.addConversationCounts)
    ? sql`(select '{' || coalesce(string_agg('"' || page.id || '":' || ${conversationCountSql(v.providerId, sql`page.id`)}, ',' order by page.ord), '') || '}' from page)`
    : sql`'{}'`;
  // A text search is the costly part of a condition: its matching rows are found once, then
  // counted and sorted. Without one, the count reads an index alone (bench/RESULTS.md).
  const matching = query.q
    ? sql`matching as materialized (select ${sortColumns} from ${seminars} where ${where}),`
    : sql``;
  const pageSource = query.q ? sql`matching as ${seminars}` : sql`${seminars} where ${where}`;
  const pageRows = usesBookingRanges(query)
    ? bookingOrderPage(where)
    : sql`select id from ${pageSource}
      order by ${sql.join(orderBy(query.sort, query.order, v.today), sql`, `)} limit ${v.limit} offset ${v.offset}`;
  // The whole list's total is the provider's seminar count, which the seminars' trigger keeps
  // (migration 0029): counting all of them read 2,000 index entries on every answer.
  const counted = query.q
    ? sql`(select count(*)::int from matching)`
    : filters.length
      ? sql`(select count(*)::int from ${seminars} where ${where})`
      : keptCount('seminars', v.providerId);
  return sql`
    with ${matching} page as materialized (select id, row_number() over () as ord from (${pageRows}) ordered)
    select
      ${counted} as total,
      (select version::int from reference_data_version) as "refVersion",
      (select concat('[', string_agg(${seminarJson(v.today)}, ',' order by page.ord), ']')
        from page join seminars s on s.id = page.id having count(*) > 0) as seminars,
      (select json_agg(json_build_object(
          'id', l.id, 'providerId', l.provider_id, 'type', l.type, 'street', l.street, 'postalCode', l.postal_code, 'city', l.city,
          'country', l.country, 'state', l.state, 'cityAddition', l.city_addition, 'status', l.status,
          'isBusinessAddress', l.is_business_address, 'validated', l.validated, 'createdAt', l.created_at, 'updatedAt', l.updated_at)
        order by l.is_business_address desc, l.created_at desc, l.id asc)::text
        from locations l where l.provider_id = ${v.providerId}) as locations,
      ${ownersJsonSql(v.providerId)} as owners,
      ${counts} as counts,
      (select '{' || coalesce(string_agg('"' || page.id || '":{"booked":' || c.booked || ',"waitlist":' || c.waitlist || '}',
          ',' order by page.ord), '') || '}'
        from page cross join lateral (
          select count(*) filter (where l.stage = 'booked')::int as booked,
            count(*) filter (where l.waitlist_position is not null)::int as waitlist
          from leads l where l.seminar_id = page.id) c) as participants
      ${readsSession ? sql`, ${sessionColumn} as session` : sql``}`;
}

type LocationJson = Omit<Parameters<typeof toLocation>[0], 'createdAt' | 'updatedAt'> & {
  createdAt: string;
  updatedAt: string;
};

/** The list statement's one row: the answer's parts, most as the answer's JSON text. */
interface ListRow {
  total: number | null;
  refVersion: number | null;
  /** The page's seminars as the answer's JSON array, in list order; null for an empty page. */
  seminars: string | null;
  /** The provider's locations as rows (the answer's form is `toLocation`'s). */
  locations: string | null;
  owners: string;
  counts: string;
  participants: string;
  /** The request's session, when the statement reads it (`listStatement`'s `readsSession`). */
  session?: string | null;
}

/** The list statement's row and the day it was read for: what `answer` makes the answer of. */
export interface ListRead {
  row: ListRow;
  today: string;
  session?: string | null;
}

type Answer = SeminarListResponse;

interface Reference {
  version: number;
  today: string;
  categories: JsonAnswer<Answer['seminar_categories']>;
  globalSemester: JsonAnswer<GlobalSemester>;
}

/** The list call with its per-app cache of the reference data. */
export function createSeminarListQuery(db: Db, now: Clock, vatRatePercent: number) {
  let reference: Reference | null = null;
  /** The list statement per shape (`shapeOf`), built once. */
  const compile = statementsByShape();

  async function loadReference(version: number, today: string): Promise<Reference> {
    const [categoryRows, [next], [last]] = await Promise.all([
      db.select().from(seminarCategories).orderBy(asc(seminarCategories.sort), asc(seminarCategories.id)),
      db
        .select()
        .from(brochureEditions)
        .where(gte(brochureEditions.deadline, today))
        .orderBy(asc(brochureEditions.deadline))
        .limit(1),
      db.select().from(brochureEditions).orderBy(desc(brochureEditions.deadline)).limit(1),
    ]);
    const edition = next ?? last;
    const globalSemester: GlobalSemester = edition
      ? { id: edition.id, label: { de: edition.labelDe, en: edition.labelEn }, deadline: edition.deadline }
      : null;
    return {
      version,
      today,
      categories: new JsonAnswer(
        JSON.stringify(Object.fromEntries(categoryRows.map((r) => [String(r.id), { de: r.labelDe, en: r.labelEn }]))),
      ),
      globalSemester: new JsonAnswer(JSON.stringify(globalSemester)),
    };
  }

  async function referenceData(version: number | null, today: string): Promise<Reference> {
    if (version === null) {
      const rows = rowsOf<{ version: number }>(
        await db.execute(sql`select version::int as version from reference_data_version`),
      );
      version = Number(rows[0]?.version ?? 0);
    }
    if (!reference || reference.version !== version || reference.today !== today) {
      reference = await loadReference(version, today);
    }
    return reference;
  }

  const list = {
    /** Drops the cached reference data (the next call reloads it). */
    invalidate() {
      reference = null;
    },

    /**
     * Runs the list statement for `user`'s provider; with a session check (`readInSession`,
     * plugins/auth.ts) the statement reads the request's session as well.
     */
    async read(user: SessionUser, query: SeminarListQuery, check: SessionCheck | null = null): Promise<ListRead> {
      const today = todayIso(now());
      const terms = searchTerms(query);
      const statement = compile(`${check ? 'session ' : ''}${shapeOf(query, terms)}`, () =>
        rawStatement<ListRow>(db, listStatement(query, Boolean(check))),
      );
      const row = (await statement.execute({ ...valuesOf(user.providerId, query, today, terms), ...check }))[0]!;
      return { row, today, session: row.session };
    },

    /** The answer of a read (404 for an `id` that names none of the provider's seminars). */
    async answer({ row, today }: ListRead, query: SeminarListQuery) {
      if (query.id && !row.seminars) throw new AppError('NOT_FOUND');
      const ref = await referenceData(row.refVersion === null ? null : Number(row.refVersion), today);
      // The answer in the schema's key order (plain-json.test.ts), its parts from the statement as
      // they are but for the locations, whose answer form is toLocation's.
      return jsonObject<Answer>({
        success: true,
        seminars: new JsonAnswer(row.seminars ?? '[]'),
        total: Number(row.total ?? 0),
        page: query.page,
        pageSize: query.pageSize,
        globalSemester: ref.globalSemester,
        seminar_categories: ref.categories,
        providerLocations: ((row.locations ? JSON.parse(row.locations) : []) as LocationJson[]).map((l) =>
          toLocation({ ...l, createdAt: new Date(l.createdAt), updatedAt: new Date(l.updatedAt) }),
        ),
        seminar_conversation_counts: new JsonAnswer(row.counts),
        seminar_participant_counts: new JsonAnswer(row.participants),
        owners: new JsonAnswer(row.owners),
        vatRatePercent,
      });
    },

    /** The list call for a user already authenticated (the provider API's). */
    list: async (user: SessionUser, query: SeminarListQuery) => list.answer(await list.read(user, query), query),
  };
  return list;
}
