/**
 * The writer on its own: a seminar with daily times repeats its session on its seminar days only
 * (issue 46: Thursday to Monday is three seminar days), read back by ical.js, a third-party parser.
 */
import { describe, expect, it } from 'vitest';
import ICAL from 'ical.js';
import { writeCalendar } from './ical';

describe('a seminar with daily times', () => {
  it('is one session a seminar day, in Berlin time, skipping the weekend between', () => {
    const text = writeCalendar({
      name: 'Wattenmeer',
      now: new Date('2026-11-28T12:00:00Z'),
      events: [
        {
          uid: 'seminar-1@example.org',
          summary: 'Wattenmeer erleben',
          description: null,
          location: 'Husum',
          url: 'https://example.org/s/1',
          startDate: '2027-01-07',
          endDate: '2027-01-11',
          timeFrom: '09:00',
          timeTo: '16:30',
          days: ['2027-01-07', '2027-01-08', '2027-01-11'],
          lastModified: new Date('2026-11-01T00:00:00Z'),
        },
      ],
    });
    const calendar = new ICAL.Component(ICAL.parse(text));
    const timezone = new ICAL.Timezone(calendar.getFirstSubcomponent('vtimezone')!);
    ICAL.TimezoneService.register(timezone, 'Europe/Berlin');
    const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
    const starts: string[] = [];
    const iterator = event.iterator();
    for (let next = iterator.next(); next; next = iterator.next()) {
      if (event.isRecurrenceException() || starts.length > 10) break;
      starts.push(next.toJSDate().toISOString());
    }
    // 09:00 in Berlin in January is 08:00 UTC; Saturday and Sunday are left out.
    expect(starts).toEqual(['2027-01-07T08:00:00.000Z', '2027-01-08T08:00:00.000Z', '2027-01-11T08:00:00.000Z']);
    expect(event.endDate.toJSDate().toISOString()).toBe('2027-01-07T15:30:00.000Z');
  });
});
