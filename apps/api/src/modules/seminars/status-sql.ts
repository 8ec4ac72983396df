/**
 * The shown status of seminars in SQL, the rules of contracts `displayStatus()` and
 * `startDatePassed()` for filters and counts: an online or paused seminar whose start date lies
 * before today (Berlin) shows as expired; a seminar is public (marketplace, inquiries, statistics
 * events) while it is online and its start date has not passed. Every query that derives
 * "expired" or "public" uses these, so the list, the overview, support and statistics agree.
 */
import { and, eq, gte, inArray, isNull, lt, or, type Placeholder, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { SeminarStatus } from '@bu/contracts';
import { seminars } from '../../db/schema/index';

/** The seminar columns the status derives from: the table's, or an alias's (`alias(seminars, 's')`). */
export interface StatusColumns {
  status: AnyPgColumn;
  startDate: AnyPgColumn;
}

const table: StatusColumns = { status: seminars.status, startDate: seminars.startDate };

/** Today (`YYYY-MM-DD`, Berlin), or a placeholder for it in a statement compiled once. */
export type Today = string | Placeholder;

/** `startDatePassed()`: the start date lies before today (no start date has not passed). */
export function startDatePassedSql(today: Today, c: StatusColumns = table): SQL {
  return lt(c.startDate, today);
}

/** `!startDatePassed()`: no start date yet, or today or later. */
export function startDateNotPassedSql(today: Today, c: StatusColumns = table): SQL {
  return or(isNull(c.startDate), gte(c.startDate, today))!;
}

/** `displayStatus() === 'expired'`: online or paused, and the start date has passed. */
export function expiredSql(today: Today, c: StatusColumns = table): SQL {
  return and(inArray(c.status, ['online', 'paused']), startDatePassedSql(today, c))!;
}

/** `displayStatus() === status`: online and paused only while the start date has not passed. */
export function displayStatusSql(status: SeminarStatus, today: Today, c: StatusColumns = table): SQL {
  if (status === 'expired') return expiredSql(today, c);
  if (status === 'online' || status === 'paused') return and(eq(c.status, status), startDateNotPassedSql(today, c))!;
  return eq(c.status, status);
}

/** Public: online with a start date of today or later (DESIGN §6: the start date decides expiry). */
export function publicSql(today: Today, c: StatusColumns = table): SQL {
  return and(eq(c.status, 'online'), gte(c.startDate, today))!;
}
