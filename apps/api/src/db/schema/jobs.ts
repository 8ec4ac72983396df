/**
 * The background jobs' own state beside pg-boss's: per job run at an interval that cron cannot
 * say evenly, the last slot of the interval it ran in (lib/cron.ts, plugins/jobs.ts's `every`).
 */
import { bigint, pgTable, text } from 'drizzle-orm/pg-core';

export const jobIntervalRuns = pgTable('job_interval_runs', {
  name: text('name').primaryKey(),
  /** The interval's slots counted from the Unix epoch: floor(epoch seconds / interval). */
  slot: bigint('slot', { mode: 'number' }).notNull(),
});
