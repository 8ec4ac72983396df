/**
 * The statistics screen's period maths as pure functions (ADR 023, after Plausible's
 * dashboard-state): the range a URL asks for, whether it is valid, the change against the
 * previous period, and which chart points are an incomplete day (today) to draw dashed.
 */
import {
  STATISTICS_DEFAULT_PRESET,
  STATISTICS_MAX_RANGE_DAYS,
  addDaysIso,
  dayCountIso,
  todayIso,
  type StatisticsPreset,
} from '@bu/contracts';

export interface StatisticsPeriod {
  preset: StatisticsPreset;
  from: string;
  to: string;
}

/**
 * The range asked for: a preset's days up to yesterday, or `custom` with both from and to (else
 * the default). Ranges end yesterday because today is incomplete: compared with a full day of
 * the previous period it would always look like a drop. A custom range may include today (to see
 * today's first figures); the chart then draws today dashed.
 */
export function resolvePeriod(
  { range, from, to }: { range: StatisticsPreset; from?: string; to?: string },
  today = todayIso(),
): StatisticsPeriod {
  const yesterday = addDaysIso(today, -1);
  if (range === 'custom' && from && to) return { preset: range, from, to };
  // On 1 January "this year" has no full day yet: the year just ended.
  if (range === 'year') return { preset: range, from: `${yesterday.slice(0, 4)}-01-01`, to: yesterday };
  const preset = range === 'custom' ? STATISTICS_DEFAULT_PRESET : range;
  return { preset, from: addDaysIso(yesterday, -(Number(preset) - 1)), to: yesterday };
}

/** Why a custom range cannot be asked for, as a text key of `statistics.range`; null when it can. */
export function periodError({ preset, from, to }: StatisticsPeriod): 'reversed' | 'tooLong' | null {
  if (preset !== 'custom') return null;
  if (from > to) return 'reversed';
  return dayCountIso(from, to) > STATISTICS_MAX_RANGE_DAYS ? 'tooLong' : null;
}

/** How the range relates to today: ends yesterday (all days complete) or includes today. */
export function periodEnd({ to }: Pick<StatisticsPeriod, 'to'>, today = todayIso()) {
  return { endsYesterday: to === addDaysIso(today, -1), includesToday: to >= today };
}

/**
 * The change against the previous period as a share (0.5 = +50 %); 0 when both are 0, null when
 * only the previous period was 0 (a change from nothing is "new", not infinite).
 */
export function periodChange(current: number, previous: number): number | null {
  if (previous === 0) return current === 0 ? 0 : null;
  return (current - previous) / previous;
}

export interface ChartPoint {
  day: string;
  /** The value on complete days, null on the incomplete one. */
  complete: number | null;
  /** The value on the incomplete day and on the last complete day before it (so the dashed line joins the solid one); null elsewhere. */
  incomplete: number | null;
}

/**
 * Splits a daily series into the solid line of complete days and the dashed line to today,
 * which is incomplete. Without today in the series every point is complete.
 */
export function chartPoints(series: { day: string; value: number }[], today = todayIso()): ChartPoint[] {
  const todayIndex = series.findIndex((p) => p.day >= today);
  return series.map((p, i) => {
    const isIncomplete = todayIndex !== -1 && i >= todayIndex;
    const joinsDashed = todayIndex !== -1 && i === todayIndex - 1;
    return {
      day: p.day,
      complete: isIncomplete ? null : p.value,
      incomplete: isIncomplete || joinsDashed ? p.value : null,
    };
  });
}
