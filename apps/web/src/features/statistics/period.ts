/**
 * The statistics screen's state maths as pure functions (ADR 023, after Plausible's
 * dashboard-state): the range a URL asks for and what choosing a preset writes there, whether a
 * range is valid, the change against the previous period and its direction, one figure's day
 * buckets and which of them is an incomplete day (today) to draw dashed, whether a period had
 * any visitors, the benchmark comparison and the per-seminar table's order. The page only renders.
 */
import {
  STATISTICS_DEFAULT_PRESET,
  STATISTICS_MAX_RANGE_DAYS,
  addDaysIso,
  dayCountIso,
  statisticsMetrics,
  todayIso,
  type StatisticsMetric,
  type StatisticsPreset,
  type StatisticsResponse,
} from '@bu/contracts';
import { parseListParams, type ListParams } from '../../lib/list-params';
import { statisticsUrlSchema, type StatisticsParams } from './api';

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

export type StatisticsRange = StatisticsParams & { preset: StatisticsPreset };

/** The range and seminar filter of the URL's parameters. */
export function resolveStatisticsRange(
  { seminarId, ...range }: ListParams<typeof statisticsUrlSchema>,
  today = todayIso(),
): StatisticsRange {
  return { ...resolvePeriod(range, today), seminarId };
}

/** The range and filter from a URL query (each key checked by the contracts' schema). */
export const readStatisticsParams = (params: URLSearchParams, today = todayIso()): StatisticsRange =>
  resolveStatisticsRange(parseListParams(statisticsUrlSchema, params), today);

/**
 * What choosing a preset writes into the URL: a custom range starts from the range on screen
 * (then the dates are edited); any other preset needs no dates.
 */
export function presetChanges(preset: StatisticsPreset, shown: Pick<StatisticsPeriod, 'from' | 'to'>) {
  return preset === 'custom'
    ? { range: preset, from: shown.from, to: shown.to }
    : { range: preset, from: null, to: null };
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

/**
 * Which way each figure should move. Every figure here is better when it grows; a figure such as
 * cancellations would be `fewer`. A Record, so a new figure cannot be added without saying.
 */
export const metricGoals: Record<StatisticsMetric, 'more' | 'fewer'> = {
  impressions: 'more',
  seminarViews: 'more',
  messageClicks: 'more',
  phoneClicks: 'more',
  websiteClicks: 'more',
  moreInfoClicks: 'more',
  profileViews: 'more',
  inquiries: 'more',
  conversionRate: 'more',
};

/**
 * The colour word of a change: good when the figure moved the way it should (a rise of what
 * should grow, a drop of what should shrink), bad the other way, flat without change. A change
 * from nothing ("new") counts as a rise.
 */
export function changeTone(change: number | null, goal: 'more' | 'fewer'): 'good' | 'bad' | 'flat' {
  if (change === 0) return 'flat';
  const rose = change === null || change > 0;
  return rose === (goal === 'more') ? 'good' : 'bad';
}

/** One figure's daily buckets, as the chart takes them. */
export const metricSeries = (series: StatisticsResponse['series'], metric: StatisticsMetric) =>
  series.map((d) => ({ day: d.day, value: d[metric] }));

/** True when no day of the period has any figure: nobody has seen a seminar yet. */
export const isEmptyPeriod = (series: StatisticsResponse['series']) =>
  series.every((d) => statisticsMetrics.every((m) => d[m] === 0));

/**
 * The provider's value to hold against the category median: conversion rate and profile views
 * are per provider, the other figures per seminar with any impression or view in the period.
 */
export function benchmarkComparison(data: Pick<StatisticsResponse, 'totals' | 'seminars'>, metric: StatisticsMetric) {
  const perProvider = metric === 'conversionRate' || metric === 'profileViews';
  const activeSeminars = data.seminars.filter((s) => s.impressions + s.seminarViews > 0).length || 1;
  const value = data.totals[metric];
  return { perProvider, yours: perProvider ? value : value / activeSeminars };
}

export type SeminarSortKey = 'title' | Exclude<StatisticsMetric, 'profileViews'>;
export interface SeminarSort {
  key: SeminarSortKey;
  dir: 'asc' | 'desc';
}

/** The per-seminar table's rows in the chosen order (titles by the UI language's collation). */
export function sortSeminarRows<Row extends StatisticsResponse['seminars'][number]>(
  rows: readonly Row[],
  { key, dir }: SeminarSort,
  language: string,
): Row[] {
  const collator = new Intl.Collator(language);
  const sorted = [...rows].sort((a, b) => (key === 'title' ? collator.compare(a.title, b.title) : a[key] - b[key]));
  return dir === 'asc' ? sorted : sorted.reverse();
}

/** The next order after a click on a column: the same column turns round; a new one starts A–Z or largest first. */
export function nextSeminarSort(sort: SeminarSort, key: SeminarSortKey): SeminarSort {
  if (sort.key === key) return { key, dir: sort.dir === 'asc' ? 'desc' : 'asc' };
  return { key, dir: key === 'title' ? 'asc' : 'desc' };
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
