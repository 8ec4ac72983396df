/**
 * The statistics screen's state maths: ranges (ending yesterday) from the URL and the presets,
 * their errors, the change and whether it is good, day buckets and the dashed today, the empty period,
 * the benchmark comparison and the table's order.
 */
import { describe, expect, it } from 'vitest';
import { statisticsMetrics } from '@bu/contracts';
import {
  benchmarkComparison,
  changeTone,
  metricGoals,
  chartPoints,
  isEmptyPeriod,
  metricSeries,
  nextSeminarSort,
  periodChange,
  periodEnd,
  periodError,
  presetChanges,
  readStatisticsParams,
  resolvePeriod,
  sortSeminarRows,
} from './period';
import { figures } from './test/fixtures';

const today = '2026-11-23';

describe('resolvePeriod', () => {
  it('ends each preset yesterday and counts its days back from there', () => {
    expect(resolvePeriod({ range: '7' }, today)).toEqual({ preset: '7', from: '2026-11-16', to: '2026-11-22' });
    expect(resolvePeriod({ range: '30' }, today)).toEqual({ preset: '30', from: '2026-10-24', to: '2026-11-22' });
    expect(resolvePeriod({ range: 'year' }, today)).toEqual({ preset: 'year', from: '2026-01-01', to: '2026-11-22' });
    expect(resolvePeriod({ range: 'year' }, '2027-01-01')).toMatchObject({ from: '2026-01-01', to: '2026-12-31' });
  });

  it('takes a custom range as given, and falls back to the default without both ends', () => {
    expect(resolvePeriod({ range: 'custom', from: '2026-11-01', to: today }, today)).toEqual({
      preset: 'custom',
      from: '2026-11-01',
      to: today,
    });
    expect(resolvePeriod({ range: 'custom', from: '2026-11-01' }, today)).toEqual({
      preset: '30',
      from: '2026-10-24',
      to: '2026-11-22',
    });
  });
});

describe('periodError and periodEnd', () => {
  it('refuses a reversed or too long custom range, never a preset', () => {
    expect(periodError({ preset: 'custom', from: '2026-11-10', to: '2026-11-01' })).toBe('reversed');
    expect(periodError({ preset: 'custom', from: '2025-01-01', to: '2026-11-01' })).toBe('tooLong');
    expect(periodError({ preset: 'custom', from: '2025-11-23', to: '2026-11-23' })).toBeNull();
    expect(periodError({ preset: '90', from: '2026-08-25', to: '2026-11-22' })).toBeNull();
  });

  it('says whether the range ends yesterday or includes today', () => {
    expect(periodEnd({ to: '2026-11-22' }, today)).toEqual({ endsYesterday: true, includesToday: false });
    expect(periodEnd({ to: today }, today)).toEqual({ endsYesterday: false, includesToday: true });
    expect(periodEnd({ to: '2026-11-01' }, today)).toEqual({ endsYesterday: false, includesToday: false });
  });
});

describe('periodChange', () => {
  it('is the share of change, 0 from nothing to nothing, null from nothing to something', () => {
    expect(periodChange(30, 20)).toBe(0.5);
    expect(periodChange(10, 20)).toBe(-0.5);
    expect(periodChange(0, 0)).toBe(0);
    expect(periodChange(5, 0)).toBeNull();
  });
});

describe('chartPoints', () => {
  const series = [
    { day: '2026-11-21', value: 4 },
    { day: '2026-11-22', value: 6 },
    { day: today, value: 1 },
  ];

  it('draws complete days solid and joins today to them dashed', () => {
    expect(chartPoints(series, today)).toEqual([
      { day: '2026-11-21', complete: 4, incomplete: null },
      { day: '2026-11-22', complete: 6, incomplete: 6 },
      { day: today, complete: null, incomplete: 1 },
    ]);
  });

  it('has no dashed part when the range ends yesterday', () => {
    expect(chartPoints(series.slice(0, 2), today).map((p) => p.incomplete)).toEqual([null, null]);
  });

  it('dashes a range of today alone', () => {
    expect(chartPoints([{ day: today, value: 3 }], today)).toEqual([{ day: today, complete: null, incomplete: 3 }]);
  });
});

const SEMINAR = '6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f';
const read = (search: string) => readStatisticsParams(new URLSearchParams(search), '2026-11-23');

describe('readStatisticsParams (the URL)', () => {
  it('defaults to the last 30 full days, ending yesterday (today is incomplete)', () => {
    expect(read('')).toEqual({ preset: '30', from: '2026-10-24', to: '2026-11-22', seminarId: undefined });
  });
  it('reads the presets and this year, each ending yesterday', () => {
    expect(read('range=7')).toMatchObject({ from: '2026-11-16', to: '2026-11-22' });
    expect(read('range=90')).toMatchObject({ from: '2026-08-25', to: '2026-11-22' });
    expect(read('range=year')).toMatchObject({ from: '2026-01-01', to: '2026-11-22' });
    // On 1 January this year has no full day yet: the year just ended.
    expect(readStatisticsParams(new URLSearchParams('range=year'), '2027-01-01')).toMatchObject({
      from: '2026-01-01',
      to: '2026-12-31',
    });
  });
  it('keeps a custom range that includes today (the page says so)', () => {
    expect(read('range=custom&from=2026-11-23&to=2026-11-23')).toMatchObject({ from: '2026-11-23', to: '2026-11-23' });
  });
  it('reads a custom range and the seminar; a broken custom range falls back to 30 days', () => {
    expect(read(`range=custom&from=2026-01-05&to=2026-02-01&seminarId=${SEMINAR}`)).toEqual({
      preset: 'custom',
      from: '2026-01-05',
      to: '2026-02-01',
      seminarId: SEMINAR,
    });
    expect(read('range=custom&from=x')).toMatchObject({ preset: '30', from: '2026-10-24' });
    expect(read('range=bogus')).toMatchObject({ preset: '30' });
  });
  it('checks each key with the contracts schema: no impossible day, no seminar id the API would refuse', () => {
    expect(read('range=custom&from=2026-02-30&to=2026-03-01')).toMatchObject({ preset: '30', from: '2026-10-24' });
    expect(read('seminarId=abc').seminarId).toBeUndefined();
  });
});

describe('presetChanges', () => {
  it('starts a custom range from the range shown, and clears the dates for a preset', () => {
    const shown = { from: '2026-10-24', to: '2026-11-22' };
    expect(presetChanges('custom', shown)).toEqual({ range: 'custom', ...shown });
    expect(presetChanges('7', shown)).toEqual({ range: '7', from: null, to: null });
    expect(presetChanges('year', shown)).toEqual({ range: 'year', from: null, to: null });
  });
});

describe('changeTone', () => {
  it('is good when a figure moves the way it should, bad the other way, flat without change', () => {
    expect(changeTone(0.5, 'more')).toBe('good');
    expect(changeTone(null, 'more')).toBe('good');
    expect(changeTone(-0.1, 'more')).toBe('bad');
    expect(changeTone(0, 'more')).toBe('flat');
    // Fewer cancellations are good, more are bad.
    expect(changeTone(-0.1, 'fewer')).toBe('good');
    expect(changeTone(0.5, 'fewer')).toBe('bad');
    expect(changeTone(null, 'fewer')).toBe('bad');
    expect(changeTone(0, 'fewer')).toBe('flat');
  });

  it('knows the goal of every figure: all of them should grow', () => {
    expect(Object.keys(metricGoals).sort()).toEqual([...statisticsMetrics].sort());
    expect(new Set(Object.values(metricGoals))).toEqual(new Set(['more']));
  });
});

describe('metricSeries and isEmptyPeriod', () => {
  const series = [
    { day: '2026-11-21', ...figures({ seminarViews: 4, inquiries: 1 }) },
    { day: '2026-11-22', ...figures({ seminarViews: 6 }) },
  ];

  it("takes one figure's daily buckets", () => {
    expect(metricSeries(series, 'seminarViews')).toEqual([
      { day: '2026-11-21', value: 4 },
      { day: '2026-11-22', value: 6 },
    ]);
    expect(metricSeries(series, 'inquiries').map((p) => p.value)).toEqual([1, 0]);
  });

  it('calls a period empty only when every figure of every day is 0', () => {
    expect(isEmptyPeriod(series)).toBe(false);
    expect(isEmptyPeriod([{ day: '2026-11-22', ...figures() }])).toBe(true);
    expect(isEmptyPeriod([{ day: '2026-11-22', ...figures({ profileViews: 1 }) }])).toBe(false);
  });
});

const row = (seminarId: string, title: string, overrides: Parameters<typeof figures>[0] = {}) => ({
  seminarId,
  title,
  status: 'online' as const,
  ...figures(overrides),
});

describe('benchmarkComparison', () => {
  const seminars = [
    row('a', 'A', { impressions: 10, seminarViews: 8 }),
    row('b', 'B', { seminarViews: 2 }),
    row('c', 'C'), // not seen in the period: not counted
  ];
  const totals = figures({ seminarViews: 10, profileViews: 7, conversionRate: 0.1 });

  it('holds seminar figures per seen seminar, profile views and conversion per provider', () => {
    expect(benchmarkComparison({ totals, seminars }, 'seminarViews')).toEqual({ perProvider: false, yours: 5 });
    expect(benchmarkComparison({ totals, seminars }, 'profileViews')).toEqual({ perProvider: true, yours: 7 });
    expect(benchmarkComparison({ totals, seminars }, 'conversionRate')).toEqual({ perProvider: true, yours: 0.1 });
  });

  it('divides by one when no seminar was seen', () => {
    expect(benchmarkComparison({ totals, seminars: [] }, 'seminarViews').yours).toBe(10);
  });
});

describe('sortSeminarRows and nextSeminarSort', () => {
  const rows = [
    row('1', 'Zeit', { seminarViews: 3 }),
    row('2', 'Ärger', { seminarViews: 9 }),
    row('3', 'Atem', { seminarViews: 5 }),
  ];

  it('orders by a figure or by title in the language’s collation', () => {
    expect(sortSeminarRows(rows, { key: 'seminarViews', dir: 'desc' }, 'de').map((r) => r.seminarId)).toEqual([
      '2',
      '3',
      '1',
    ]);
    expect(sortSeminarRows(rows, { key: 'seminarViews', dir: 'asc' }, 'de').map((r) => r.seminarId)).toEqual([
      '1',
      '3',
      '2',
    ]);
    expect(sortSeminarRows(rows, { key: 'title', dir: 'asc' }, 'de').map((r) => r.title)).toEqual([
      'Ärger',
      'Atem',
      'Zeit',
    ]);
    expect(rows.map((r) => r.seminarId)).toEqual(['1', '2', '3']);
  });

  it('turns the same column round; a new column starts A–Z for titles and largest first for figures', () => {
    expect(nextSeminarSort({ key: 'seminarViews', dir: 'desc' }, 'seminarViews')).toEqual({
      key: 'seminarViews',
      dir: 'asc',
    });
    expect(nextSeminarSort({ key: 'seminarViews', dir: 'desc' }, 'title')).toEqual({ key: 'title', dir: 'asc' });
    expect(nextSeminarSort({ key: 'title', dir: 'asc' }, 'inquiries')).toEqual({ key: 'inquiries', dir: 'desc' });
  });
});
