/**
 * Dates, one way for the server and the web app (docs/decisions/011-dates-module.md): calendar
 * days are ISO `YYYY-MM-DD` on the wire and counted in Berlin time ("today", expired seminars,
 * statistics days, invoice months); months are `YYYY-MM`; instants are ISO 8601 UTC. This module
 * needs no date library: day arithmetic runs on UTC midnights, time zones and display go through
 * Intl in the UI language. What needs date-fns and @date-fns/tz (working days, months, date
 * pickers and fields, CSV times) is in ./dates-library, so that a screen showing dates does not
 * load the date library (bench/RESULTS.md).
 */
import type { Language } from './i18n';
import { calendarDayFormat, intlLocales } from './intl';

/** The time zone of the product: providers, seminars, mails, statistics and invoices are German. */
export const TIME_ZONE = 'Europe/Berlin';

// One formatter per zone giving an instant's calendar day there (the seminar list asks for
// "today" on every call); `en-CA` writes YYYY-MM-DD, read part by part all the same.
const dayFormats = new Map<string, Intl.DateTimeFormat>();
function dayFormat(timeZone: string) {
  let found = dayFormats.get(timeZone);
  if (!found) {
    found = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormats.set(timeZone, found);
  }
  return found;
}

/** The calendar day of an instant in `timeZone` (Berlin unless told), as YYYY-MM-DD. */
export function isoDateIn(at: Date | string, timeZone: string = TIME_ZONE): string {
  const parts = dayFormat(timeZone).formatToParts(typeof at === 'string' ? new Date(at) : at);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)!.value;
  return `${part('year')}-${part('month')}-${part('day')}`;
}

let today: { minute: number; timeZone: string; day: string } | undefined;

/**
 * Today as YYYY-MM-DD in Berlin (what "expired", the tabs and the statistics compare against).
 * A day begins on a whole minute in every time zone in use, so the day is formatted once a minute:
 * the server asks on every list call (bench/RESULTS.md).
 */
export function todayIso(now: Date = new Date(), timeZone: string = TIME_ZONE): string {
  const minute = Math.floor(now.getTime() / 60_000);
  if (today?.minute === minute && today.timeZone === timeZone) return today.day;
  const day = isoDateIn(now, timeZone);
  today = { minute, timeZone, day };
  return day;
}

// Calendar-day arithmetic on ISO dates runs on UTC midnights: a UTC day is always 24 hours, so
// adding days is adding milliseconds, with no time zone or format pattern in the way. It is
// ~40× cheaper than a date-fns parse/add/format round trip, which matters where a year of
// statistics days is walked on every call.
const DAY_MS = 86_400_000;
/** The UTC midnight of an ISO date (or the date part of a date-time), in ms; NaN when not a date. */
const utcDay = (iso: string) => Date.parse(`${iso.slice(0, 10)}T00:00:00Z`);
/** ms since the epoch at a UTC midnight, back to YYYY-MM-DD (RangeError when not a date, as date-fns). */
const isoOfUtc = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The ISO date `days` calendar days after `iso` (before it when negative). */
export function addDaysIso(iso: string, days: number): string {
  return isoOfUtc(utcDay(iso) + days * DAY_MS);
}

/** Whole calendar days from `from` to `to` (negative when `to` is earlier). */
export function daysBetweenIso(from: string, to: string): number {
  return Math.round((utcDay(to) - utcDay(from)) / DAY_MS);
}

/** Every ISO date from `from` to `to`, both ends included (empty when `to` is earlier). */
export function eachDayIso(from: string, to: string): string[] {
  const days: string[] = [];
  const last = utcDay(to);
  for (let ms = utcDay(from); ms <= last; ms += DAY_MS) days.push(isoOfUtc(ms));
  return days;
}

/** How many days the range `from`…`to` covers, both ends included. */
export function dayCountIso(from: string, to: string): number {
  return daysBetweenIso(from, to) + 1;
}

/** Saturday or Sunday (an ISO date's weekday, independent of any time zone). */
export function isWeekendIso(iso: string): boolean {
  const weekday = new Date(utcDay(iso)).getUTCDay();
  return weekday === 0 || weekday === 6;
}

/**
 * A seminar's days (issue 46): every date from start to end, without Saturdays and Sundays unless
 * `weekendDays`, and without the dates marked as no seminar day. A range that holds no weekday at
 * all (a weekend seminar nobody flagged) is taught on its weekend days. Empty without a start.
 */
export function seminarDaysIso(s: {
  startDate?: string | null;
  endDate?: string | null;
  weekendDays?: boolean | null;
  nonSeminarDates?: readonly string[] | null;
}): string[] {
  if (!s.startDate || !ISO_DATE.test(s.startDate)) return [];
  const end = s.endDate && ISO_DATE.test(s.endDate) && s.endDate >= s.startDate ? s.endDate : s.startDate;
  const range = eachDayIso(s.startDate, end);
  const weekend = s.weekendDays || range.every(isWeekendIso);
  const skipped = new Set(s.nonSeminarDates ?? []);
  return range.filter((d) => !skipped.has(d) && (weekend || !isWeekendIso(d)));
}

/** The instant `days` × 24 hours after `at` (before it when negative): lifetimes, retention windows. */
export function shiftDays(at: Date, days: number): Date {
  return new Date(at.getTime() + days * DAY_MS);
}

// ---------------------------------------------------------------------------------------------
// Display (UI language; German "11.01.2027", English "11/01/2027")
// ---------------------------------------------------------------------------------------------

// Creating an Intl.DateTimeFormat costs about a millisecond: one per language and style.
const formats = new Map<string, Intl.DateTimeFormat>();
function formatter(key: string, language: Language, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const id = `${key}:${language}`;
  let found = formats.get(id);
  if (!found) {
    found = new Intl.DateTimeFormat(intlLocales[language], options);
    formats.set(id, found);
  }
  return found;
}

/** An ISO date, or the date part a date-time begins with. */
export const ISO_DATE = /^\d{4}-\d{2}-\d{2}/;

/** An ISO date (YYYY-MM-DD) as a calendar day: "11.01.2027" / "11/01/2027"; '' when missing. */
export function formatDate(iso: string | null | undefined, language: Language): string {
  if (!iso || !ISO_DATE.test(iso)) return '';
  const day = new Date(`${iso.slice(0, 10)}T00:00:00Z`);
  return formatter('date', language, calendarDayFormat).format(day);
}

/** An ISO date with its weekday: "Montag, 11.01.2027" / "Monday, 11/01/2027"; '' when missing. */
export function formatWeekdayDate(iso: string | null | undefined, language: Language): string {
  if (!iso || !ISO_DATE.test(iso)) return '';
  const day = new Date(`${iso.slice(0, 10)}T00:00:00Z`);
  return `${formatter('weekday', language, { weekday: 'long', timeZone: 'UTC' }).format(day)}, ${formatDate(iso, language)}`;
}

/** An ISO date as day and month only, for chart axes: "11.01." / "11/01". */
export function formatDayMonth(iso: string, language: Language): string {
  return formatter('dayMonth', language, { day: '2-digit', month: '2-digit', timeZone: 'UTC' }).format(
    new Date(`${iso.slice(0, 10)}T00:00:00Z`),
  );
}

/**
 * A list of seminar days as HR reads it: "Do 07.01., Fr 08.01., Mo 11.01.2027" / "Thu 07/01,
 * Fri 08/01, Mon 11/01/2027" — weekday and day, the year once at the end (and where it changes).
 */
export function formatDayList(days: readonly string[], language: Language): string {
  const weekday = formatter('weekdayShort', language, { weekday: 'short', timeZone: 'UTC' });
  return days
    .map((iso, i) => {
      const day = new Date(`${iso.slice(0, 10)}T00:00:00Z`);
      const lastOfYear = i === days.length - 1 || days[i + 1]!.slice(0, 4) !== iso.slice(0, 4);
      const date = lastOfYear ? formatDate(iso, language) : formatDayMonth(iso, language);
      return `${weekday.format(day).replace(/\.$/, '')} ${date}`;
    })
    .join(', ');
}

/** "11.01.2027 – 15.01.2027"; one day when start and end agree; '' without a start. */
export function formatDateRange(
  start: string | null | undefined,
  end: string | null | undefined,
  language: Language,
): string {
  if (!start) return '';
  if (!end || end === start) return formatDate(start, language);
  return `${formatDate(start, language)} – ${formatDate(end, language)}`;
}

/** A month (YYYY-MM) in words: "Januar 2027" / "January 2027"; '' when missing. */
export function formatMonth(month: string | null | undefined, language: Language): string {
  if (!month || !/^\d{4}-\d{2}/.test(month)) return '';
  const first = new Date(`${month.slice(0, 7)}-01T00:00:00Z`);
  return formatter('month', language, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(first);
}

/**
 * An instant in Berlin time: "20.11.2026 15:30" / "20/11/2026 15:30" (`numeric`, the default),
 * or "20.11.2026, 15:30" / "20 Nov 2026, 15:30" (`medium`, for mails). '' when missing or invalid.
 */
export function formatDateTime(
  value: Date | string | null | undefined,
  language: Language,
  style: 'numeric' | 'medium' = 'numeric',
): string {
  if (!value) return '';
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  if (style === 'medium') {
    return formatter('medium', language, { dateStyle: 'medium', timeStyle: 'short', timeZone: TIME_ZONE }).format(date);
  }
  return formatter('numeric', language, {
    timeZone: TIME_ZONE,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  })
    .format(date)
    .replace(',', '');
}
