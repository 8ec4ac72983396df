/**
 * The statistics screen (/statistics, seed §2–3 and §9, ADR 023), read the Plausible way: range
 * presets (7/30/90 days, this year, custom; default 30 days; all ending yesterday, today being
 * incomplete) and a seminar filter in the URL; the key figures as tabs above one daily chart
 * (click a figure to chart it; each with its change against the previous period); the category
 * benchmark of the charted figure; a sortable per-seminar table with CSV export below; seminar
 * counts; the 48-hour note and the last update. The period maths are in ../period.ts.
 */
import { lazy, Suspense, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';

import {
  STATISTICS_DELAY_HOURS,
  statisticsMetrics,
  statisticsPresets,
  todayIso,
  type StatisticsFigures,
  type StatisticsMetric,
  type StatisticsPreset,
  type StatisticsResponse,
} from '@bu/contracts';
import { ChartColumn } from 'lucide-react';
import { Alert } from '../../../components/ui/alert';
import { EmptyState } from '../../../components/ui/empty-state';
import { KeyFigure } from '../../../components/ui/key-figure';
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
import { SeminarFilter } from '../../seminars';
import { downloadStatisticsCsv, statisticsUrlSchema, useStatistics, type StatisticsParams } from '../api';
import { chartPoints, periodChange, periodEnd, periodError, resolvePeriod } from '../period';
import '../statistics.css';
import { Button, ButtonLink } from '../../../components/ui/button';

const StatisticsChart = lazy(() => import('./statistics-chart'));

type StatisticsRange = StatisticsParams & { preset: StatisticsPreset };

/** The range and seminar filter of the URL's parameters (period.ts resolves the range). */
export function resolveStatisticsRange(
  { seminarId, ...range }: ListParams<typeof statisticsUrlSchema>,
  today = todayIso(),
): StatisticsRange {
  return { ...resolvePeriod(range, today), seminarId };
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
  const ids = { range: useId(), from: useId(), to: useId(), chart: useId() };
  const formatValue = (m: StatisticsMetric, value: number) =>
    m === 'conversionRate' ? formatPercent(value) : formatDecimal(value);

  const invalid = periodError({ preset, from: query.from, to: query.to });
  const rangeError = invalid ? t(`statistics.range.${invalid}`) : null;
  const end = periodEnd(query);

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
        {end.endsYesterday ? `${t('statistics.range.endsYesterday')} ` : null}
        {end.includesToday ? `${t('statistics.range.includesToday')} ` : null}
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
            <EmptyState
              icon={ChartColumn}
              title={t('statistics.empty.heading')}
              description={t('statistics.empty.text')}
              action={<ButtonLink to="/seminars">{t('statistics.empty.action')}</ButtonLink>}
            />
          ) : null}

          <section className="card stats__graph" aria-busy={stats.isFetching || undefined}>
            <FigureTabs
              data={data}
              metric={metric}
              onSelect={setMetric}
              panelId={ids.chart}
              formatValue={formatValue}
            />
            <div id={ids.chart} role="tabpanel" aria-labelledby={`stats-tab-${metric}`} className="stats__panel">
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
                    points={chartPoints(data.series.map((d) => ({ day: d.day, value: d[metric] })))}
                    label={t(`statistics.metrics.${metric}`)}
                    formatDay={(day) => formatShortDay(day)}
                    formatValue={(v) => formatValue(metric, v)}
                  />
                </Suspense>
              </div>
              {end.includesToday ? <p className="muted stats__note">{t('statistics.chart.dashed')}</p> : null}
              <Benchmark data={data} metric={metric} formatValue={formatValue} />
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

/**
 * The key figures as tabs above the chart (WAI-ARIA tabs: arrow keys, Home and End move between
 * them; the chosen one is charted). Each shows its total and the change against the previous period.
 */
function FigureTabs({
  data,
  metric,
  onSelect,
  panelId,
  formatValue,
}: {
  data: StatisticsResponse;
  metric: StatisticsMetric;
  onSelect: (metric: StatisticsMetric) => void;
  panelId: string;
  formatValue: (m: StatisticsMetric, v: number) => string;
}) {
  const { t } = useTranslation();
  const list = useRef<HTMLDivElement>(null);
  const move = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = statisticsMetrics.length - 1;
    const to = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: last }[event.key];
    if (to === undefined) return;
    event.preventDefault();
    const next = statisticsMetrics[(to + last + 1) % (last + 1)]!;
    onSelect(next);
    list.current?.querySelector<HTMLButtonElement>(`#stats-tab-${next}`)?.focus();
  };
  return (
    <div ref={list} role="tablist" aria-label={t('statistics.chart.tabs')} className="stats__tabs">
      {statisticsMetrics.map((m, index) => {
        const value = data.totals[m];
        const previous = data.previous[m];
        const delta = periodChange(value, previous);
        const direction = delta === null || delta > 0 ? 'up' : delta < 0 ? 'down' : 'flat';
        return (
          <button
            key={m}
            id={`stats-tab-${m}`}
            type="button"
            role="tab"
            aria-selected={m === metric}
            aria-controls={panelId}
            tabIndex={m === metric ? 0 : -1}
            className="stats__tab"
            onClick={() => onSelect(m)}
            onKeyDown={(event) => move(event, index)}
          >
            <KeyFigure
              label={t(`statistics.metrics.${m}`)}
              value={formatValue(m, value)}
              detail={
                <span className={`stats__change stats__change--${direction}`}>
                  {delta === null
                    ? t('statistics.change.new', { previous: formatValue(m, previous) })
                    : t('statistics.change.vsPrevious', {
                        change: formatChange(delta),
                        previous: formatValue(m, previous),
                      })}
                </span>
              }
            />
          </button>
        );
      })}
    </div>
  );
}

/** The category benchmark of the charted figure, or why it is withheld. */
function Benchmark({
  data,
  metric,
  formatValue,
}: {
  data: StatisticsResponse;
  metric: StatisticsMetric;
  formatValue: (m: StatisticsMetric, v: number) => string;
}) {
  const { t } = useTranslation();
  if (!data.benchmark) return <p className="muted stats__note">{t('statistics.benchmark.withheld')}</p>;
  const value = data.totals[metric];
  const activeSeminars = data.seminars.filter((s) => s.impressions + s.seminarViews > 0).length || 1;
  const perProvider = metric === 'conversionRate' || metric === 'profileViews';
  return (
    <p className="stats__benchmark muted">
      {t(perProvider ? 'statistics.benchmark.median' : 'statistics.benchmark.perSeminar', {
        median: formatValue(metric, data.benchmark[metric]),
        yours: formatValue(metric, perProvider ? value : value / activeSeminars),
      })}
    </p>
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
        <EmptyState title={t('statistics.table.empty')} description={t('statistics.table.emptyText')} />
      )}
    </section>
  );
}

export type { StatisticsFigures };
