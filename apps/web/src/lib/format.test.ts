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

  it('formats days and ranges per language', () => {
    expect(formatDay('2027-01-11', 'de')).toBe('11.01.2027');
    expect(formatDay('2027-01-11', 'en')).toBe('11/01/2027');
    expect(formatDayRange('2027-01-11', '2027-01-15', 'de')).toBe('11.01.2027 – 15.01.2027');
    expect(formatDayRange('2027-01-11', '2027-01-11', 'de')).toBe('11.01.2027');
    expect(formatShortDay('2027-01-11', 'de')).toBe('11.01.');
    expect(formatShortDay('2027-01-11', 'en')).toBe('11/01');
  });

  it("passes numbers and money to the contracts' formats in the language asked for", () => {
    expect(formatMoney(54000, 'en', { wholeEuros: true })).toBe('€540');
    expect(formatMoney(54050, 'de')).toBe('540,50\u00a0€');
    expect(formatNumber(1234567, 'en')).toBe('1,234,567');
    expect(formatDecimal(12.345, 'de')).toBe('12,3');
    expect(formatPercent(1, 'de')).toBe('100\u00a0%');
    expect(formatChange(-0.1, 'en')).toBe('-10%');
  });
});
