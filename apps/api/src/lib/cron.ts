/**
 * "Every N seconds" on pg-boss, whose schedules are cron expressions of whole minutes. Cron says
 * an interval evenly only where it divides the hour (minutes) or the day (hours): a step of 50
 * minutes fires at :00 and :50, ten minutes and fifty apart, and a step of 5 hours at 20:00 and
 * 00:00, four hours apart.
 * Such an interval is ticked every minute instead, and each tick runs the job only in a slot of
 * its own: the slots are the interval's multiples since the Unix epoch, and the jobs plugin keeps
 * the last slot that ran per job in the database (`job_interval_runs`), across processes and
 * restarts. So 3000 s runs every 50 minutes, on the minute.
 */

export interface IntervalSchedule {
  /** The pg-boss cron expression (Berlin time). */
  cron: string;
  /** Null: the cron runs the job at the interval itself; else ticks run it once per slot of these seconds. */
  slotSeconds: number | null;
}

export function intervalSchedule(intervalSeconds: number): IntervalSchedule {
  const seconds = Math.max(60, Math.round(intervalSeconds));
  if (seconds % 60 === 0) {
    const minutes = seconds / 60;
    if (minutes < 60 && 60 % minutes === 0) {
      return { cron: minutes === 1 ? '* * * * *' : `*/${minutes} * * * *`, slotSeconds: null };
    }
    if (minutes % 60 === 0) {
      const hours = minutes / 60;
      // A day: once, in the quiet of the night.
      if (hours === 24) return { cron: '0 3 * * *', slotSeconds: null };
      if (hours < 24 && 24 % hours === 0) return { cron: `0 */${hours} * * *`, slotSeconds: null };
    }
  }
  return { cron: '* * * * *', slotSeconds: seconds };
}

/** The slot (of `slotSeconds`, counted from the Unix epoch) an instant falls in. */
export const slotOf = (at: Date, slotSeconds: number): number => Math.floor(at.getTime() / 1000 / slotSeconds);
