/**
 * Seminar counts by shown status, for the overview (GET /overview) and the support view of a
 * provider, so "expired" is counted the same way everywhere.
 */
import { count, sql, type SQL } from 'drizzle-orm';
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
