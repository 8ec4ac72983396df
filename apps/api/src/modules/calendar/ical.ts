/**
 * An RFC 5545 writer for our seminars (docs/decisions/045-calendar-files.md): a VCALENDAR with the
 * `Europe/Berlin` VTIMEZONE and one VEVENT per seminar date. Written here, not taken from npm: the
 * well-kept writers either emit no VTIMEZONE (`ics` writes UTC or floating times) or need Node 22
 * (`ical-generator` 11). What RFC 5545 asks of a writer is small and tested by parsing with ical.js:
 * CRLF line ends, lines folded at 75 octets (never inside a UTF-8 character), TEXT values escaped.
 */

import { eachDayIso } from '@bu/contracts';
/** One seminar date. Without daily times it is an all-day event over its days. */
export interface CalendarEvent {
  /** Globally unique and stable for this date, e.g. `seminar-<id>@<host>`. */
  uid: string;
  summary: string;
  description: string | null;
  location: string | null;
  url: string;
  /** ISO dates (`YYYY-MM-DD`), first and last day. */
  startDate: string;
  endDate: string;
  /** Daily times (`HH:MM`, Europe/Berlin) when the seminar stores them; both or none. */
  timeFrom?: string | null;
  timeTo?: string | null;
  /** The seminar's days (issue 46: weekends and marked dates left out); every day of the range without it. */
  days?: readonly string[];
  lastModified: Date;
}

export interface Calendar {
  /** Shown by calendar apps as the subscription's name (X-WR-CALNAME). */
  name: string;
  events: CalendarEvent[];
  /** DTSTAMP: when this file was made. */
  now: Date;
}

const CALENDAR_TIME_ZONE = 'Europe/Berlin';

/**
 * Central European Time since 1996 (EU summer time: last Sunday of March 02:00 → last Sunday of
 * October 03:00). Seminars lie in the future, so the rule alone describes every date we write.
 */
const BERLIN_VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  'TZID:Europe/Berlin',
  'X-LIC-LOCATION:Europe/Berlin',
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0200',
  'TZNAME:CEST',
  'DTSTART:19700329T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0200',
  'TZOFFSETTO:+0100',
  'TZNAME:CET',
  'DTSTART:19701025T030000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
];

/** RFC 5545 §3.3.11: backslash, semicolon, comma and line breaks escaped. */
function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** RFC 5545 §3.1: a content line longer than 75 octets continues on lines starting with a space. */
function foldLine(line: string): string {
  const encoder = new TextEncoder();
  if (encoder.encode(line).length <= 75) return line;
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // The first line holds 75 octets; each continuation 74 after its leading space.
    if (octets + size > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const compactDate = (iso: string) => iso.replaceAll('-', '');
const compactTime = (hhmm: string) => `${hhmm.replace(':', '').padEnd(4, '0').slice(0, 4)}00`;
const utcStamp = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** The day after an ISO date (DTEND of an all-day event is exclusive). */
function nextDay(iso: string): string {
  const day = new Date(`${iso}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}

/** Days from the first to the last day, both counted. */
function dayCount(startDate: string, endDate: string): number {
  return Math.round((Date.parse(`${endDate}T00:00:00Z`) - Date.parse(`${startDate}T00:00:00Z`)) / 86_400_000) + 1;
}

function eventLines(event: CalendarEvent, now: Date): string[] {
  const endDate = event.endDate < event.startDate ? event.startDate : event.endDate;
  const timed = Boolean(event.timeFrom && event.timeTo);
  const lines = ['BEGIN:VEVENT', `UID:${event.uid}`, `DTSTAMP:${utcStamp(now)}`];
  if (timed) {
    // Daily hours: the first day's session, repeated daily to the last seminar day, without the
    // days in between that are no seminar days (a weekend, a marked date).
    const tz = `TZID=${CALENDAR_TIME_ZONE}`;
    const days = event.days?.length ? event.days : null;
    const first = days ? days[0]! : event.startDate;
    const last = days ? days[days.length - 1]! : endDate;
    lines.push(`DTSTART;${tz}:${compactDate(first)}T${compactTime(event.timeFrom!)}`);
    lines.push(`DTEND;${tz}:${compactDate(first)}T${compactTime(event.timeTo!)}`);
    const count = dayCount(first, last);
    if (count > 1) lines.push(`RRULE:FREQ=DAILY;COUNT=${count}`);
    if (days && count > days.length) {
      const taught = new Set(days);
      const skipped = eachDayIso(first, last).filter((day) => !taught.has(day));
      lines.push(
        `EXDATE;${tz}:${skipped.map((day) => `${compactDate(day)}T${compactTime(event.timeFrom!)}`).join(',')}`,
      );
    }
  } else {
    lines.push(`DTSTART;VALUE=DATE:${compactDate(event.startDate)}`);
    lines.push(`DTEND;VALUE=DATE:${compactDate(nextDay(endDate))}`);
    // An all-day seminar does not block the attendee's calendar as busy time of day.
    lines.push('TRANSP:TRANSPARENT');
  }
  lines.push(`SUMMARY:${escapeText(event.summary)}`);
  if (event.location) lines.push(`LOCATION:${escapeText(event.location)}`);
  if (event.description) lines.push(`DESCRIPTION:${escapeText(event.description)}`);
  lines.push(`URL:${event.url}`);
  lines.push(`LAST-MODIFIED:${utcStamp(event.lastModified)}`);
  lines.push('END:VEVENT');
  return lines;
}

/** The calendar as the text of a `.ics` file (CRLF line ends, folded). */
export function writeCalendar(calendar: Calendar): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Bildungsurlaub//Provider dashboard//DE',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(calendar.name)}`,
    `X-WR-TIMEZONE:${CALENDAR_TIME_ZONE}`,
    ...BERLIN_VTIMEZONE,
    ...calendar.events.flatMap((event) => eventLines(event, calendar.now)),
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
