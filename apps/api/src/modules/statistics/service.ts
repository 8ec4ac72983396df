/**
 * GET /statistics and its CSV export: a provider's figures for a date range (and optionally one
 * seminar) out of the daily counters, inquiries out of the leads table, the previous period of
 * equal length, a daily series, a per-seminar breakdown, seminar counts and the category
 * benchmark (medians over the other providers' seminars in the same categories, withheld unless
 * at least BENCHMARK_MIN_PROVIDERS other providers contribute). Only the caller's provider is visible.
 */
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import { LRUCache } from 'lru-cache';
import {
  BENCHMARK_MIN_PROVIDERS,
  TIME_ZONE,
  STATISTICS_MAX_RANGE_DAYS,
  addDaysIso,
  addMonthsIso,
  conversionRate,
  dayCountIso,
  daysBetweenIso,
  displayStatus,
  eachDayIso,
  formatDecimal,
  monthBoundsIso,
  monthOfIso,
  statisticsMetrics,
  textsIn,
  type Language,
  type StatisticsFigures,
  type SeminarStatus,
  type StatisticsQuery,
  type StoredSeminarStatus,
  type StatisticsResponse,
} from '@bu/contracts';
import { seminars, statRollupState } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { neutralizeFormula, translatedCsv } from '../../lib/csv';
import { isUuid } from '../../lib/validation';
import { expiredSql, publicSql } from '../seminars';
import { preparedRows } from '../../db/prepared';
import { rowsOf } from '../../db/rows';
import { servicePlugin } from '../../plugins/service';

/** `seminars s` of the raw statements, for the shared status conditions. */
const seminarAlias = alias(seminars, 's');

type Counts = Omit<StatisticsFigures, 'conversionRate'>;
/** The counters of a seminar's day (stat_daily_seminar); a provider's day (stat_daily_provider) adds its profile views. */
const seminarKeys = [
  'impressions',
  'seminarViews',
  'messageClicks',
  'phoneClicks',
  'websiteClicks',
  'moreInfoClicks',
] as const;
const dayKeys = ['profileViews', ...seminarKeys] as const;
type DayKey = (typeof dayKeys)[number];
const counted = [...dayKeys, 'inquiries'] as const;

const zero = (): Counts => ({
  impressions: 0,
  seminarViews: 0,
  messageClicks: 0,
  phoneClicks: 0,
  websiteClicks: 0,
  moreInfoClicks: 0,
  profileViews: 0,
  inquiries: 0,
});
/**
 * The figures with their rate, in one literal in the schema's key order (plain-json.ts sends them
 * as built); a day of the series and a row of the seminar table add their own keys after them. A
 * year lists up to a provider's every seminar: copying each row's figures with spread cost more
 * than reading them.
 */
const withRate = (c: Counts): StatisticsFigures => ({
  impressions: c.impressions,
  seminarViews: c.seminarViews,
  messageClicks: c.messageClicks,
  phoneClicks: c.phoneClicks,
  websiteClicks: c.websiteClicks,
  moreInfoClicks: c.moreInfoClicks,
  profileViews: c.profileViews,
  inquiries: c.inquiries,
  conversionRate: conversionRate(c.inquiries, c.seminarViews),
});
function add(into: Counts, from: Counts) {
  for (const key of counted) into[key] += from[key];
}
const dayFigures = (c: Counts, day: string) => Object.assign(withRate(c), { day });
const seminarFigures = (c: Counts, seminarId: string, title: string, status: SeminarStatus) =>
  Object.assign(withRate(c), { seminarId, title, status });

/** The counters of the daily tables: their key in the answer and their column. */
const counterColumns: Record<DayKey, string> = {
  impressions: 'impressions',
  seminarViews: 'seminar_views',
  messageClicks: 'message_clicks',
  phoneClicks: 'phone_clicks',
  websiteClicks: 'website_clicks',
  moreInfoClicks: 'more_info_clicks',
  profileViews: 'profile_views',
};

const dayStart = (day: string) => sql`((${day}::date)::timestamp at time zone ${TIME_ZONE})`;
/**
 * A seminar's counters of alias `d` as their columns, negated with `sign` '-' (days a month row
 * holds that a range leaves out, subtracted from it), and as their sums under their answer's keys.
 */
const seminarColumns = (sign: '' | '-' = '') =>
  sql.raw(
    ['d.seminar_id', ...seminarKeys.map((key) => `${sign}d.${counterColumns[key]} as ${counterColumns[key]}`)].join(
      ', ',
    ),
  );
const seminarSums = sql.join(
  seminarKeys.map((key) => sql`sum(d.${sql.identifier(counterColumns[key])})::int as ${sql.identifier(key)}`),
  sql`, `,
);

/**
 * The counters of [from, to] summed per seminar, for the seminars `where` selects (alias `d`), as
 * a row source of (seminar_id, counters). stat_monthly_seminar holds each month's sum of its day
 * rows (kept equal by triggers, migration 0010), so each month the range touches is read the
 * cheaper way: its day rows inside the range, or its month row less its day rows outside the
 * range. A month in the middle is one row a seminar; a month the range cuts is at most about
 * half a month of day rows (the 2nd to the 31st is the month less its 1st). Days after today have
 * no counts, so a range ending today takes its month whole. A year reads ~13 rows a seminar
 * instead of 365, and never more than ~15 day rows at either end.
 */
function periodSums(where: SQL, from: string, to: string, today: string): SQL {
  const days = (a: string, b: string, sign: '' | '-' = '') =>
    sql`select ${seminarColumns(sign)} from stat_daily_seminar d where ${where} and d.day between ${a} and ${b}`;
  const parts: SQL[] = [];
  const wholeMonths: string[] = [];
  for (let month = monthOfIso(from); month <= monthOfIso(to); month = addMonthsIso(month, 1)) {
    const { first: monthStart, last: monthEnd } = monthBoundsIso(month);
    const [first, last] = [from > monthStart ? from : monthStart, to < monthEnd ? to : monthEnd];
    // The month's last day with counts: nothing is counted after today.
    const lastCounted = monthEnd < today ? monthEnd : today;
    const before = daysBetweenIso(monthStart, first);
    const after = Math.max(0, daysBetweenIso(last, lastCounted));
    if (1 + before + after >= dayCountIso(first, last)) {
      parts.push(days(first, last));
      continue;
    }
    wholeMonths.push(monthStart);
    if (before > 0) parts.push(days(monthStart, addDaysIso(first, -1), '-'));
    if (after > 0) parts.push(days(addDaysIso(last, 1), lastCounted, '-'));
  }
  // The months taken whole are consecutive (only the first and the last can be cut).
  if (wholeMonths.length)
    parts.push(
      sql`select ${seminarColumns()} from stat_monthly_seminar d where ${where} and d.month between ${wholeMonths[0]} and ${wholeMonths.at(-1)}`,
    );
  // Summed before any join: a join first and a grouping after sorted every row of the year.
  return sql`select d.seminar_id, ${seminarSums} from (${sql.join(parts, sql` union all `)}) d group by d.seminar_id`;
}

/** A seminar's figures in the benchmark sample (its provider named, so the caller's own are left out). */
interface PeerSeminar extends Omit<Counts, 'profileViews'> {
  providerId: string;
  /** Inquiries ÷ seminar views; null without views. */
  rate: number | null;
}

/** The per-seminar and per-provider figures of a category set: shared by every provider of those categories. */
interface BenchmarkSample {
  seminars: PeerSeminar[];
  profileViews: { providerId: string; views: number }[];
}

/** The median as percentile_cont(0.5) computes it (mean of the two middle values); 0 when empty. */
function median(values: number[]): number {
  if (!values.length) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/**
 * The benchmark a provider sees: medians over the seminars of the *other* providers in the
 * sample (its own seminars are not its competitors), or null unless at least
 * BENCHMARK_MIN_PROVIDERS other providers contribute.
 */
function benchmarkFor(sample: BenchmarkSample, providerId: string): StatisticsFigures | null {
  const others = sample.seminars.filter((s) => s.providerId !== providerId);
  if (new Set(others.map((s) => s.providerId)).size < BENCHMARK_MIN_PROVIDERS) return null;
  const of = (key: keyof Omit<Counts, 'profileViews'>) => median(others.map((s) => s[key]));
  return {
    impressions: of('impressions'),
    seminarViews: of('seminarViews'),
    messageClicks: of('messageClicks'),
    phoneClicks: of('phoneClicks'),
    websiteClicks: of('websiteClicks'),
    moreInfoClicks: of('moreInfoClicks'),
    profileViews: median(sample.profileViews.filter((p) => p.providerId !== providerId).map((p) => p.views)),
    inquiries: of('inquiries'),
    conversionRate: median(others.flatMap((s) => (s.rate === null ? [] : [s.rate]))),
  };
}

/**
 * The benchmark reads a fixed pseudo-random sample of the seminars in the categories (stable
 * across requests): a median over 500 seminars is as telling as over all, and a year of daily
 * rows of a large category stays a bounded read (ADR 010).
 */
const BENCHMARK_SAMPLE_SEMINARS = 500;

/** The figures of the export's seminar rows, in display order (a seminar has no profile views). */
const csvFigures = statisticsMetrics.filter((metric) => metric !== 'profileViews');

function createStatisticsService(app: FastifyInstance) {
  const { db } = app;
  // Medians only change with a rollup (or a new inquiry); one computation serves every provider of the same categories.
  // The promise is cached, so concurrent requests for the same key share one computation.
  const benchmarks = new LRUCache<string, Promise<BenchmarkSample>>({ max: 500, ttl: 10 * 60_000 });

  // A provider's medians, computed once per sample (nine sorts of up to 500 figures each).
  const providerBenchmarks = new WeakMap<BenchmarkSample, Map<string, StatisticsFigures | null>>();
  function providerBenchmark(sample: BenchmarkSample, providerId: string): StatisticsFigures | null {
    let byProvider = providerBenchmarks.get(sample);
    if (!byProvider) providerBenchmarks.set(sample, (byProvider = new Map()));
    let figures = byProvider.get(providerId);
    if (figures === undefined) byProvider.set(providerId, (figures = benchmarkFor(sample, providerId)));
    return figures;
  }

  // The days of a range, kept for the ranges asked for (the presets end today for every provider).
  const dayLists = new LRUCache<string, string[]>({ max: 64 });
  function daysOf(from: string, to: string): string[] {
    const key = `${from}|${to}`;
    let days = dayLists.get(key);
    if (!days) dayLists.set(key, (days = eachDayIso(from, to)));
    return days;
  }

  function checkRange(from: string, to: string) {
    if (from > to) throw new AppError('VALIDATION_FAILED', { fieldErrors: { from: 'invalid' } });
    if (dayCountIso(from, to) > STATISTICS_MAX_RANGE_DAYS)
      throw new AppError('VALIDATION_FAILED', { fieldErrors: { to: 'invalid' } });
  }

  function benchmarkOf(
    categoryIds: number[],
    from: string,
    to: string,
    updatedAt: string | null,
  ): Promise<BenchmarkSample> {
    const today = app.today();
    const key = `${categoryIds.join(',')}|${from}|${to}|${today}|${updatedAt}`;
    let pending = benchmarks.get(key);
    if (!pending) {
      pending = computeBenchmark(categoryIds, from, to, today);
      benchmarks.set(key, pending);
      pending.catch(() => benchmarks.delete(key));
    }
    return pending;
  }

  async function computeBenchmark(
    categoryIds: number[],
    from: string,
    to: string,
    today: string,
  ): Promise<BenchmarkSample> {
    const cats = sql.join(
      categoryIds.map((c) => sql`${c}`),
      sql`, `,
    );
    const [row] = rowsOf<{ seminars: PeerSeminar[] | null; profileViews: BenchmarkSample['profileViews'] | null }>(
      await db.execute(sql`
        with peers as (
          select s.id, s.provider_id from seminars s where s.category_id in (${cats})
          order by md5(s.id::text) limit ${BENCHMARK_SAMPLE_SEMINARS}
        ),
        per as (
          select d.*, p.provider_id
          from (${periodSums(sql`d.seminar_id in (select id from peers)`, from, to, today)}) d join peers p on p.id = d.seminar_id
        ),
        inq as (
          select l.seminar_id, count(*)::int as n from leads l
          where l.source in ('inquiry', 'widget') and l.created_at >= ${dayStart(from)} and l.created_at < ${dayStart(addDaysIso(to, 1))}
            and l.seminar_id in (select seminar_id from per)
          group by l.seminar_id
        ),
        rows as (
          select per.*, coalesce(inq.n, 0) as inquiries,
            case when per."seminarViews" > 0 then coalesce(inq.n, 0)::float8 / per."seminarViews" end as rate
          from per left join inq on inq.seminar_id = per.seminar_id
        ),
        profiles as (
          select v.provider_id, sum(v.profile_views)::int as views from stat_daily_provider v
          where v.provider_id in (select provider_id from per) and v.day between ${from} and ${to}
          group by v.provider_id
        )
        select
          (select json_agg(json_build_object(
            'providerId', provider_id, 'impressions', "impressions", 'seminarViews', "seminarViews",
            'messageClicks', "messageClicks", 'phoneClicks', "phoneClicks", 'websiteClicks', "websiteClicks",
            'moreInfoClicks', "moreInfoClicks", 'inquiries', inquiries, 'rate', rate)) from rows) as "seminars",
          (select json_agg(json_build_object('providerId', provider_id, 'views', views)) from profiles) as "profileViews"`),
    );
    return { seminars: row?.seminars ?? [], profileViews: row?.profileViews ?? [] };
  }

  /**
   * `rollupStamp` is the last rollup's time as read with the session (plugins/auth.ts): GET
   * /statistics keys its cached answer by it, and the answer says the same.
   */
  async function statistics(
    providerId: string,
    query: StatisticsQuery,
    rollupStamp: string | null,
  ): Promise<StatisticsResponse> {
    const { from, to } = query;
    checkRange(from, to);
    const seminarId = query.seminarId;
    if (seminarId) {
      const [own] = isUuid(seminarId)
        ? await db
            .select({ id: seminars.id })
            .from(seminars)
            .where(and(eq(seminars.id, seminarId), eq(seminars.providerId, providerId)))
        : [];
      if (!own) throw new AppError('NOT_FOUND');
    }
    const length = dayCountIso(from, to);
    const prevFrom = addDaysIso(from, -length);
    const today = app.today();
    const onlySeminar = (column: string) => (seminarId ? sql`and ${sql.raw(column)} = ${seminarId}` : sql``);

    // Days of the range come one row each, as their index in the range; the previous period's
    // days collapse into one row whose index is null (its totals are all the answer shows of it).
    const dayIndex = (day: SQL) => sql`case when ${day} >= ${from}::date then ${day} - ${from}::date end`;
    // A part of day rows answers `[index, …counters of keys]` arrays: a year of objects with
    // their keys cost PostgreSQL json_agg of records and Node a parse of four times the text.
    const dayRows = (keys: readonly DayKey[], table: SQL, where: SQL) => sql`
      select json_agg(array[${sql.join(
        ['i', ...keys].map((key) => sql.identifier(key)),
        sql`, `,
      )}])::text from (
        select ${dayIndex(sql`d.day`)} as i, ${sql.join(
          keys.map((key) => sql`sum(d.${sql.identifier(counterColumns[key])})::int as ${sql.identifier(key)}`),
          sql`, `,
        )}
        from ${table} d where ${where} and d.day between ${prevFrom} and ${to}
        group by 1) x`;
    const providerKeys = seminarId ? (['profileViews'] as const) : dayKeys;
    // One statement (one connection, one round trip, planned once: db/prepared.ts) answers the
    // parts of the figures, each as JSON.
    const asJson = (part: SQL) => sql`(select json_agg(x)::text from (${part}) x)`;
    const parts = {
      // The provider's daily sums are precomputed (stat_daily_provider); one seminar reads its own days.
      daily: seminarId
        ? sql`(${dayRows(seminarKeys, sql`stat_daily_seminar`, sql`d.seminar_id = ${seminarId}`)})`
        : sql`null`,
      providerDaily: sql`(${dayRows(providerKeys, sql`stat_daily_provider`, sql`d.provider_id = ${providerId}`)})`,
      // `[index, seminar id, count]` of each day and seminar with inquiries.
      inquiries: sql`(select json_agg(array[i::text, "seminarId"::text, n::text])::text from (
        select ${dayIndex(sql`(l.created_at at time zone ${TIME_ZONE})::date`)} as i, l.seminar_id as "seminarId", count(*)::int as n from leads l
        where l.provider_id = ${providerId} and l.source in ('inquiry', 'widget')
          and l.created_at >= ${dayStart(prevFrom)} and l.created_at < ${dayStart(addDaysIso(to, 1))} ${onlySeminar('l.seminar_id')}
        group by 1, 2) x)`,
      seminarRows: asJson(sql`
        select s.id as "seminarId", s.title, s.status, s.start_date::text as "startDate", s.category_id as "categoryId",
          ${sql.join(
            seminarKeys.map((key) => sql`d.${sql.identifier(key)}`),
            sql`, `,
          )}
        from seminars s left join (${periodSums(sql`d.provider_id = ${providerId} ${onlySeminar('d.seminar_id')}`, from, to, today)}) d on d.seminar_id = s.id
        where s.provider_id = ${providerId} ${onlySeminar('s.id')}`),
      suspicious: sql`(select coalesce(sum(h.held), 0)::text from stat_hourly_seminar h
        where h.provider_id = ${providerId} and h.held > 0 and h.hour >= ${dayStart(from)} and h.hour < ${dayStart(addDaysIso(to, 1))}
          ${onlySeminar('h.seminar_id')})`,
      counts: asJson(sql`
        select
          count(*) filter (where s.published_at >= ${dayStart(from)} and s.published_at < ${dayStart(addDaysIso(to, 1))})::int as "new",
          count(*) filter (where s.start_date between ${from} and ${to} and ${expiredSql(today, seminarAlias)})::int as "expired",
          count(*) filter (where ${publicSql(today, seminarAlias)})::int as "visible"
        from seminars s where s.provider_id = ${providerId} ${onlySeminar('s.id')}`),
    };
    const [answer] = await preparedRows<Record<keyof typeof parts, string | null>>(
      db,
      sql`select ${sql.join(
        Object.entries(parts).map(([name, part]) => sql`${part} as ${sql.identifier(name)}`),
        sql`, `,
      )}`,
    );
    const part = <T>(name: keyof typeof parts): T[] => (answer?.[name] ? (JSON.parse(answer[name]) as T[]) : []);

    const perDay = Array.from({ length }, zero);
    const previous = zero();
    const dayOf = (index: number | string | null) => (index === null ? previous : perDay[Number(index)]!);
    const addDays = (keys: readonly DayKey[], rows: (number | null)[][]) => {
      for (const row of rows) {
        const into = dayOf(row[0]!);
        for (let k = 0; k < keys.length; k++) into[keys[k]!] += row[k + 1]!;
      }
    };
    addDays(seminarKeys, part('daily'));
    addDays(providerKeys, part('providerDaily'));
    const inquiriesBySeminar = new Map<string, number>();
    for (const [index, seminarId, n] of part<[string | null, string | null, string]>('inquiries')) {
      dayOf(index).inquiries += Number(n);
      if (index !== null && seminarId)
        inquiriesBySeminar.set(seminarId, (inquiriesBySeminar.get(seminarId) ?? 0) + Number(n));
    }

    const totals = zero();
    const days = daysOf(from, to);
    const series = perDay.map((c, i) => {
      add(totals, c);
      return dayFigures(c, days[i]!);
    });

    type SeminarRow = Partial<Counts> & {
      seminarId: string;
      title: string;
      status: StoredSeminarStatus;
      startDate: string | null;
      categoryId: number | null;
    };
    const allSeminars = part<SeminarRow>('seminarRows');
    const table = allSeminars
      .map((r) => {
        const c = zero();
        for (const key of seminarKeys) c[key] = r[key] ?? 0;
        c.inquiries = inquiriesBySeminar.get(r.seminarId) ?? 0;
        return seminarFigures(c, r.seminarId, r.title, displayStatus(r, today));
      })
      .filter(
        (r) =>
          r.impressions +
            r.seminarViews +
            r.messageClicks +
            r.phoneClicks +
            r.websiteClicks +
            r.moreInfoClicks +
            r.inquiries >
            0 || r.status === 'online',
      )
      .sort((a, b) => b.seminarViews - a.seminarViews || a.title.localeCompare(b.title));

    const categoryIds = [...new Set(allSeminars.map((s) => s.categoryId).filter((c): c is number => c !== null))].sort(
      (a, b) => a - b,
    );
    const benchmark = categoryIds.length
      ? providerBenchmark(await benchmarkOf(categoryIds, from, to, rollupStamp), providerId)
      : null;

    return {
      success: true,
      from,
      to,
      updatedAt: rollupStamp,
      totals: withRate(totals),
      previous: withRate(previous),
      series,
      seminars: table,
      seminarCounts: part<StatisticsResponse['seminarCounts']>('counts')[0] ?? { new: 0, expired: 0, visible: 0 },
      suspiciousEvents: Number(answer?.suspicious ?? 0),
      benchmark,
    };
  }

  return {
    statistics,
    /** The statistics for a caller without a session (the provider API): the rollup stamp read here. */
    async statisticsNow(providerId: string, query: StatisticsQuery): Promise<StatisticsResponse> {
      const [state] = await db
        .select({ updatedAt: statRollupState.updatedAt })
        .from(statRollupState)
        .where(eq(statRollupState.id, 1));
      return statistics(providerId, query, state?.updatedAt.toISOString() ?? null);
    },
    async exportCsv(
      providerId: string,
      query: StatisticsQuery,
      rollupStamp: string | null,
      language: Language,
    ): Promise<string> {
      const result = await statistics(providerId, query, rollupStamp);
      const t = textsIn(language);
      const records = result.seminars.map((s) => [
        neutralizeFormula(s.title),
        t(`seminarStatus.label.${s.status}`),
        ...csvFigures.map((figure) =>
          figure === 'conversionRate'
            ? formatDecimal(s.conversionRate * 100, language, { fixed: true })
            : String(s[figure]),
        ),
      ]);
      return translatedCsv(
        language,
        (['seminar', 'status', ...csvFigures] as const).map((column) => t(`csv.statistics.${column}`)),
        records,
      );
    },
  };
}

type StatisticsService = ReturnType<typeof createStatisticsService>;

declare module 'fastify' {
  interface FastifyInstance {
    statisticsService: StatisticsService;
  }
}

export default servicePlugin('statisticsService', createStatisticsService, ['database', 'clock']);
