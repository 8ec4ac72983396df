/**
 * Calendar files read by a third-party parser (ical.js), field by field: a seminar's `.ics`, a
 * provider's feed, all-day spans, daily times in Europe/Berlin through its VTIMEZONE (summer and
 * winter), escaping and folding, and 404 for what is not public.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ICAL from 'ical.js';
import { slugify } from '@bu/contracts';
import { createTestContext, type TestContext } from '../../../test/helpers';
import { createProviderUser, inDays, type TestUser } from '../../../test/factories';
import { insertSeminar } from '../../../test/lead-factories';
import { writeCalendar } from './ical';

let ctx: TestContext;
let alice: TestUser;
let bob: TestUser;
let seminarId: string;
const title = 'Klima, Meer & Watt; ein Seminar über Küsten';

beforeAll(async () => {
  ctx = await createTestContext({ PUBLIC_URL: 'https://seminare.example.org' });
  alice = await createProviderUser(ctx.database.db);
  bob = await createProviderUser(ctx.database.db);
  seminarId = await insertSeminar(ctx.database.db, alice, {
    title,
    startDate: inDays(10),
    endDate: inDays(14),
    seminarType: 'presence',
    formattedAddress: 'Deichstraße 1, 25813 Husum',
  });
});
afterAll(async () => ctx?.close());

const parse = (text: string) => new ICAL.Component(ICAL.parse(text));
const berlin = (calendar: ICAL.Component) => new ICAL.Timezone(calendar.getFirstSubcomponent('vtimezone')!);

describe('GET /public/seminars/:id/calendar.ics', () => {
  it('is a text/calendar file with the Berlin VTIMEZONE and one all-day VEVENT over the seminar days', async () => {
    const res = await ctx.app.inject(`/api/public/seminars/${seminarId}/calendar.ics`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${slugify(title)}.ics"`);
    expect(res.body.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);

    const calendar = parse(res.body);
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(calendar.getFirstPropertyValue('prodid')).toBeTruthy();
    expect(calendar.getFirstSubcomponent('vtimezone')!.getFirstPropertyValue('tzid')).toBe('Europe/Berlin');
    const events = calendar.getAllSubcomponents('vevent');
    expect(events).toHaveLength(1);
    const event = new ICAL.Event(events[0]!);
    expect(event.uid).toBe(`seminar-${seminarId}@seminare.example.org`);
    expect(event.summary).toBe(title);
    expect(event.location).toBe('Deichstraße 1, 25813 Husum');
    expect(events[0]!.getFirstPropertyValue('url')).toBe(
      `https://seminare.example.org/marketplace/seminars/${slugify(title)}-${seminarId}`,
    );
    expect(events[0]!.getFirstPropertyValue('dtstamp')).toBeInstanceOf(ICAL.Time);
    expect(event.startDate.isDate).toBe(true);
    expect(event.startDate.toString()).toBe(inDays(10));
    // DTEND of an all-day event is the day after the last one.
    expect(event.endDate.isDate).toBe(true);
    expect(event.endDate.toString()).toBe(inDays(15));
    expect(event.isRecurring()).toBe(false);
  });

  it('answers 404 for a draft, an expired seminar and an unknown id', async () => {
    const draft = await insertSeminar(ctx.database.db, alice, { status: 'draft', publishedAt: null });
    const expired = await insertSeminar(ctx.database.db, alice, { startDate: inDays(-3), endDate: inDays(1) });
    for (const id of [draft, expired, '0b6e3a36-5d1e-4f2a-9a51-3c2d1e0f9a11', 'nope']) {
      const res = await ctx.app.inject(`/api/public/seminars/${id}/calendar.ics`);
      expect(res.statusCode, id).toBe(404);
      expect(res.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    }
  });
});

describe('GET /public/providers/:id/calendar.ics', () => {
  it("lists the provider's current public seminars, one VEVENT each, and no one else's", async () => {
    const online = await insertSeminar(ctx.database.db, alice, {
      title: 'Digital lernen',
      startDate: inDays(20),
      endDate: inDays(20),
      seminarType: 'online',
    });
    await insertSeminar(ctx.database.db, alice, { status: 'paused' });
    await insertSeminar(ctx.database.db, bob, { title: 'Bobs Seminar', startDate: inDays(5), endDate: inDays(6) });
    const res = await ctx.app.inject({
      url: `/api/public/providers/${alice.providerId}/calendar.ics`,
      headers: { 'accept-language': 'en' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const calendar = parse(res.body);
    expect(String(calendar.getFirstPropertyValue('x-wr-calname'))).toMatch(/ – seminars$/);
    const events = calendar.getAllSubcomponents('vevent').map((e) => new ICAL.Event(e));
    expect(events.map((e) => e.uid)).toEqual([
      `seminar-${seminarId}@seminare.example.org`,
      `seminar-${online}@seminare.example.org`,
    ]);
    expect(events[1]!.location).toBe('Online');
    expect(events[1]!.startDate.toString()).toBe(inDays(20));
    expect(events[1]!.endDate.toString()).toBe(inDays(21));
  });

  it('answers 404 for an unknown provider', async () => {
    const res = await ctx.app.inject('/api/public/providers/0b6e3a36-5d1e-4f2a-9a51-3c2d1e0f9a11/calendar.ics');
    expect(res.statusCode).toBe(404);
  });
});

describe('writeCalendar', () => {
  const base = {
    uid: 'seminar-1@example.org',
    summary: 'Tagesseminar',
    description: null,
    location: 'Hamburg',
    url: 'https://example.org/s/1',
    lastModified: new Date('2027-01-02T03:04:05Z'),
  };
  const now = new Date('2027-01-10T12:00:00Z');

  it('writes daily times in Europe/Berlin, repeated each seminar day, that convert right in summer and winter', () => {
    const text = writeCalendar({
      name: 'Test',
      now,
      events: [
        {
          ...base,
          uid: 'summer@example.org',
          startDate: '2027-07-05',
          endDate: '2027-07-09',
          timeFrom: '09:00',
          timeTo: '16:30',
        },
        {
          ...base,
          uid: 'winter@example.org',
          startDate: '2027-01-18',
          endDate: '2027-01-18',
          timeFrom: '08:15',
          timeTo: '12:00',
        },
      ],
    });
    const calendar = parse(text);
    // ical.js knows no zone but UTC by itself: the times convert only through the file's own VTIMEZONE.
    const zone = berlin(calendar);
    ICAL.TimezoneService.register(zone);
    const [summer, winter] = calendar.getAllSubcomponents('vevent').map((e) => new ICAL.Event(e));
    expect(summer!.startDate.zone!.tzid).toBe('Europe/Berlin');
    expect(summer!.startDate.toString()).toBe('2027-07-05T09:00:00');
    // CEST: UTC+2.
    expect(summer!.startDate.convertToZone(ICAL.Timezone.utcTimezone).toString()).toBe('2027-07-05T07:00:00Z');
    expect(zone.utcOffset(summer!.startDate)).toBe(7200);
    expect(summer!.endDate.toString()).toBe('2027-07-05T16:30:00');
    expect(summer!.isRecurring()).toBe(true);
    const days: string[] = [];
    const iterator = summer!.iterator();
    for (let next = iterator.next(); next; next = iterator.next()) days.push(next.toString());
    expect(days).toEqual([
      '2027-07-05T09:00:00',
      '2027-07-06T09:00:00',
      '2027-07-07T09:00:00',
      '2027-07-08T09:00:00',
      '2027-07-09T09:00:00',
    ]);
    // CET: UTC+1.
    expect(winter!.startDate.convertToZone(ICAL.Timezone.utcTimezone).toString()).toBe('2027-01-18T07:15:00Z');
    expect(winter!.isRecurring()).toBe(false);
    expect(calendar.getAllSubcomponents('vevent')[0]!.getFirstPropertyValue('dtstamp')!.toString()).toBe(
      '2027-01-10T12:00:00Z',
    );
  });

  it('escapes text and folds long lines without splitting a character', () => {
    const summary = `Gesundheit, Ernährung; Bewegung\\Pause — ${'Übung '.repeat(30)}`.trim();
    const text = writeCalendar({
      name: 'Test',
      now,
      events: [{ ...base, summary, description: 'Zeile 1\nZeile 2', startDate: '2027-03-01', endDate: '2027-03-02' }],
    });
    expect(text).toContain('SUMMARY:Gesundheit\\, Ernährung\\; Bewegung\\\\Pause');
    for (const line of text.split('\r\n')) {
      expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
      expect(line).not.toContain('\uFFFD');
    }
    const event = new ICAL.Event(parse(text).getFirstSubcomponent('vevent')!);
    expect(event.summary).toBe(summary);
    expect(event.description).toBe('Zeile 1\nZeile 2');
  });
});
