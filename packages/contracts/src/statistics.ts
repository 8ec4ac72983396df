/**
 * Provider statistics (seed §3 Statistics, §9 "up to 48 hours delay"; DESIGN §8a): the query
 * and answer of GET /statistics and its CSV export. Figures come from the daily counters the
 * rollup job builds out of marketplace events; inquiries come from the leads table.
 */
import { z } from 'zod';
import { seminarStatuses } from './seminar-constants';

/** Longest range one statistics call may cover (days, both ends included). */
export const STATISTICS_MAX_RANGE_DAYS = 366;
/** A category benchmark needs seminars of at least this many other providers. */
export const BENCHMARK_MIN_PROVIDERS = 5;
export const STATISTICS_DELAY_HOURS = 48;
export const statisticsPresets = ['7', '30', '90', 'year', 'custom'] as const;
export type StatisticsPreset = (typeof statisticsPresets)[number];
export const STATISTICS_DEFAULT_PRESET: StatisticsPreset = '30';

/** The figures every card, series day and table row carries, in display order. */
export const statisticsMetrics = [
  'impressions',
  'seminarViews',
  'messageClicks',
  'phoneClicks',
  'websiteClicks',
  'moreInfoClicks',
  'profileViews',
  'inquiries',
  'conversionRate',
] as const;
export type StatisticsMetric = (typeof statisticsMetrics)[number];

const isoDay = z.iso.date({ error: 'invalid' });

export const statisticsQuerySchema = z.object({
  from: isoDay,
  to: isoDay,
  seminarId: z.uuid({ error: 'invalid' }).optional(),
  token: z.string().optional(),
});
export type StatisticsQuery = z.infer<typeof statisticsQuerySchema>;

const figures = {
  impressions: z.number(),
  seminarViews: z.number(),
  messageClicks: z.number(),
  phoneClicks: z.number(),
  websiteClicks: z.number(),
  moreInfoClicks: z.number(),
  profileViews: z.number(),
  inquiries: z.number(),
  /** Inquiries ÷ seminar views (0–1); 0 without views. */
  conversionRate: z.number(),
};
export const statisticsFiguresSchema = z.object(figures);
export type StatisticsFigures = z.infer<typeof statisticsFiguresSchema>;

export const statisticsResponseSchema = z.object({
  success: z.literal(true),
  from: z.string(),
  to: z.string(),
  /** When the counters were last rolled up (null before the first rollup). */
  updatedAt: z.string().nullable(),
  totals: statisticsFiguresSchema,
  previous: statisticsFiguresSchema,
  series: z.array(statisticsFiguresSchema.extend({ day: z.string() })),
  seminars: z.array(
    statisticsFiguresSchema.extend({ seminarId: z.string(), title: z.string(), status: z.enum(seminarStatuses) }),
  ),
  seminarCounts: z.object({ new: z.number(), expired: z.number(), visible: z.number() }),
  /**
   * Events of the range held as suspicious and not counted: beyond a seminar's hourly ceiling
   * (SEMINAR_HOURLY_CEILING), an unusual burst against its own history.
   */
  suspiciousEvents: z.number(),
  /** Medians of the other providers' seminars in the same categories, or null under BENCHMARK_MIN_PROVIDERS of them. */
  benchmark: statisticsFiguresSchema.nullable(),
});
export type StatisticsResponse = z.infer<typeof statisticsResponseSchema>;

/** Rate of a over b, 0 when b is 0. */
export const conversionRate = (inquiries: number, views: number) => (views > 0 ? inquiries / views : 0);

/** POST /dev/statistics/rollup (outside production): the day the rollup ran up to. */
export const statisticsRollupResponseSchema = z.object({ success: z.literal(true), toDay: z.string() });
