/** The statistics period maths: ranges (ending yesterday), their errors, the change and the dashed today. */
import { describe, expect, it } from 'vitest';
import { chartPoints, periodChange, periodEnd, periodError, resolvePeriod } from './period';

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
