/**
 * What other modules read of leads and conversations, so they never reach into the leads
 * service: a lead with its conversation, seminar and owner (`loadLead`, `leadsJsonSql`), the
 * seminar summary and messages the lead detail and the conversation show, the provider's
 * possible owners, `leadActivity` of GET /overview (the activities card) and the
 * conversation count per seminar of GET /seminars (`conversationCountSql`).
 */
import { and, asc, count, desc, eq, gte, isNull, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  afterWorkingDays,
  displayStatus,
  employerNoticeDeadline,
  LEAD_ANSWER_WORKING_DAYS,
  shiftDays,
  stateDefinitions,
  type Lead,
  type LeadActivity,
  type Message,
} from '@bu/contracts';
import type { Db, Executor } from '../../db/client';
import { rowsOf } from '../../db/rows';
import {
  conversationMessages,
  conversations,
  leadEvents,
  leads,
  providerLeadCounts,
  seminarRecognitions,
  seminars,
  users,
} from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import {
  leadMinimumWarnings,
  leadRecognitionStatus,
  providerRecognitionRows,
  recognitionOf,
  type RecognitionRow,
} from './recognition-status';

/**
 * A search of leads for `q` (the lead list and the conversation list): name (also as "first
 * last"), e-mail, phone and message through their lower-cased copy and its trigram index
 * (`search_folded`, schema/leads.ts; as `ilike` compares, no row lower-cased on a search), or the title of
 * the lead's seminar — the provider's matching seminars first, through the trigram index of the
 * titles' lower-cased copies (as `ilike` compares; `title ilike` read every seminar of the
 * platform, 4 ms of 7 for 2,000), then their leads by index.
 * `like` is the pattern of `q` (`containsPattern`), or a placeholder for it.
 */
export function leadSearchSql(providerId: string | Placeholder, like: string | Placeholder): SQL {
  return sql`(${leads.searchFolded} like lower(${like}) or ${leads.seminarId} = any(array(select s.id from ${seminars} s where s.provider_id = ${providerId} and s.title_folded like lower(${like}))))`;
}

type LeadRow = typeof leads.$inferSelect;

const owner = alias(users, 'lead_owner');

/**
 * A participant message of the thread `conversations` not yet read by the team: the unread index's
 * condition, on its keys (provider, thread).
 */
const unreadOfThread = sql`${conversationMessages.providerId} = ${conversations.providerId} and ${conversationMessages.conversationId} = ${conversations.id} and ${conversationMessages.direction} = 'in' and ${conversationMessages.readAt} is null`;

/** Participant messages of a conversation not yet read by the team. */
export const unreadMessagesSql =
  sql<number>`(select count(*) from ${conversationMessages} where ${unreadOfThread})`.mapWith(Number);

/** Whether a conversation has unread participant messages, as an existence test on the partial index. */
export const unreadMessageExists = sql`(select 1 from ${conversationMessages} where ${unreadOfThread})`;

/**
 * The provider's unread participant messages counted per thread, along the unread index (provider,
 * thread). Its condition is the partial index's own, written out (not `eq(direction, 'in')`, whose
 * value would be a parameter): a generic plan can then read the index (bench/RESULTS.md, 2026-11-27).
 */
function unreadPerThread(executor: Executor, providerId: string | Placeholder) {
  return executor
    .select({ messages: count().as('messages') })
    .from(conversationMessages)
    .where(
      and(
        eq(conversationMessages.providerId, providerId),
        sql`${conversationMessages.direction} = 'in'`,
        isNull(conversationMessages.readAt),
      ),
    )
    .groupBy(conversationMessages.conversationId)
    .as('per_thread');
}

/**
 * The provider's threads with participant messages not yet read by the team, and those messages:
 * counted per thread along the unread index (provider, thread) and from nothing else, so the cost
 * follows the provider's unread messages, not its threads or other providers' messages.
 */
export function unreadCountsOfProvider(executor: Executor, providerId: string | Placeholder) {
  const perThread = unreadPerThread(executor, providerId);
  return executor
    .select({
      conversations: count(),
      messages: sql<number>`coalesce(sum(${perThread.messages}), 0)::int`.mapWith(Number),
    })
    .from(perThread);
}

/** The number of the provider's threads with unread participant messages (`unreadCountsOfProvider`'s), as SQL. */
export const unreadThreadsSql = (executor: Executor, providerId: string | Placeholder): SQL<number> =>
  sql<number>`(select count(*)::int from ${unreadPerThread(executor, providerId)})`;

/**
 * The number of a provider's conversations about one seminar, as a scalar subquery on
 * `seminarId` (a column or an SQL expression). GET /seminars runs it per listed seminar inside
 * its one statement, through the lead index (a join on the page would scan all leads).
 */
export function conversationCountSql(providerId: string | Placeholder, seminarId: SQL | AnyPgColumn): SQL<number> {
  return sql<number>`(select count(*)::int from ${leads} join ${conversations} on ${conversations.leadId} = ${leads.id}
    where ${leads.seminarId} = ${seminarId} and ${conversations.providerId} = ${providerId})`;
}

/**
 * Whether the team has written to the participant at all: the first message out, looked up per
 * listed lead. As `exists (…)` the planner hashed every outgoing message of all providers for each
 * page (it plans for all the provider's leads, not the page's 25): 1.7 ms instead of 0.4 ms per
 * page of the bench's 10,000 leads (bench/RESULTS.md, 2026-11-26).
 */
const answeredSql = sql<boolean>`coalesce((select true from ${conversationMessages} where ${conversationMessages.conversationId} = ${conversations.id} and ${conversationMessages.direction} = 'out' limit 1), false)`;

/**
 * The recognitions of the lead's seminar (all states) as a JSON array, from which its recognition
 * status is derived: read with the lead instead of in a statement of its own after the page.
 */
const seminarRecognitionsJson = sql`(select coalesce(json_agg(json_build_object('seminarId', ${seminarRecognitions.seminarId},
    'state', ${seminarRecognitions.state}, 'number', ${seminarRecognitions.number}, 'authority', ${seminarRecognitions.authority},
    'validFrom', ${seminarRecognitions.validFrom}, 'validUntil', ${seminarRecognitions.validUntil})), '[]')
  from ${seminarRecognitions} where ${seminarRecognitions.seminarId} = ${leads.seminarId})`;

/** The lead's own columns the answer shows (`toLead`). */
const answerColumns = {
  id: leads.id,
  firstName: leads.firstName,
  lastName: leads.lastName,
  phone: leads.phone,
  email: leads.email,
  message: leads.message,
  seminarId: leads.seminarId,
  stage: leads.stage,
  ownerId: leads.ownerId,
  state: leads.state,
  notes: leads.notes,
  createdAt: leads.createdAt,
  lastActivityAt: leads.lastActivityAt,
  unread: leads.unread,
  source: leads.source,
  embeddedOn: leads.embeddedOn,
  language: leads.language,
  waitlistPosition: leads.waitlistPosition,
};

/** What comes with a listed lead: its thread, its seminar's title and dates, its owner's name. */
const withLead = {
  conversationId: conversations.id,
  unreadMessages: unreadMessagesSql,
  answered: answeredSql,
  seminarTitle: seminars.title,
  seminarStartDate: seminars.startDate,
  seminarEndDate: seminars.endDate,
  /** The seminar's daily schedule, which the work state's minimums are checked against. */
  seminarWeekendDays: seminars.weekendDays,
  seminarNonSeminarDates: seminars.nonSeminarDates,
  seminarTeachingHoursPerDay: seminars.teachingHoursPerDay,
  ownerFirstName: owner.firstName,
  ownerLastName: owner.lastName,
};

/**
 * The joins of a listed lead: its thread, its seminar, its owner. Every read of leads with what
 * comes with them goes through `leadsJsonSql`.
 */
const leadJoins = sql`${leads}
  left join ${conversations} on ${conversations.leadId} = ${leads.id}
  left join ${seminars} on ${seminars.id} = ${leads.seminarId}
  left join ${users} ${owner} on ${owner.id} = ${leads.ownerId}`;

const columnsAs = (columns: Record<string, SQL | AnyPgColumn>): SQL =>
  sql.join(
    Object.entries(columns).map(([name, column]) => sql`${column} as ${sql.identifier(name)}`),
    sql`, `,
  );

/** What `toLead` reads of a lead from `leadJoins`, under the names of `LeadJson`. */
const answerRowColumns = columnsAs({ ...answerColumns, ...withLead, seminarRecognitions: seminarRecognitionsJson });

/** What the CSV export reads of a lead: the answer's columns and the seminar number, no recognitions. */
const exportRowColumns = columnsAs({ ...answerColumns, ...withLead, seminarNumber: seminars.seminarNumber });

/**
 * The leads of `leadJoins` matching `where`, in `order`, at most `limit` from `offset`, as one JSON
 * array text (null when none) of rows of the answer's columns (`LeadJson`) or the export's
 * (`LeadExportJson`): the lead list's page, one lead, the CSV export.
 */
export function leadsJsonSql(
  where: SQL | undefined,
  order: SQL[],
  page: { limit: Placeholder | number; offset?: Placeholder },
  columns: 'answer' | 'export' = 'answer',
): SQL<string | null> {
  const ordered = order.length ? sql` order by ${sql.join(order, sql`, `)}` : sql``;
  const offset = page.offset === undefined ? sql`` : sql` offset ${page.offset}`;
  const rows = sql`select ${columns === 'answer' ? answerRowColumns : exportRowColumns} from ${leadJoins}
    where ${where}${ordered} limit ${page.limit}${offset}`;
  return sql<string | null>`(select json_agg(listed order by listed.ord)::text
    from (select row_number() over () as ord, page.* from (${rows}) page) listed)`;
}

type AnswerLead = Pick<LeadRow, keyof typeof answerColumns>;

/** A lead with what comes with it as `leadsJsonSql` reads it for the answer (instants as ISO text). */
export type LeadJson = Omit<AnswerLead, 'createdAt' | 'lastActivityAt'> & {
  createdAt: string;
  lastActivityAt: string;
  conversationId: string | null;
  unreadMessages: number;
  answered: boolean;
  seminarTitle: string | null;
  seminarStartDate: string | null;
  seminarEndDate: string | null;
  seminarWeekendDays: boolean | null;
  seminarNonSeminarDates: string[] | null;
  seminarTeachingHoursPerDay: number | null;
  ownerFirstName: string | null;
  ownerLastName: string | null;
  /** All recognitions of the lead's seminar: its recognition status is derived from them. */
  seminarRecognitions: RecognitionRow[];
};

/** A lead as `leadsJsonSql` reads it for the CSV export. */
export type LeadExportJson = Omit<LeadJson, 'seminarRecognitions'> & { seminarNumber: string | null };

/** The lead as the API answers it; `providerRows` are the provider's own recognitions. */
export function toLead(l: LeadJson, now: Date, providerRows: RecognitionRow[] = []): Lead {
  const createdAt = new Date(l.createdAt);
  return {
    id: l.id,
    firstName: l.firstName,
    lastName: l.lastName,
    phone: l.phone,
    email: l.email,
    message: l.message,
    seminarId: l.seminarId,
    stage: l.stage,
    ownerId: l.ownerId,
    state: l.state,
    notes: l.notes,
    createdAt: createdAt.toISOString(),
    lastActivityAt: new Date(l.lastActivityAt).toISOString(),
    unread: l.unread,
    source: l.source,
    embeddedOn: l.embeddedOn,
    language: l.language,
    conversationId: l.conversationId,
    unreadMessages: l.unreadMessages,
    seminarTitle: l.seminarTitle,
    seminarStartDate: l.seminarStartDate,
    owner:
      l.ownerId && l.ownerFirstName !== null
        ? { id: l.ownerId, firstName: l.ownerFirstName, lastName: l.ownerLastName ?? '' }
        : null,
    waitlistPosition: l.waitlistPosition,
    answerOverdue: l.stage === 'new' && !l.answered && afterWorkingDays(createdAt, LEAD_ANSWER_WORKING_DAYS) <= now,
    employerNoticeDeadline: l.state && l.seminarStartDate ? employerNoticeDeadline(l.seminarStartDate, l.state) : null,
    recognitionStatus: leadRecognitionStatus(
      recognitionOf(l.seminarRecognitions, l.state, l.seminarStartDate, l.seminarEndDate, providerRows),
    ),
    minimumWarnings: leadMinimumWarnings(l.state, {
      startDate: l.seminarStartDate,
      endDate: l.seminarEndDate,
      weekendDays: l.seminarWeekendDays,
      nonSeminarDates: l.seminarNonSeminarDates,
      teachingHoursPerDay: l.seminarTeachingHoursPerDay,
    }),
  };
}

export async function loadLead(executor: Executor, providerId: string, leadId: string, now: Date): Promise<Lead> {
  const where = and(eq(leads.id, leadId), eq(leads.providerId, providerId));
  const [[row], own] = await Promise.all([
    executor
      .execute(sql`select ${leadsJsonSql(where, [], { limit: 1 })} as leads`)
      .then(rowsOf<{ leads: string | null }>),
    providerRecognitionRows(executor, providerId),
  ]);
  const [lead] = JSON.parse(row?.leads ?? '[]') as LeadJson[];
  if (!lead) throw new AppError('NOT_FOUND');
  return toLead(lead, now, own);
}

/**
 * The last day to tell the employer as SQL (lead list sort): the seminar's start minus the notice
 * weeks of the law in force in the lead's state on that day, generated from the states' data so
 * a change of law needs no change here. Null when unknown.
 */
export const noticeDeadlineSql: SQL = (() => {
  const branches = stateDefinitions.flatMap((state) =>
    state.laws
      .filter((law) => law.noticeWeeks !== null)
      .map(
        (law) =>
          sql`when ${leads.state} = ${state.code} and ${seminars.startDate} >= ${law.inForceFrom}::date${
            law.inForceUntil ? sql` and ${seminars.startDate} <= ${law.inForceUntil}::date` : sql``
          } then ${law.noticeWeeks! * 7}`,
      ),
  );
  return sql`(${seminars.startDate} - (case ${sql.join(branches, sql` `)} end)::int)`;
})();

/** Seminar summary as the lead detail and the conversation show it (expired derived). */
export async function seminarSummary(executor: Executor, seminarId: string | null, today: string) {
  if (!seminarId) return null;
  const [s] = await executor
    .select({
      id: seminars.id,
      title: seminars.title,
      seminarNumber: seminars.seminarNumber,
      status: seminars.status,
      startDate: seminars.startDate,
      endDate: seminars.endDate,
    })
    .from(seminars)
    .where(eq(seminars.id, seminarId));
  if (!s) return null;
  return { ...s, status: displayStatus(s, today) };
}

/**
 * The provider's possible owners as the answers' JSON array, by last name, first name: read alone
 * (`providerOwners`) or beside a statement's own rows (the lead list's and the seminar list's).
 */
export function ownersJsonSql(providerId: string | Placeholder): SQL<string> {
  return sql<string>`(select '[' || coalesce(string_agg(row_to_json(o)::text, ',' order by o."lastName", o."firstName", o.id), '') || ']'
    from (select ${users.id}, ${users.firstName} as "firstName", ${users.lastName} as "lastName"
      from ${users} where ${users.providerId} = ${providerId}) o)`;
}

/** The provider's possible owners, by last name, first name. */
export async function providerOwners(executor: Executor, providerId: string) {
  const [row] = rowsOf<{ owners: string }>(await executor.execute(sql`select ${ownersJsonSql(providerId)} as owners`));
  return JSON.parse(row!.owners) as { id: string; firstName: string; lastName: string }[];
}

export async function messagesOf(executor: Executor, conversationId: string): Promise<Message[]> {
  const rows = await executor
    .select({ m: conversationMessages, firstName: users.firstName, lastName: users.lastName })
    .from(conversationMessages)
    .leftJoin(users, eq(users.id, conversationMessages.userId))
    .where(eq(conversationMessages.conversationId, conversationId))
    .orderBy(asc(conversationMessages.createdAt), asc(conversationMessages.id));
  return rows.map(({ m, firstName, lastName }) => ({
    id: m.id,
    direction: m.direction,
    text: m.text,
    createdAt: m.createdAt.toISOString(),
    author: m.userId && firstName !== null ? { id: m.userId, firstName, lastName: lastName ?? '' } : null,
    readAt: m.readAt?.toISOString() ?? null,
  }));
}

/** Lead counts and the latest lead events (new inquiries, answers, stage changes …) of a provider. */
export async function leadActivity(db: Db, providerId: string, now: Date, limit = 10): Promise<LeadActivity> {
  const sum = (column: AnyPgColumn) => sql<number>`coalesce(sum(${column}), 0)`.mapWith(Number);
  const [[totals], [conv], recent] = await Promise.all([
    // The provider's lead counts, kept by the leads' trigger (migration 0029) as the lead list reads
    // them, and beside them the leads of the last seven days from the provider's creation index.
    db
      .select({
        total: sum(providerLeadCounts.leads),
        unread: sum(providerLeadCounts.unread),
        newLast7Days: sql<number>`(select count(*) from ${leads} where ${and(
          eq(leads.providerId, providerId),
          gte(leads.createdAt, shiftDays(now, -7)),
        )})`.mapWith(Number),
      })
      .from(providerLeadCounts)
      .where(eq(providerLeadCounts.providerId, providerId)),
    db
      .select({ n: sql<number>`count(distinct ${conversationMessages.conversationId})`.mapWith(Number) })
      .from(conversationMessages)
      .innerJoin(conversations, eq(conversations.id, conversationMessages.conversationId))
      .where(
        and(
          eq(conversations.providerId, providerId),
          eq(conversationMessages.direction, 'in'),
          isNull(conversationMessages.readAt),
        ),
      ),
    db
      .select({
        leadId: leadEvents.leadId,
        kind: leadEvents.kind,
        firstName: leads.firstName,
        lastName: leads.lastName,
        seminarTitle: seminars.title,
        createdAt: leadEvents.createdAt,
      })
      .from(leadEvents)
      .innerJoin(leads, eq(leads.id, leadEvents.leadId))
      .leftJoin(seminars, eq(seminars.id, leads.seminarId))
      .where(and(eq(leads.providerId, providerId), gte(leadEvents.createdAt, shiftDays(now, -90))))
      .orderBy(desc(leadEvents.createdAt), desc(leadEvents.seq))
      .limit(limit),
  ]);
  return {
    total: totals?.total ?? 0,
    unread: totals?.unread ?? 0,
    unreadConversations: conv?.n ?? 0,
    newLast7Days: totals?.newLast7Days ?? 0,
    recent: recent.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
  };
}
