/**
 * The statistics screen (/statistics, seed §2–3 and §9): range presets (7/30/90 days, this year,
 * custom; default 30 days; all ending yesterday, today being incomplete) and a seminar filter in the URL; KPI cards with the change against the
 * previous period and the category benchmark; one daily chart (recharts, lazy); a sortable
 * per-seminar table with CSV export; seminar counts; the 48-hour note and the last update.
 */
import { lazy, Suspense, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

import {
  STATISTICS_DEFAULT_PRESET,
  STATISTICS_DELAY_HOURS,
  STATISTICS_MAX_RANGE_DAYS,
  addDaysIso,
  dayCountIso,
  statisticsMetrics,
  statisticsPresets,
  todayIso,
  type StatisticsFigures,
  type StatisticsMetric,
  type StatisticsPreset,
  type StatisticsResponse,
} from '@bu/contracts';
import { Alert } from '../../../components/ui/alert';
import {
  formatChange,
  formatDateTime,
  formatDay,
  formatDecimal,
  formatNumber,
  formatPercent,
  formatShortDay,
} from '../../../lib/format';
import { parseListParams, useListParams, type ListParams } from '../../../lib/list-params';
import { toast } from '../../../lib/toast';
import { SeminarFilter } from '../../leads';
import { downloadStatisticsCsv, statisticsUrlSchema, useStatistics, type StatisticsParams } from '../api';
import '../statistics.css';
import { Button, ButtonLink } from '../../../components/ui/button';

const StatisticsChart = lazy(() => import('./statistics-chart'));

type StatisticsRange = StatisticsParams & { preset: StatisticsPreset };

/**
 * The range asked for: a preset's days up to yesterday, or `custom` with both from and to (else
 * the default). Ranges end yesterday because today is incomplete: compared with a full day of
 * the previous period it would always look like a drop. A custom range may include today (to see
 * today's first figures); the page then says its change figures count an incomplete day.
 */
export function resolveStatisticsRange(
  { range, from, to, seminarId }: ListParams<typeof statisticsUrlSchema>,
  today = todayIso(),
): StatisticsRange {
  const yesterday = addDaysIso(today, -1);
  if (range === 'custom' && from && to) return { preset: range, from, to, seminarId };
  // On 1 January "this year" has no full day yet: the year just ended.
  if (range === 'year') return { preset: range, from: `${yesterday.slice(0, 4)}-01-01`, to: yesterday, seminarId };
  const preset = range === 'custom' ? STATISTICS_DEFAULT_PRESET : range;
  return { preset, from: addDaysIso(yesterday, -(Number(preset) - 1)), to: yesterday, seminarId };
}

/** The range and filter from a URL query (each key checked by the contracts' schema). */
export const readStatisticsParams = (params: URLSearchParams, today = todayIso()): StatisticsRange =>
  resolveStatisticsRange(parseListParams(statisticsUrlSchema, params), today);

type Sortable = 'title' | Exclude<StatisticsMetric, 'profileViews'>;
const tableMetrics = statisticsMetrics.filter((m) => m !== 'profileViews') as Exclude<
  StatisticsMetric,
  'profileViews'
>[];

export function StatisticsPage() {
  const { t } = useTranslation();
  const { params: url, setParams } = useListParams(statisticsUrlSchema);
  const { preset, ...query } = resolveStatisticsRange(url);
  const stats = useStatistics(query);
  const data = stats.data;
  const [metric, setMetric] = useState<StatisticsMetric>('seminarViews');
  const [exporting, setExporting] = useState(false);
  const ids = { range: useId(), from: useId(), to: useId(), metric: useId() };
  const formatValue = (m: StatisticsMetric, value: number) =>
    m === 'conversionRate' ? formatPercent(value) : formatDecimal(value);

  const rangeError =
    preset === 'custom' &&
    (query.from > query.to
      ? t('statistics.range.reversed')
      : dayCountIso(query.from, query.to) > STATISTICS_MAX_RANGE_DAYS
        ? t('statistics.range.tooLong')
        : null);

  const exportCsv = async () => {
    if (exporting) return;
    setExporting(true);
    try {
      await downloadStatisticsCsv(query);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : t('errors.INTERNAL'));
    } finally {
      setExporting(false);
    }
  };

  const empty = data && data.series.every((d) => statisticsMetrics.every((m) => d[m] === 0));

  return (
    <section className="stack stats" aria-labelledby="stats-heading">
      <div className="page-header">
        <h1 id="stats-heading">{t('statistics.heading')}</h1>
        <div className="page-header__actions">
          <ButtonLink to="/marketplace">{t('statistics.openMarketplace')}</ButtonLink>
        </div>
      </div>

      <div className="filters stats__filters" role="group" aria-label={t('statistics.filters')}>
        <div className="field">
          <label htmlFor={ids.range} className="field__label">
            {t('statistics.range.label')}
          </label>
          <select
            id={ids.range}
            className="field__control"
            value={preset}
            onChange={(e) =>
              setParams(
                e.target.value === 'custom'
                  ? { range: 'custom', from: query.from, to: query.to }
                  : { range: e.target.value, from: null, to: null },
              )
            }
          >
            {statisticsPresets.map((p) => (
              <option key={p} value={p}>
                {t(`statistics.range.presets.${p}`)}
              </option>
            ))}
          </select>
        </div>
        {preset === 'custom' ? (
          <>
            <div className="field">
              <label htmlFor={ids.from} className="field__label">
                {t('statistics.range.from')}
              </label>
              <input
                id={ids.from}
                type="date"
                className="field__control"
                value={query.from}
                max={query.to}
                onChange={(e) => e.target.value && setParams({ from: e.target.value })}
              />
            </div>
            <div className="field">
              <label htmlFor={ids.to} className="field__label">
                {t('statistics.range.to')}
              </label>
              <input
                id={ids.to}
                type="date"
                className="field__control"
                value={query.to}
                min={query.from}
                onChange={(e) => e.target.value && setParams({ to: e.target.value })}
              />
            </div>
          </>
        ) : null}
        <SeminarFilter
          label={t('statistics.seminar')}
          allLabel={t('statistics.allSeminars')}
          clearLabel={t('statistics.clearSeminar')}
          value={query.seminarId}
          onChange={(seminarId) => setParams({ seminarId })}
        />
      </div>

      <p className="stats__note muted">
        {query.to === addDaysIso(todayIso(), -1) ? `${t('statistics.range.endsYesterday')} ` : null}
        {query.to >= todayIso() ? `${t('statistics.range.includesToday')} ` : null}
        {t('statistics.delay', { hours: STATISTICS_DELAY_HOURS })}{' '}
        {data
          ? data.updatedAt
            ? t('statistics.updatedAt', { at: formatDateTime(data.updatedAt) })
            : t('statistics.notUpdated')
          : null}
      </p>
      <p className="muted stats__range">
        {t('statistics.rangeShown', { from: formatDay(query.from), to: formatDay(query.to) })}
      </p>

      {rangeError ? <Alert>{rangeError}</Alert> : stats.error ? <Alert>{stats.error.message}</Alert> : null}

      {!data ? (
        stats.isLoading ? (
          <p className="muted" aria-busy="true">
            {t('statistics.loading')}
          </p>
        ) : null
      ) : (
        <>
          {empty ? (
            <div className="card empty-state stats__empty">
              <h2>{t('statistics.empty.heading')}</h2>
              <p>{t('statistics.empty.text')}</p>
            </div>
          ) : null}

          <ul className="stats__cards" aria-busy={stats.isFetching || undefined}>
            {statisticsMetrics.map((m) => (
              <KpiCard key={m} metric={m} data={data} formatValue={formatValue} />
            ))}
          </ul>
          {data.benchmark ? null : <p className="muted stats__note">{t('statistics.benchmark.withheld')}</p>}

          <section className="card" aria-labelledby="stats-chart-heading">
            <div className="stats__chart-header">
              <h2 id="stats-chart-heading">{t('statistics.chart.heading')}</h2>
              <div className="field field--inline">
                <label htmlFor={ids.metric} className="field__label">
                  {t('statistics.chart.metric')}
                </label>
                <select
                  id={ids.metric}
                  className="field__control"
                  value={metric}
                  onChange={(e) => setMetric(e.target.value as StatisticsMetric)}
                >
                  {statisticsMetrics.map((m) => (
                    <option key={m} value={m}>
                      {t(`statistics.metrics.${m}`)}
                    </option>
                  ))}
                </select>
              </div>
            </div>
            <div
              className="stats__chart"
              role="img"
              aria-label={t('statistics.chart.summary', {
                metric: t(`statistics.metrics.${metric}`),
                total: formatValue(metric, data.totals[metric]),
                from: formatDay(query.from),
                to: formatDay(query.to),
              })}
            >
              <Suspense fallback={<p className="muted">{t('statistics.loading')}</p>}>
                <StatisticsChart
                  points={data.series.map((d) => ({ day: d.day, value: d[metric] }))}
                  label={t(`statistics.metrics.${metric}`)}
                  formatDay={(day) => formatShortDay(day)}
                  formatValue={(v) => formatValue(metric, v)}
                />
              </Suspense>
            </div>
          </section>

          <section className="card" aria-labelledby="stats-counts-heading">
            <h2 id="stats-counts-heading">{t('statistics.counts.heading')}</h2>
            <dl className="status-counts stats__counts">
              {(['new', 'expired', 'visible'] as const).map((k) => (
                <div key={k}>
                  <dt>{t(`statistics.counts.${k}`)}</dt>
                  <dd>{formatNumber(data.seminarCounts[k])}</dd>
                </div>
              ))}
            </dl>
          </section>

          <SeminarTable data={data} formatValue={formatValue} exporting={exporting} onExport={() => void exportCsv()} />
        </>
      )}
    </section>
  );
}

function change(current: number, previous: number): number | null {
  if (previous === 0) return current === 0 ? 0 : null;
  return (current - previous) / previous;
}

function KpiCard({
  metric,
  data,
  formatValue,
}: {
  metric: StatisticsMetric;
  data: StatisticsResponse;
  formatValue: (m: StatisticsMetric, v: number) => string;
}) {
  const { t } = useTranslation();
  const value = data.totals[metric];
  const delta = change(value, data.previous[metric]);
  const direction = delta === null || delta > 0 ? 'up' : delta < 0 ? 'down' : 'flat';
  const activeSeminars = data.seminars.filter((s) => s.impressions + s.seminarViews > 0).length || 1;
  const perSeminar = metric === 'conversionRate' || metric === 'profileViews' ? value : value / activeSeminars;
  return (
    <li className="card stats__card">
      <h2 className="stats__card-label">{t(`statistics.metrics.${metric}`)}</h2>
      <p className="stats__card-value">{formatValue(metric, value)}</p>
      <p className={`stats__change stats__change--${direction}`}>
        {delta === null
          ? t('statistics.change.new', { previous: formatValue(metric, data.previous[metric]) })
          : t('statistics.change.vsPrevious', {
              change: formatChange(delta),
              previous: formatValue(metric, data.previous[metric]),
            })}
      </p>
      {data.benchmark ? (
        <p className="stats__benchmark muted">
          {t(
            metric === 'profileViews' || metric === 'conversionRate'
              ? 'statistics.benchmark.median'
              : 'statistics.benchmark.perSeminar',
            {
              median: formatValue(metric, data.benchmark[metric]),
              yours: formatValue(metric, perSeminar),
            },
          )}
        </p>
      ) : null}
    </li>
  );
}

function SeminarTable({
  data,
  formatValue,
  exporting,
  onExport,
}: {
  data: StatisticsResponse;
  formatValue: (m: StatisticsMetric, v: number) => string;
  exporting: boolean;
  onExport: () => void;
}) {
  const { t, i18n } = useTranslation();
  const [sort, setSort] = useState<{ key: Sortable; dir: 'asc' | 'desc' }>({ key: 'seminarViews', dir: 'desc' });
  const rows = useMemo(() => {
    const collator = new Intl.Collator(i18n.language);
    const sorted = [...data.seminars].sort((a, b) =>
      sort.key === 'title' ? collator.compare(a.title, b.title) : a[sort.key] - b[sort.key],
    );
    return sort.dir === 'asc' ? sorted : sorted.reverse();
  }, [data.seminars, sort, i18n.language]);
  const toggle = (key: Sortable) =>
    setSort((s) => ({
      key,
      dir: s.key === key ? (s.dir === 'asc' ? 'desc' : 'asc') : key === 'title' ? 'asc' : 'desc',
    }));
  const ariaSort = (key: Sortable) =>
    sort.key === key ? (sort.dir === 'asc' ? 'ascending' : 'descending') : undefined;
  const header = (key: Sortable, label: string) => (
    <th key={key} scope="col" aria-sort={ariaSort(key)} className={key === 'title' ? undefined : 'stats__num'}>
      <button type="button" className="stats__sort" onClick={() => toggle(key)}>
        {label}
        <span aria-hidden="true">{sort.key === key ? (sort.dir === 'asc' ? ' ▲' : ' ▼') : ''}</span>
      </button>
    </th>
  );
  return (
    <section className="stack" aria-labelledby="stats-table-heading">
      <div className="page-header">
        <h2 id="stats-table-heading">{t('statistics.table.heading')}</h2>
        <Button
          pending={exporting}
          pendingLabel={t('statistics.table.exporting')}
          onClick={onExport}
          disabled={!data.seminars.length}
        >
          {t('statistics.table.export')}
        </Button>
      </div>
      {data.seminars.length ? (
        <div className="table-wrap">
          <table className="seminar-table stats__table">
            <caption className="visually-hidden">{t('statistics.table.caption')}</caption>
            <thead>
              <tr>
                {header('title', t('statistics.table.seminar'))}
                {tableMetrics.map((m) => header(m, t(`statistics.metrics.${m}`)))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.seminarId}>
                  <th scope="row">
                    <span className="seminar-table__title">{row.title}</span>
                    <span className="muted seminar-table__meta">{t(`seminarStatus.label.${row.status}`)}</span>
                  </th>
                  {tableMetrics.map((m) => (
                    <td key={m} className="stats__num" data-label={t(`statistics.metrics.${m}`)}>
                      {formatValue(m, row[m])}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p className="card empty-state">{t('statistics.table.empty')}</p>
      )}
    </section>
  );
}

export type { StatisticsFigures };
