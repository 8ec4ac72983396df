/**
 * The statistics rollup: the stored events counted per day, type and target (stat_event_counts,
 * written by the event sink, ADR 054) → daily counters per seminar and per provider, then
 * retention. One transaction under an advisory lock, and every touched day is recomputed from
 * the counts (upsert of absolute counts, never increments): re-running gives the same counters,
 * and a crash mid-way rolls back to the previous state — nothing lost, nothing doubled.
 * Days are recomputed from the day of the last watermark (minus a margin for late commits) to
 * today; counts are deleted only once their day is older than the retention and before that
 * window. Events held as suspicious (above their seminar's hourly ceiling) are not counted.
 * Today's visitors (stat_visitors) of earlier days are deleted: their salt is gone.
 */
import { eq, lt, sql } from 'drizzle-orm';
import { TIME_ZONE, shiftDays, todayIso } from '@bu/contracts';
import { rowsOf } from '../../db/rows';
import type { Executor, Tx } from '../../db/client';
import { statEventCounts, statHourlySeminar, statRollupState, statVisitors } from '../../db/schema/index';

/** Events may commit a little after their day began; the window reaches this far back. */
const LATE_COMMIT_MARGIN_MS = 60 * 60_000;
const ROLLUP_LOCK = 74_208;
export const ROLLUP_JOB = 'statistics.rollup';

const berlinDay = (at: Date) => todayIso(at, TIME_ZONE);

export interface RollupOptions {
  now: Date;
  retentionDays: number;
  /** Test hook: runs after the counters are written, inside the transaction (a throw = a crash). */
  beforeCommit?: (tx: Tx) => Promise<void>;
}

export interface RollupResult {
  fromDay: string | null;
  toDay: string;
  /** Rows of counts (a day, type and target each) deleted by retention. */
  deleted: number;
}

export async function rollup(db: Executor, options: RollupOptions): Promise<RollupResult> {
  const { now } = options;
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${ROLLUP_LOCK})`);
    const [state] = await tx.select().from(statRollupState).where(eq(statRollupState.id, 1));
    const toDay = berlinDay(now);
    let fromDay = state ? berlinDay(new Date(state.rolledUpTo.getTime() - LATE_COMMIT_MARGIN_MS)) : null;
    if (!state) {
      const [first] = await tx
        .select({ day: sql<string | null>`min(${statEventCounts.day})::text` })
        .from(statEventCounts);
      fromDay = first?.day ?? null;
    }

    if (fromDay) {
      // Only what was counted: a day whose events were all held gets no row, as if none came.
      const window = sql`c.day between ${fromDay}::date and ${toDay}::date and c.counted > 0`;
      const sum = (type: string) => sql.raw(`coalesce(sum(c.counted) filter (where c.type = '${type}'), 0)::int`);
      await tx.execute(sql`
        insert into stat_daily_seminar (seminar_id, day, provider_id, impressions, seminar_views, message_clicks, phone_clicks, website_clicks, more_info_clicks)
        select c.target_id, c.day, min(c.provider_id::text)::uuid,
          ${sum('impression')}, ${sum('seminar_view')}, ${sum('message_click')},
          ${sum('phone_click')}, ${sum('website_click')}, ${sum('more_info_click')}
        from stat_event_counts c
        where ${window} and c.type <> 'profile_view' and exists (select 1 from seminars s where s.id = c.target_id)
        group by 1, 2
        on conflict (seminar_id, day) do update set
          impressions = excluded.impressions, seminar_views = excluded.seminar_views,
          message_clicks = excluded.message_clicks, phone_clicks = excluded.phone_clicks,
          website_clicks = excluded.website_clicks, more_info_clicks = excluded.more_info_clicks`);
      await tx.execute(sql`
        insert into stat_daily_provider (provider_id, day, profile_views)
        select c.target_id, c.day, sum(c.counted)::int
        from stat_event_counts c
        where ${window} and c.type = 'profile_view' and exists (select 1 from providers p where p.id = c.target_id)
        group by 1, 2
        on conflict (provider_id, day) do update set profile_views = excluded.profile_views`);
    }

    // Retention: only days before the window just recomputed (so already rolled up) and past the retention age.
    const retentionEdge = shiftDays(now, -options.retentionDays);
    const keepFrom = [berlinDay(retentionEdge), fromDay ?? toDay].sort()[0]!;
    const deleted = await tx.execute(sql`delete from stat_event_counts where day < ${keepFrom}::date returning 1`);
    // Visitors of earlier days: nothing reads them once their salt is gone (docs/privacy.md).
    await tx.delete(statVisitors).where(lt(statVisitors.day, toDay));

    await tx.delete(statHourlySeminar).where(lt(statHourlySeminar.hour, retentionEdge));
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
