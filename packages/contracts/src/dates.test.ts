import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  addDaysIso,
  eachDayIso,
  dayCountIso,
  daysBetweenIso,
  formatDate,
  formatDayList,
  formatDateRange,
  formatDateTime,
  formatMonth,
  formatWeekdayDate,
  isoDateIn,
  seminarDaysIso,
  shiftDays,
  todayIso,
} from './dates';
import {
  addMonthsIso,
  calendarDay,
  formatCsvDateTime,
  formatDateInput,
  isoDateOf,
  monthBoundsIso,
  monthOfIso,
  parseDateInput,
  dateInputFormats,
} from './dates-library';

// Day arithmetic works in the process's local time zone; run it where days can be 23 or 25 hours.
const originalTz = process.env.TZ;
beforeEach(() => {
  process.env.TZ = 'Europe/Berlin';
});
afterEach(() => {
  process.env.TZ = originalTz;
});

describe('today in Berlin', () => {
  it('switches the day at Berlin midnight, not at UTC midnight', () => {
    // Winter (UTC+1): 23:00 UTC is already the next day in Berlin.
    expect(todayIso(new Date('2026-11-23T22:59:59Z'))).toBe('2026-11-23');
    expect(todayIso(new Date('2026-11-23T23:00:00Z'))).toBe('2026-11-24');
    // Summer (UTC+2): 22:00 UTC is midnight.
    expect(todayIso(new Date('2026-07-01T21:59:59Z'))).toBe('2026-07-01');
    expect(todayIso(new Date('2026-07-01T22:00:00Z'))).toBe('2026-07-02');
  });

  it('answers every moment of a minute alike, and each time zone its own day', () => {
    expect(todayIso(new Date('2026-11-23T23:00:00Z'))).toBe('2026-11-24');
    expect(todayIso(new Date('2026-11-23T23:00:59.999Z'))).toBe('2026-11-24');
    expect(todayIso(new Date('2026-11-23T23:00:30Z'), 'UTC')).toBe('2026-11-23');
    expect(todayIso(new Date('2026-11-23T23:00:30Z'))).toBe('2026-11-24');
    expect(todayIso(new Date('2026-11-23T22:59:59.999Z'))).toBe('2026-11-23');
  });

  it('crosses the year end by Berlin time', () => {
    expect(todayIso(new Date('2026-12-31T22:59:59Z'))).toBe('2026-12-31');
    expect(todayIso(new Date('2026-12-31T23:30:00Z'))).toBe('2027-01-01');
  });

  it('follows the DST changes of the last Sundays of March and October', () => {
    // 29 March 2026: clocks go from 02:00 to 03:00; the day starts at 23:00 UTC the evening before.
    expect(todayIso(new Date('2026-03-28T22:59:59Z'))).toBe('2026-03-28');
    expect(todayIso(new Date('2026-03-28T23:00:00Z'))).toBe('2026-03-29');
    // …and the next day starts at 22:00 UTC (summer time).
    expect(todayIso(new Date('2026-03-29T21:59:59Z'))).toBe('2026-03-29');
    expect(todayIso(new Date('2026-03-29T22:00:00Z'))).toBe('2026-03-30');
    // 25 October 2026: clocks go from 03:00 back to 02:00; the day starts at 22:00 UTC, ends at 23:00 UTC.
    expect(todayIso(new Date('2026-10-24T22:00:00Z'))).toBe('2026-10-25');
    expect(todayIso(new Date('2026-10-25T22:59:59Z'))).toBe('2026-10-25');
    expect(todayIso(new Date('2026-10-25T23:00:00Z'))).toBe('2026-10-26');
  });

  it('gives the day of an instant in another zone when asked', () => {
    expect(isoDateIn('2026-11-23T23:30:00Z')).toBe('2026-11-24');
    expect(isoDateIn('2026-11-23T23:30:00Z', 'UTC')).toBe('2026-11-23');
  });
});

describe('days on ISO dates', () => {
  it('adds and subtracts calendar days across month, year and DST edges', () => {
    expect(addDaysIso('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDaysIso('2027-01-01', -1)).toBe('2026-12-31');
    expect(addDaysIso('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDaysIso('2026-03-28', 1)).toBe('2026-03-29');
    expect(addDaysIso('2026-03-29', 1)).toBe('2026-03-30');
    expect(addDaysIso('2026-10-25', 1)).toBe('2026-10-26');
    expect(addDaysIso('2026-10-24', 2)).toBe('2026-10-26');
  });

  it('counts whole days even when a day in between has 23 or 25 hours', () => {
    expect(daysBetweenIso('2026-03-28', '2026-03-30')).toBe(2);
    expect(daysBetweenIso('2026-10-24', '2026-10-26')).toBe(2);
    expect(daysBetweenIso('2026-12-31', '2027-01-01')).toBe(1);
    expect(daysBetweenIso('2027-01-01', '2026-12-31')).toBe(-1);
    expect(dayCountIso('2026-01-01', '2026-12-31')).toBe(365);
    expect(dayCountIso('2026-11-23', '2026-11-23')).toBe(1);
  });

  it('lists every day of a range across a DST change and a leap day', () => {
    expect(eachDayIso('2028-02-27', '2028-03-01')).toEqual(['2028-02-27', '2028-02-28', '2028-02-29', '2028-03-01']);
    expect(eachDayIso('2026-10-24', '2026-10-26')).toEqual(['2026-10-24', '2026-10-25', '2026-10-26']);
    expect(eachDayIso('2026-11-24', '2026-11-24')).toEqual(['2026-11-24']);
    expect(eachDayIso('2026-11-24', '2026-11-23')).toEqual([]);
    expect(eachDayIso('2025-11-25', '2026-11-24')).toHaveLength(365);
  });

  it('reads the date part of a date-time and rejects what is not a date', () => {
    expect(addDaysIso('2026-10-25T23:30:00Z', 1)).toBe('2026-10-26');
    expect(daysBetweenIso('2026-10-25T01:00:00+02:00', '2026-10-26')).toBe(1);
    expect(() => addDaysIso('2026-13-01', 1)).toThrow(RangeError);
  });

  it('converts between ISO dates and a date picker’s local days', () => {
    const day = calendarDay('2026-03-29');
    expect([day.getFullYear(), day.getMonth(), day.getDate(), day.getHours()]).toEqual([2026, 2, 29, 0]);
    expect(isoDateOf(day)).toBe('2026-03-29');
    expect(isoDateOf(new Date(2026, 9, 25, 23, 59))).toBe('2026-10-25');
  });

  it('shifts instants by whole 24-hour days', () => {
    expect(shiftDays(new Date('2026-12-31T12:00:00Z'), 1).toISOString()).toBe('2027-01-01T12:00:00.000Z');
    expect(shiftDays(new Date('2026-11-23T12:00:00Z'), -7).toISOString()).toBe('2026-11-16T12:00:00.000Z');
  });
});

describe('months', () => {
  it('names the month of a date and steps over year ends', () => {
    expect(monthOfIso('2026-12-31')).toBe('2026-12');
    expect(monthOfIso('2027-01-01T08:00:00Z')).toBe('2027-01');
    expect(addMonthsIso('2026-12', 1)).toBe('2027-01');
    expect(addMonthsIso('2027-01', -1)).toBe('2026-12');
    expect(addMonthsIso('2026-03', -1)).toBe('2026-02');
    expect(addMonthsIso('2026-11', 14)).toBe('2028-01');
  });

  it('gives the first and last day of a month, leap years and DST months included', () => {
    expect(monthBoundsIso('2026-02')).toEqual({ first: '2026-02-01', last: '2026-02-28' });
    expect(monthBoundsIso('2028-02')).toEqual({ first: '2028-02-01', last: '2028-02-29' });
    expect(monthBoundsIso('2026-03')).toEqual({ first: '2026-03-01', last: '2026-03-31' });
    expect(monthBoundsIso('2026-10')).toEqual({ first: '2026-10-01', last: '2026-10-31' });
    expect(monthBoundsIso('2026-12')).toEqual({ first: '2026-12-01', last: '2026-12-31' });
  });

  it('shows a month in words in the UI language', () => {
    expect(formatMonth('2027-01', 'de')).toBe('Januar 2027');
    expect(formatMonth('2026-12', 'en')).toBe('December 2026');
    expect(formatMonth(null, 'de')).toBe('');
  });
});

describe('display', () => {
  it('shows calendar days in the UI language', () => {
    expect(formatDate('2027-01-11', 'de')).toBe('11.01.2027');
    expect(formatDate('2027-01-11', 'en')).toBe('11/01/2027');
    expect(formatDate(null, 'de')).toBe('');
    expect(formatDate('soon', 'en')).toBe('');
    expect(formatDateRange('2027-01-11', '2027-01-15', 'de')).toBe('11.01.2027 – 15.01.2027');
    expect(formatDateRange('2027-01-11', '2027-01-11', 'en')).toBe('11/01/2027');
    expect(formatDateRange(null, '2027-01-11', 'en')).toBe('');
    expect(formatWeekdayDate('2027-01-11', 'de')).toBe('Montag, 11.01.2027');
    expect(formatWeekdayDate('2027-01-17', 'en')).toBe('Sunday, 17/01/2027');
    expect(formatWeekdayDate(undefined, 'en')).toBe('');
  });

  it('shows instants in Berlin time, also over the year end and in summer', () => {
    expect(formatDateTime('2026-12-31T23:30:00Z', 'de')).toBe('01.01.2027 00:30');
    expect(formatDateTime('2026-12-31T23:30:00Z', 'en')).toBe('01/01/2027 00:30');
    expect(formatDateTime(new Date('2026-07-01T08:05:00Z'), 'de')).toBe('01.07.2026 10:05');
    expect(formatDateTime('not a date', 'de')).toBe('');
    expect(formatDateTime(null, 'en')).toBe('');
    expect(formatDateTime('2026-07-01T08:05:00Z', 'en', 'medium')).toBe('1 Jul 2026, 10:05');
  });

  it('writes CSV date-times in Berlin time, sortable in English', () => {
    expect(formatCsvDateTime(new Date('2026-10-25T00:30:00Z'), 'de')).toBe('25.10.2026 02:30');
    expect(formatCsvDateTime(new Date('2026-10-25T01:30:00Z'), 'de')).toBe('25.10.2026 02:30');
    expect(formatCsvDateTime('2026-12-31T23:30:00Z', 'en')).toBe('2027-01-01 00:30');
  });

  it('formats and parses date fields across the DST switch', () => {
    expect(formatDateInput('2026-03-28', 'de', true)).toBe('29.03.2026');
    expect(formatDateInput('2026-10-25', 'de', true)).toBe('26.10.2026');
    expect(parseDateInput('29.02.2028', 'de')).toBe('2028-02-29');
    expect(parseDateInput('29.02.2027', 'de')).toBeNull();
  });

  it('takes each UI language’s display format in date fields, as formatDate shows it', () => {
    expect(parseDateInput('04/05/2027', 'en')).toBe('2027-05-04');
    expect(parseDateInput('4/5/2027', 'en')).toBe('2027-05-04');
    expect(parseDateInput('04.05.2027', 'de')).toBe('2027-05-04');
    expect(parseDateInput('4.5.2027', 'de')).toBe('2027-05-04');
    // The other language's separator is not a date of this one.
    expect(parseDateInput('04.05.2027', 'en')).toBeNull();
    expect(parseDateInput('04/05/2027', 'de')).toBeNull();
    expect(parseDateInput('31/04/2027', 'en')).toBeNull();
    for (const language of ['de', 'en'] as const) {
      expect(formatDateInput('2027-05-04', language)).toBe(formatDate('2027-05-04', language));
      expect(parseDateInput(formatDateInput('2027-12-31', language), language)).toBe('2027-12-31');
    }
    expect(formatDateInput('2027-05-04', 'en')).toBe('04/05/2027');
    expect(dateInputFormats.en.label).toBe('DD/MM/YYYY');
  });
});

describe('seminarDaysIso and formatDayList (issue 46)', () => {
  it('counts Thursday to Monday as three seminar days without the weekend', () => {
    const days = seminarDaysIso({ startDate: '2027-01-07', endDate: '2027-01-11' });
    expect(days).toEqual(['2027-01-07', '2027-01-08', '2027-01-11']);
    expect(formatDayList(days, 'de')).toBe('Do 07.01., Fr 08.01., Mo 11.01.2027');
    expect(formatDayList(days, 'en')).toBe('Thu 07/01, Fri 08/01, Mon 11/01/2027');
  });

  it('keeps the weekend when it is taught, and leaves out the marked dates', () => {
    expect(seminarDaysIso({ startDate: '2027-01-07', endDate: '2027-01-11', weekendDays: true })).toHaveLength(5);
    expect(seminarDaysIso({ startDate: '2027-01-04', endDate: '2027-01-08', nonSeminarDates: ['2027-01-06'] })).toEqual(
      ['2027-01-04', '2027-01-05', '2027-01-07', '2027-01-08'],
    );
  });

  it('teaches a weekend-only seminar on its weekend, and names the year where it changes', () => {
    expect(seminarDaysIso({ startDate: '2027-01-09', endDate: '2027-01-10' })).toEqual(['2027-01-09', '2027-01-10']);
    expect(seminarDaysIso({ startDate: null })).toEqual([]);
    expect(formatDayList(['2026-12-31', '2027-01-04'], 'de')).toBe('Do 31.12.2026, Mo 04.01.2027');
  });
});
