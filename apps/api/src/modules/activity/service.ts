/**
 * The activity log (issue 12): who did what and when, per provider. Other modules call
 * `recordActivity(tx, {...})` inside their own transaction, so an entry exists exactly when
 * the change does. Entries of a support session name the support person. Kept 12 months.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { and, count, desc, eq, isNotNull, lt, or, type SQL } from 'drizzle-orm';
import {
  ACTIVITY_EXPORT_MAX,
  ACTIVITY_PAGE_SIZE,
  ACTIVITY_RETENTION_MONTHS,
  type ActivityEntry,
  type ActivityKind,
  type Language,
  type SupportInfo,
  textsIn,
} from '@bu/contracts';
import type { Executor } from '../../db/client';
import { activityLog } from '../../db/schema/index';
import { neutralizeFormula, translatedCsv } from '../../lib/csv';

type ActivityDetails = Record<string, string | number | boolean | null>;

/** Who acted: a team member (SessionUser or user row), possibly in a support session. */
interface ActivityActor {
  id: string;
  providerId: string;
  firstName: string;
  lastName: string;
  support?: SupportInfo;
}

export interface ActivityInput {
  actor: ActivityActor | null;
  kind: ActivityKind;
  /** Defaults to the actor's provider (support access names the provider it opens). */
  providerId?: string;
  /** Set when a superadmin acts outside a support session (starting one). */
  supportUser?: { id: string; firstName: string; lastName: string };
  subject?: string | null;
  details?: ActivityDetails;
}

/** Per request: whether a module already recorded the request's change (see support hook). */
const requestActivity = new AsyncLocalStorage<{ recorded: boolean }>();
export const activityScope = requestActivity;

const fullName = (p: { firstName: string; lastName: string }) => `${p.firstName} ${p.lastName}`.trim();

/** Adds one entry. Call it with the transaction that makes the change. */
export async function recordActivity(executor: Executor, input: ActivityInput): Promise<void> {
  await recordActivities(executor, [input]);
}

/** Several entries in one statement (an import that publishes hundreds of seminars). */
export async function recordActivities(executor: Executor, inputs: ActivityInput[]): Promise<void> {
  if (!inputs.length) return;
  await executor.insert(activityLog).values(
    inputs.map((input) => {
      const { actor } = input;
      const support = actor?.support?.supportUser ?? input.supportUser;
      const providerId = input.providerId ?? actor?.support?.providerId ?? actor?.providerId;
      if (!providerId) throw new Error('recordActivity needs a provider');
      return {
        providerId,
        // In a support session the support person acted, not the account support acts through.
        userId: support ? null : (actor?.id ?? null),
        userName: support ? null : actor ? fullName(actor) : null,
        supportUserId: support?.id ?? null,
        supportUserName: support ? fullName(support) : null,
        kind: input.kind,
        subject: input.subject ?? null,
        details: input.details ?? {},
      };
    }),
  );
  const scope = requestActivity.getStore();
  if (scope) scope.recorded = true;
}

type Row = typeof activityLog.$inferSelect;

export const toActivityEntry = (r: Row): ActivityEntry => ({
  id: r.id,
  kind: r.kind,
  createdAt: r.createdAt.toISOString(),
  user: r.userId || r.userName ? { id: r.userId ?? '', name: r.userName ?? '' } : null,
  supportUser:
    r.supportUserId || r.supportUserName ? { id: r.supportUserId ?? '', name: r.supportUserName ?? '' } : null,
  subject: r.subject,
  details: r.details,
});

export interface ActivityFilter {
  kind?: ActivityKind;
  userId?: string;
}

function where(providerId: string, filter: ActivityFilter): SQL | undefined {
  return and(
    eq(activityLog.providerId, providerId),
    filter.kind ? eq(activityLog.kind, filter.kind) : undefined,
    filter.userId ? or(eq(activityLog.userId, filter.userId), eq(activityLog.supportUserId, filter.userId)) : undefined,
  );
}

export async function listActivity(executor: Executor, providerId: string, filter: ActivityFilter, page: number) {
  const condition = where(providerId, filter);
  const [rows, [total], members, supporters] = await Promise.all([
    executor
      .select()
      .from(activityLog)
      .where(condition)
      .orderBy(desc(activityLog.createdAt), desc(activityLog.id))
      .limit(ACTIVITY_PAGE_SIZE)
      .offset((page - 1) * ACTIVITY_PAGE_SIZE),
    executor.select({ n: count() }).from(activityLog).where(condition),
    executor
      .selectDistinct({ id: activityLog.userId, name: activityLog.userName })
      .from(activityLog)
      .where(and(eq(activityLog.providerId, providerId), isNotNull(activityLog.userId))),
    executor
      .selectDistinct({ id: activityLog.supportUserId, name: activityLog.supportUserName })
      .from(activityLog)
      .where(and(eq(activityLog.providerId, providerId), isNotNull(activityLog.supportUserId))),
  ]);
  const byId = new Map<string, string>();
  for (const p of [...members, ...supporters]) if (p.id) byId.set(p.id, p.name ?? '');
  return {
    entries: rows.map(toActivityEntry),
    total: total?.n ?? 0,
    page,
    pageSize: ACTIVITY_PAGE_SIZE,
    people: [...byId].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name)),
  };
}

/** The filtered log as CSV (newest first): UTF-8 with BOM, `;` in German and `,` in English, like the lead export. */
export async function exportActivityCsv(
  executor: Executor,
  providerId: string,
  filter: ActivityFilter,
  language: Language,
): Promise<string> {
  const rows = await executor
    .select()
    .from(activityLog)
    .where(where(providerId, filter))
    .orderBy(desc(activityLog.createdAt), desc(activityLog.id))
    .limit(ACTIVITY_EXPORT_MAX);
  const t = textsIn(language);
  const records = rows.map((r) =>
    [
      r.createdAt.toISOString(),
      t(`activityKind.${r.kind}`),
      r.userName ?? '',
      r.supportUserName ?? '',
      r.subject ?? '',
      Object.entries(r.details)
        .map(([k, v]) => `${k}=${v ?? ''}`)
        .join('; '),
    ].map(neutralizeFormula),
  );
  const columns = ['createdAt', 'kind', 'person', 'support', 'subject', 'details'] as const;
  return translatedCsv(
    language,
    columns.map((column) => t(`csv.activity.${column}`)),
    records,
  );
}

/** Deletes entries older than the retention period; answers how many went. */
export async function purgeActivity(executor: Executor, now: Date): Promise<number> {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - ACTIVITY_RETENTION_MONTHS);
  const deleted = await executor
    .delete(activityLog)
    .where(lt(activityLog.createdAt, cutoff))
    .returning({ id: activityLog.id });
  return deleted.length;
}
