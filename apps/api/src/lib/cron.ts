/**
 * A cron expression for "every N seconds" as pg-boss schedules take it (whole minutes): every
 * few minutes below an hour, every few hours below a day, else daily at 03:00.
 */
export function intervalCron(intervalSeconds: number): string {
  const minutes = Math.max(1, Math.round(intervalSeconds / 60));
  if (minutes < 60) return `*/${minutes} * * * *`;
  const hours = Math.min(24, Math.round(minutes / 60));
  return hours >= 24 ? '0 3 * * *' : `0 */${hours} * * *`;
}
