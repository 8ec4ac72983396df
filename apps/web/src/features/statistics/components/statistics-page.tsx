/**
 * The statistics screen (/statistics, seed §2–3 and §9, ADR 023), read the Plausible way: range
 * presets (7/30/90 days, this year, custom; default 30 days; all ending yesterday, today being
 * incomplete) and a seminar filter in the URL; the key figures as tabs above one daily chart
 * (click a figure to chart it; each with its change against the previous period); the category
 * benchmark of the charted figure; a sortable per-seminar table with CSV export below; seminar
 * counts; the 48-hour note and the last update. A custom range is typed or picked in the app's
 * date fields (the UI language's format). The state maths are in ../period.ts; this file renders.
 */
import { lazy, Suspense, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';

import {
  STATISTICS_DELAY_HOURS,
  isIsoDate,
  statisticsMetrics,
  statisticsPresets,
  type StatisticsMetric,
  type StatisticsPreset,
  type StatisticsResponse,
} from '@bu/contracts';
import { ChartColumn } from 'lucide-react';
import { Alert } from '../../../components/ui/alert';
import { DateField } from '../../../components/ui/date-field/date-field';
import { EmptyState } from '../../../components/ui/empty-state';
import { KeyFigure } from '../../../components/ui/key-figure';
import { SelectField } from '../../../components/ui/field';
import {
  formatChange,
  formatDateTime,
  formatDay,
  formatDecimal,
  formatNumber,
  formatPercent,
  formatShortDay,
} from '../../../lib/format';
import { useListParams } from '../../../lib/list-params';
import { toast } from '../../../lib/toast';
import { SeminarFilter } from '../../seminars';
import { downloadStatisticsCsv, statisticsUrlSchema, useStatistics } from '../api';
import {
  benchmarkComparison,
  changeTone,
  chartPoints,
  isEmptyPeriod,
  metricGoals,
  metricSeries,
  nextSeminarSort,
  periodChange,
  periodEnd,
  periodError,
  presetChanges,
  resolveStatisticsRange,
  sortSeminarRows,
  type SeminarSort,
  type SeminarSortKey,
} from '../period';
import { Button, ButtonLink } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import '../statistics.css';

const StatisticsChart = lazy(() => import('./statistics-chart'));

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
  const chartId = useId();
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

  const empty = data && isEmptyPeriod(data.series);

  return (
    <section className="stack stats" aria-labelledby="stats-heading">
      <PageHeader actions={<ButtonLink to="/marketplace">{t('statistics.openMarketplace')}</ButtonLink>}>
        <h1 id="stats-heading">{t('statistics.heading')}</h1>
      </PageHeader>

      <div className="filters stats__filters" role="group" aria-label={t('statistics.filters')}>
        <SelectField
          label={t('statistics.range.label')}
          value={preset}
          onChange={(e) => setParams(presetChanges(e.target.value as StatisticsPreset, query))}
        >
          {statisticsPresets.map((p) => (
            <option key={p} value={p}>
              {t(`statistics.range.presets.${p}`)}
            </option>
          ))}
        </SelectField>
        {preset === 'custom' ? (
          <>
            <RangeDateField
              label={t('statistics.range.from')}
              day={query.from}
              latest={query.to}
              onDay={(from) => setParams({ from })}
            />
            <RangeDateField
              label={t('statistics.range.to')}
              day={query.to}
              earliest={query.from}
              onDay={(to) => setParams({ to })}
            />
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

      {data?.suspiciousEvents ? (
        <p className="muted" data-testid="stats-suspicious">
          {t('statistics.suspicious', { count: data.suspiciousEvents, formatted: formatNumber(data.suspiciousEvents) })}
        </p>
      ) : null}

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
            <FigureTabs data={data} metric={metric} onSelect={setMetric} panelId={chartId} formatValue={formatValue} />
            <div id={chartId} role="tabpanel" aria-labelledby={`stats-tab-${metric}`} className="stats__panel">
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
                    points={chartPoints(metricSeries(data.series, metric))}
                    label={t(`statistics.metrics.${metric}`)}
                    formatDay={(day) => formatShortDay(day)}
                    formatValue={(v) => formatValue(metric, v)}
                  />
                </Suspense>
              </div>
              {end.includesToday ? <p className="muted stats__note">{t('statistics.chart.dashed')}</p> : null}
              <Comparison data={data} metric={metric} formatValue={formatValue} />
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
 * One end of a custom range: typed in the UI language's format or picked in the calendar. A typed
 * day goes into the URL as soon as it is a date; until then the text stays in the field, and once
 * the field is left it says which format it expects (an empty field, that it needs a date).
 */
function RangeDateField({
  label,
  day,
  onDay,
  earliest,
  latest,
}: {
  label: string;
  day: string;
  onDay: (day: string) => void;
  earliest?: string;
  latest?: string;
}) {
  // The text typed while it is not a date (null: the field shows the URL's day).
  const [typed, setTyped] = useState<string | null>(null);
  const [left, setLeft] = useState(false);
  return (
    <DateField
      label={label}
      value={typed ?? day}
      earliest={earliest}
      latest={latest}
      openOn={day}
      error={left && typed === '' ? { message: 'required' } : undefined}
      onChange={(value) => {
        if (value && isIsoDate(value)) {
          setTyped(null);
          onDay(value);
        } else setTyped(value ?? '');
      }}
      onBlur={() => setLeft(true)}
    />
  );
}

/** The change of a figure against the previous period in words ("+6 % ggü. Vorzeitraum (17)"). */
function useChangeText(formatValue: (m: StatisticsMetric, v: number) => string) {
  const { t } = useTranslation();
  return (data: StatisticsResponse, m: StatisticsMetric) => {
    const delta = periodChange(data.totals[m], data.previous[m]);
    const previous = formatValue(m, data.previous[m]);
    return {
      delta,
      tone: changeTone(delta, metricGoals[m]),
      short: delta === null ? t('statistics.change.newShort') : formatChange(delta),
      long:
        delta === null
          ? t('statistics.change.new', { previous })
          : t('statistics.change.vsPrevious', { change: formatChange(delta), previous }),
    };
  };
}

/**
 * The nine key figures as tabs in one row (WAI-ARIA tabs: arrow keys, Home and End move between
 * them; the chosen one is charted); on a phone the row scrolls sideways under the chart. Each
 * shows its total and its change, coloured by whether the change is good; the whole comparison
 * is in the tab's name and under the chart.
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
  const changeText = useChangeText(formatValue);
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
        const change = changeText(data, m);
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
              value={formatValue(m, data.totals[m])}
              detail={
                <span className={`stats__change stats__change--${change.tone}`}>
                  <span aria-hidden="true">{change.short}</span>
                  <span className="visually-hidden">{change.long}</span>
                </span>
              }
            />
          </button>
        );
      })}
    </div>
  );
}

/** What the lines under the chart show: the answer, the charted figure and how figures read. */
interface ChartedFigureProps {
  data: StatisticsResponse;
  metric: StatisticsMetric;
  formatValue: (m: StatisticsMetric, v: number) => string;
}

/** The charted figure's total and its whole comparison with the previous period, under the chart. */
function Comparison({ data, metric, formatValue }: ChartedFigureProps) {
  const { t } = useTranslation();
  const change = useChangeText(formatValue)(data, metric);
  return (
    <p className="stats__comparison">
      {t(`statistics.metrics.${metric}`)}: {formatValue(metric, data.totals[metric])} ·{' '}
      <span className={`stats__change stats__change--${change.tone}`}>{change.long}</span>
    </p>
  );
}

/** The category benchmark of the charted figure, or why it is withheld. */
function Benchmark({ data, metric, formatValue }: ChartedFigureProps) {
  const { t } = useTranslation();
  if (!data.benchmark) return <p className="muted stats__note">{t('statistics.benchmark.withheld')}</p>;
  const { perProvider, yours } = benchmarkComparison(data, metric);
  return (
    <p className="stats__benchmark muted">
      {t(perProvider ? 'statistics.benchmark.median' : 'statistics.benchmark.perSeminar', {
        median: formatValue(metric, data.benchmark[metric]),
        yours: formatValue(metric, yours),
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
  const [sort, setSort] = useState<SeminarSort>({ key: 'seminarViews', dir: 'desc' });
  const rows = useMemo(() => sortSeminarRows(data.seminars, sort, i18n.language), [data.seminars, sort, i18n.language]);
  const toggle = (key: SeminarSortKey) => setSort((s) => nextSeminarSort(s, key));
  const ariaSort = (key: SeminarSortKey) =>
    sort.key === key ? (sort.dir === 'asc' ? 'ascending' : 'descending') : undefined;
  const header = (key: SeminarSortKey, label: string) => (
    <th key={key} scope="col" aria-sort={ariaSort(key)} className={key === 'title' ? undefined : 'stats__num'}>
      <button type="button" className="stats__sort" onClick={() => toggle(key)}>
        {label}
        <span aria-hidden="true">{sort.key === key ? (sort.dir === 'asc' ? ' ▲' : ' ▼') : ''}</span>
      </button>
    </th>
  );
  return (
    <section className="stack" aria-labelledby="stats-table-heading">
      <PageHeader>
        <h2 id="stats-table-heading">{t('statistics.table.heading')}</h2>
        <Button
          pending={exporting}
          pendingLabel={t('statistics.table.exporting')}
          onClick={onExport}
          disabled={!data.seminars.length}
        >
          {t('statistics.table.export')}
        </Button>
      </PageHeader>
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
