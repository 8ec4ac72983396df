import { describe, expect, it } from 'vitest';
import {
  formatChange,
  formatDateTime,
  formatDay,
  formatDayRange,
  formatDecimal,
  formatMoney,
  formatNumber,
  formatPercent,
  formatShortDay,
} from './format';

describe('format', () => {
  it('shows date-times in German time in the UI language, summer and winter', () => {
    expect(formatDateTime('2026-07-01T08:05:00Z', 'de')).toBe('01.07.2026 10:05');
    expect(formatDateTime('2026-12-31T23:30:00Z', 'de')).toBe('01.01.2027 00:30');
    expect(formatDateTime('2026-07-01T08:05:00Z', 'en')).toBe('01/07/2026 10:05');
  });

  it('leaves missing or broken values empty', () => {
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime('kein Datum')).toBe('');
    expect(formatDay(null)).toBe('');
  });

  it('formats days, ranges, money and percentages per language', () => {
    expect(formatDay('2027-01-11', 'de')).toBe('11.01.2027');
    expect(formatDay('2027-01-11', 'en')).toBe('11/01/2027');
    expect(formatDayRange('2027-01-11', '2027-01-15', 'de')).toBe('11.01.2027 – 15.01.2027');
    expect(formatDayRange('2027-01-11', '2027-01-11', 'de')).toBe('11.01.2027');
    expect(formatMoney(54050, 'de')).toBe('540,50\u00a0€');
    expect(formatMoney(54050, 'en')).toBe('€540.50');
    expect(formatPercent(1, 'de')).toBe('100\u00a0%');
    expect(formatPercent(1, 'en')).toBe('100%');
  });

  it('formats whole-euro prices, decimals, changes and short days per language', () => {
    expect(formatMoney(54000, 'de', { wholeEuros: true })).toBe('540\u00a0€');
    expect(formatMoney(54050, 'de', { wholeEuros: true })).toBe('540,50\u00a0€');
    expect(formatMoney(54000, 'en', { wholeEuros: true })).toBe('€540');
    expect(formatMoney(54000, 'de')).toBe('540,00\u00a0€');
    expect(formatNumber(1234567, 'de')).toBe('1.234.567');
    expect(formatNumber(1234567, 'en')).toBe('1,234,567');
    expect(formatDecimal(12.345, 'de')).toBe('12,3');
    expect(formatDecimal(12.345, 'en')).toBe('12.3');
    expect(formatChange(0.25, 'de')).toBe('+25\u00a0%');
    expect(formatChange(-0.1, 'en')).toBe('-10%');
    expect(formatChange(0, 'en')).toBe('0%');
    expect(formatShortDay('2027-01-11', 'de')).toBe('11.01.');
    expect(formatShortDay('2027-01-11', 'en')).toBe('11/01');
  });
});
