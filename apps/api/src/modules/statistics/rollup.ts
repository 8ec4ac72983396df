/**
 * The statistics rollup: raw events → daily counters per seminar and per provider, then
 * retention. One transaction under an advisory lock, and every touched day is recomputed from
 * the raw events (upsert of absolute counts, never increments): re-running gives the same
 * counters, and a crash mid-way rolls back to the previous state — nothing lost, nothing doubled.
 * Days are recomputed from the day of the last watermark (minus a margin for late commits) to
 * today; raw rows are deleted only once older than the retention and before that window.
 */
import { eq, sql } from 'drizzle-orm';
import { TIME_ZONE, addDaysIso, shiftDays, todayIso } from '@bu/contracts';
import { rowsOf } from '../../db/rows';
import type { Executor, Tx } from '../../db/client';
import { statEvents, statRollupState } from '../../db/schema/index';

/** Events may commit a little after their `occurred_at`; the window reaches this far back. */
const LATE_COMMIT_MARGIN_MS = 60 * 60_000;
const ROLLUP_LOCK = 74_208;
export const ROLLUP_JOB = 'statistics.rollup';

const berlinDay = (at: Date) => todayIso(at, TIME_ZONE);
const dayStart = (day: string) => sql`((${day}::date)::timestamp at time zone ${TIME_ZONE})`;

export interface RollupOptions {
  now: Date;
  retentionDays: number;
  /** Test hook: runs after the counters are written, inside the transaction (a throw = a crash). */
  beforeCommit?: (tx: Tx) => Promise<void>;
}

export interface RollupResult {
  fromDay: string | null;
  toDay: string;
  deleted: number;
}

export async function rollup(db: Executor, options: RollupOptions): Promise<RollupResult> {
  const { now } = options;
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${ROLLUP_LOCK})`);
    const [state] = await tx.select().from(statRollupState).where(eq(statRollupState.id, 1));
    let since: Date | null = state ? new Date(state.rolledUpTo.getTime() - LATE_COMMIT_MARGIN_MS) : null;
    if (!since) {
      const [first] = await tx.select({ at: sql<string | null>`min(${statEvents.occurredAt})` }).from(statEvents);
      since = first?.at ? new Date(first.at) : null;
    }
    const toDay = berlinDay(now);
    const fromDay = since ? berlinDay(since) : null;

    if (fromDay) {
      const window = sql`e.occurred_at >= ${dayStart(fromDay)} and e.occurred_at < ${dayStart(addDaysIso(toDay, 1))} and e.occurred_at <= ${now}`;
      const count = (type: string) => sql.raw(`count(*) filter (where e.type = '${type}')::int`);
      await tx.execute(sql`
        insert into stat_daily_seminar (seminar_id, day, provider_id, impressions, seminar_views, message_clicks, phone_clicks, website_clicks, more_info_clicks)
        select e.seminar_id, (e.occurred_at at time zone ${TIME_ZONE})::date, min(e.provider_id::text)::uuid,
          ${count('impression')}, ${count('seminar_view')}, ${count('message_click')},
          ${count('phone_click')}, ${count('website_click')}, ${count('more_info_click')}
        from stat_events e
        where ${window} and e.seminar_id is not null and exists (select 1 from seminars s where s.id = e.seminar_id)
        group by 1, 2
        on conflict (seminar_id, day) do update set
          impressions = excluded.impressions, seminar_views = excluded.seminar_views,
          message_clicks = excluded.message_clicks, phone_clicks = excluded.phone_clicks,
          website_clicks = excluded.website_clicks, more_info_clicks = excluded.more_info_clicks`);
      await tx.execute(sql`
        insert into stat_daily_provider (provider_id, day, profile_views)
        select e.provider_id, (e.occurred_at at time zone ${TIME_ZONE})::date, count(*)::int
        from stat_events e
        where ${window} and e.type = 'profile_view' and exists (select 1 from providers p where p.id = e.provider_id)
        group by 1, 2
        on conflict (provider_id, day) do update set profile_views = excluded.profile_views`);
    }

    // Retention: only rows before the window just recomputed (so already rolled up) and past the retention age.
    const retentionEdge = shiftDays(now, -options.retentionDays);
    const windowStart = fromDay ? sql`${dayStart(fromDay)}` : sql`${now}`;
    const deleted = await tx.execute(
      sql`delete from stat_events where occurred_at < ${retentionEdge} and occurred_at < ${windowStart} returning 1`,
    );

    await tx
      .insert(statRollupState)
      .values({ id: 1, rolledUpTo: now, updatedAt: now, retainedFrom: retentionEdge, runs: 1 })
      .onConflictDoUpdate({
        target: statRollupState.id,
        set: { rolledUpTo: now, updatedAt: now, retainedFrom: retentionEdge, runs: sql`${statRollupState.runs} + 1` },
      });
    if (options.beforeCommit) await options.beforeCommit(tx);
    return { fromDay, toDay, deleted: rowsOf(deleted).length };
  });
}

/** The cron expression of an interval in seconds (whole minutes; hours above 59 minutes). */
export function rollupCron(intervalSeconds: number): string {
  const minutes = Math.max(1, Math.round(intervalSeconds / 60));
  if (minutes < 60) return `*/${minutes} * * * *`;
  const hours = Math.min(24, Math.round(minutes / 60));
  return hours >= 24 ? '0 3 * * *' : `0 */${hours} * * *`;
}
