/**
 * GET /leads in one round trip, as GET /seminars (bench/RESULTS.md): a single statement answers
 * the page of leads (as JSON, `leadsJsonSql`), the total of the filter, the stage counts of the
 * tabs (kept by the leads' trigger, migration 0029), the provider's owners and provider-level
 * recognitions, and — when the route reads the session in its statement (ADR 035) — the
 * request's session. Five statements before, four of them side by side on as many connections.
 * The statement is compiled once per shape of the filter (`filterShape`); a search is planned
 * for its term on each call.
 */
import { and, asc, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Lead, LeadFilter, LeadListQuery, LeadListResponse, SessionUser } from '@bu/contracts';
import type { Clock } from '../../plugins/clock';
import type { Db } from '../../db/client';
import { pageBounds, rawStatement, statementsByShape } from '../../db/prepared';
import { keptLeadCountsJson } from '../../db/kept-counts';
import { leads } from '../../db/schema/index';
import { containsPattern } from '../../lib/like';
import { sessionColumn, type SessionCheck } from '../../plugins/auth';
import { leadsJsonSql, leadSearchSql, noticeDeadlineSql, ownersJsonSql, toLead, type LeadJson } from './read';
import { providerRecognitionsJson, type RecognitionRow } from './recognition-status';

/** The values of the lead statements' placeholders (each statement compiled once per shape). */
const v = {
  providerId: sql.placeholder('providerId'),
  stage: sql.placeholder('stage'),
  seminarId: sql.placeholder('seminarId'),
  ownerId: sql.placeholder('ownerId'),
  like: sql.placeholder('like'),
};

/** The condition of a lead filter, its values placeholders (`filterValues`). */
export function leadConditions(filter: LeadFilter): SQL | undefined {
  return and(
    eq(leads.providerId, v.providerId),
    filter.stage ? eq(leads.stage, v.stage) : undefined,
    filter.unread === true ? eq(leads.unread, true) : filter.unread === false ? eq(leads.unread, false) : undefined,
    filter.seminarId ? eq(leads.seminarId, v.seminarId) : undefined,
    filter.ownerId === 'none' ? isNull(leads.ownerId) : filter.ownerId ? eq(leads.ownerId, v.ownerId) : undefined,
    filter.q ? leadSearchSql(v.providerId, v.like) : undefined,
  );
}

export const filterValues = (providerId: string, filter: LeadFilter) => ({
  providerId,
  stage: filter.stage,
  seminarId: filter.seminarId,
  ownerId: filter.ownerId,
  like: filter.q ? containsPattern(filter.q) : undefined,
});

/** What the text of a filtered lead statement depends on: which filters are set, the order. */
export const filterShape = (filter: LeadFilter) =>
  JSON.stringify([
    Boolean(filter.stage),
    filter.unread ?? null,
    Boolean(filter.seminarId),
    filter.ownerId === 'none' ? 'none' : Boolean(filter.ownerId),
    Boolean(filter.q),
    filter.sort,
    filter.order ?? null,
  ]);

export function leadOrder(filter: LeadFilter): SQL[] {
  if (filter.sort === 'notice_deadline') {
    // Soonest (or most overdue) first by default; leads without a deadline last either way.
    const dir = filter.order === 'desc' ? sql`desc` : sql`asc`;
    return [sql`${noticeDeadlineSql} ${dir} nulls last`, filter.order === 'desc' ? desc(leads.id) : asc(leads.id)];
  }
  const column = filter.sort === 'last_activity' ? leads.lastActivityAt : leads.createdAt;
  const dir = filter.order ?? 'desc';
  return [dir === 'asc' ? asc(column) : desc(column), dir === 'asc' ? asc(leads.id) : desc(leads.id)];
}

/** Unfiltered (or by stage only), the stage counts hold the total: no count of its own. */
const totalFromCounts = (query: LeadListQuery) =>
  query.unread === undefined && !query.seminarId && !query.ownerId && !query.q;

/**
 * The list statement of `query`'s shape, with placeholders for its values; with `readsSession`,
 * it reads the request's session as well (`sessionColumn`, plugins/auth.ts).
 */
function leadListStatement(query: LeadListQuery, readsSession = false): SQL {
  const where = leadConditions(query);
  const total = totalFromCounts(query) ? sql`null::int` : sql`(select count(*)::int from ${leads} where ${where})`;
  return sql`
    select
      ${total} as total,
      ${leadsJsonSql(where, leadOrder(query), pageBounds(Boolean(query.q)))} as leads,
      ${keptLeadCountsJson(v.providerId)} as stages,
      ${ownersJsonSql(v.providerId)} as owners,
      ${providerRecognitionsJson(v.providerId)} as recognitions
      ${readsSession ? sql`, ${sessionColumn} as session` : sql``}`;
}

/** The list statement's one row, its parts as JSON text. */
interface ListRow {
  total: number | null;
  /** The page's leads in list order (`leadsJsonSql`); null for an empty page. */
  leads: string | null;
  /** Per stage the number of leads and of unread ones; null without leads. */
  stages: string | null;
  owners: string;
  /** The provider-level recognitions (`providerRecognitionsJson`); null without any. */
  recognitions: string | null;
  /** The request's session, when the statement reads it (`leadListStatement`'s `readsSession`). */
  session?: string | null;
}

/** The lead list's answer, with the session its statement read (`readInSession`). */
export interface LeadListRead {
  answer: LeadListResponse;
  session?: string | null;
}

/** The lead list call. */
export function createLeadListQuery(db: Db, now: Clock) {
  /** The list statement per shape (`filterShape`), built once. */
  const compile = statementsByShape();

  /**
   * Runs the list statement for `user`'s provider; with a session check (`readInSession`,
   * plugins/auth.ts) the statement reads the request's session as well.
   */
  async function read(
    user: SessionUser,
    query: LeadListQuery,
    check: SessionCheck | null = null,
  ): Promise<LeadListRead> {
    const statement = compile(
      `${check ? 'session ' : ''}${filterShape(query)}`,
      () => rawStatement<ListRow>(db, leadListStatement(query, Boolean(check))),
      Boolean(query.q),
    );
    const [row] = await statement.execute({
      ...filterValues(user.providerId, query),
      limit: query.pageSize,
      offset: (query.page - 1) * query.pageSize,
      ...check,
    });
    const counts: LeadListResponse['counts'] = {
      new: 0,
      open: 0,
      waiting: 0,
      booked: 0,
      archived: 0,
      closed: 0,
      all: 0,
      unread: 0,
    };
    for (const [stage, [n, unread]] of Object.entries(
      JSON.parse(row!.stages ?? '{}') as Record<Lead['stage'], [number, number]>,
    )) {
      counts[stage as Lead['stage']] = n;
      counts.all += n;
      counts.unread += unread;
    }
    const own = JSON.parse(row!.recognitions ?? '[]') as RecognitionRow[];
    const at = now();
    return {
      answer: {
        success: true,
        leads: (JSON.parse(row!.leads ?? '[]') as LeadJson[]).map((l) => toLead(l, at, own)),
        total: row!.total ?? counts[query.stage ?? 'all'],
        page: query.page,
        pageSize: query.pageSize,
        counts,
        owners: JSON.parse(row!.owners) as LeadListResponse['owners'],
      },
      session: row!.session,
    };
  }

  return { read };
}
