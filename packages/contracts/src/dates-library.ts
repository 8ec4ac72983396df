/**
 * The part of the dates module (./dates, docs/decisions/011-dates-module.md) that needs date-fns
 * and @date-fns/tz: working days, months, the date pickers' and date fields' days, CSV times.
 */
import { tz } from '@date-fns/tz';
import {
  addBusinessDays,
  addDays,
  addMonths,
  endOfMonth,
  format,
  isValid,
  isWeekend,
  nextMonday,
  parse,
  parseISO,
  startOfDay,
} from 'date-fns';
import { ISO_DATE, TIME_ZONE } from './dates';
import type { Language } from './i18n';

/** A calendar day from an ISO date (or the date part of a date-time), at local midnight. */
const dayOf = (iso: string) => parseISO(iso.slice(0, 10));
const ISO_DAY = 'yyyy-MM-dd';

// One date-fns time-zone context per zone (the seminar list asks for "today" on every call).
const zones = new Map<string, ReturnType<typeof tz>>();
function zone(timeZone: string) {
  let found = zones.get(timeZone);
  if (!found) {
    found = tz(timeZone);
    zones.set(timeZone, found);
  }
  return found;
}

/**
 * The instant `workingDays` working days (Monday to Friday, Berlin time) after `at`: a lead
 * created then and still unanswered at that instant is overdue. Something arriving on a weekend
 * starts counting on Monday at 00:00. Public holidays are not left out (they differ per state).
 */
export function afterWorkingDays(at: Date, workingDays: number): Date {
  const berlin = { in: zone(TIME_ZONE) };
  const start = isWeekend(at, berlin) ? startOfDay(nextMonday(at, berlin), berlin) : at;
  return new Date(addBusinessDays(start, workingDays, berlin).getTime());
}

/** An ISO date as a Date at local midnight (what date pickers such as react-day-picker expect). */
export function calendarDay(iso: string): Date {
  return dayOf(iso);
}

/** The local calendar day of a Date (a date picker's choice) as YYYY-MM-DD. */
export function isoDateOf(date: Date): string {
  return format(date, ISO_DAY);
}

// ---------------------------------------------------------------------------------------------
// Months (YYYY-MM): invoice periods, the marketplace's month filter
// ---------------------------------------------------------------------------------------------

const ISO_MONTH = 'yyyy-MM';
const monthStart = (month: string) => parseISO(`${month.slice(0, 7)}-01`);

/** The month (YYYY-MM) an ISO date is in. */
export function monthOfIso(iso: string): string {
  return format(dayOf(iso), ISO_MONTH);
}

/** The month `months` after `month` (before it when negative), as YYYY-MM. */
export function addMonthsIso(month: string, months: number): string {
  return format(addMonths(monthStart(month), months), ISO_MONTH);
}

/** First and last day of a month (YYYY-MM) as ISO dates. */
export function monthBoundsIso(month: string): { first: string; last: string } {
  const start = monthStart(month);
  return { first: format(start, ISO_DAY), last: format(endOfMonth(start), ISO_DAY) };
}

/**
 * An instant in Berlin time for CSV files: "20.11.2026 15:30" in German, sortable
 * "2026-11-20 15:30" in English (spreadsheets read both).
 */
const CSV_DATE_TIME: Record<Language, string> = { de: 'dd.MM.yyyy HH:mm', en: 'yyyy-MM-dd HH:mm' };
export function formatCsvDateTime(value: Date | string, language: Language): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  return format(date, CSV_DATE_TIME[language], { in: zone(TIME_ZONE) });
}

// ---------------------------------------------------------------------------------------------
// Date fields (seed §9): typed in the UI language's display format, with an optional +1 day shift
// ---------------------------------------------------------------------------------------------

/**
 * What a date field takes in each UI language — the same day, month, year order `formatDate`
 * shows: `pattern` is how date-fns writes it, `label` how the field names it to the user (its
 * placeholder, its hint and the seminar rule `seminarDateInvalid` say it). Days and months may
 * be typed with one digit ("4.5.2027").
 */
export const dateInputFormats = {
  de: { pattern: 'dd.MM.yyyy', read: 'd.M.yyyy', shape: /^\d{1,2}\.\d{1,2}\.\d{4}$/, label: 'TT.MM.JJJJ' },
  en: { pattern: 'dd/MM/yyyy', read: 'd/M/yyyy', shape: /^\d{1,2}\/\d{1,2}\/\d{4}$/, label: 'DD/MM/YYYY' },
} as const satisfies Record<Language, { pattern: string; read: string; shape: RegExp; label: string }>;

/** An ISO date (YYYY-MM-DD or date-time) as a date field shows it, optionally shifted by one day; '' when not a date. */
export function formatDateInput(iso: string | null | undefined, language: Language, shiftOneDay = false): string {
  if (!iso || !ISO_DATE.test(iso)) return '';
  return format(addDays(dayOf(iso), shiftOneDay ? 1 : 0), dateInputFormats[language].pattern);
}

/** Parses a date typed in the UI language's format into ISO YYYY-MM-DD; null when it is not a real calendar date. */
export function parseDateInput(text: string, language: Language): string | null {
  const trimmed = text.trim();
  const { shape, read } = dateInputFormats[language];
  if (!shape.test(trimmed)) return null;
  const date = parse(trimmed, read, new Date(2000, 0, 1));
  return isValid(date) ? format(date, ISO_DAY) : null;
}
