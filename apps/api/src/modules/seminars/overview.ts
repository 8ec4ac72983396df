/**
 * The overview cards (GET /seminars/overview): counts by status, seminars starting within 30
 * days, the latest changes, the leads' activity, and recognitions ending or to apply for soon. The status counts are shared with the
 * support view of a provider, so "expired" is counted the same way everywhere.
 */
import { and, asc, count, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { EXPIRING_WITHIN_DAYS, addDaysIso, displayStatus, todayIso, type SessionUser } from '@bu/contracts';
import type { Db } from '../../db/client';
import { seminars } from '../../db/schema/index';
import { leadActivity } from '../leads';
import { recognitionAlerts } from '../recognitions/reminders';
import { displayStatusSql } from './status-sql';

const n = (condition: SQL) => sql<number>`count(*) filter (where ${condition})`.mapWith(Number);

/**
 * Seminars by shown status (contracts `displayStatus()` in SQL, status-sql.ts): online and paused
 * ones whose start date has passed count as expired, not as online or paused.
 */
export function seminarStatusCounts(today: string) {
  return {
    draft: n(displayStatusSql('draft', today)),
    online: n(displayStatusSql('online', today)),
    paused: n(displayStatusSql('paused', today)),
    archived: n(displayStatusSql('archived', today)),
    expired: n(displayStatusSql('expired', today)),
    total: count(),
  };
}

export const noSeminarStatusCounts = { draft: 0, online: 0, paused: 0, archived: 0, expired: 0, total: 0 };

/** Counts by status, seminars starting within 30 days and the latest changes (overview cards). */
export async function seminarOverview(db: Db, user: SessionUser, now: Date) {
  const today = todayIso(now);
  const soon = addDaysIso(today, EXPIRING_WITHIN_DAYS);
  const [counts = noSeminarStatusCounts] = await db
    .select(seminarStatusCounts(today))
    .from(seminars)
    .where(eq(seminars.providerId, user.providerId));
  const summary = {
    id: seminars.id,
    title: seminars.title,
    seminarNumber: seminars.seminarNumber,
    status: seminars.status,
    startDate: seminars.startDate,
  };
  const [expiringSoon, recentlyChanged, leads, alerts] = await Promise.all([
    db
      .select({ ...summary, endDate: seminars.endDate, dateComment: seminars.dateComment })
      .from(seminars)
      .where(
        and(
          eq(seminars.providerId, user.providerId),
          inArray(seminars.status, ['online', 'paused']),
          gte(seminars.startDate, today),
          lt(seminars.startDate, soon),
        ),
      )
      .orderBy(asc(seminars.startDate), asc(seminars.id))
      .limit(50),
    db
      .select({ ...summary, updatedAt: seminars.updatedAt })
      .from(seminars)
      .where(eq(seminars.providerId, user.providerId))
      .orderBy(desc(seminars.updatedAt), asc(seminars.id))
      .limit(10),
    leadActivity(db, user.providerId, now),
    recognitionAlerts(db, user.providerId, today),
  ]);
  return {
    success: true as const,
    counts,
    expiringSoon,
    recentlyChanged: recentlyChanged.map((r) => ({
      ...r,
      status: displayStatus(r, today),
      updatedAt: r.updatedAt.toISOString(),
    })),
    leadActivity: leads,
    recognitionsExpiring: alerts.recognitionsExpiring,
    applicationsDue: alerts.applicationsDue,
  };
}
