/**
 * Calendar files of the public seminars: one seminar (`.ics` linked from its page) and a
 * provider's feed of its current seminars (a subscription URL). Only what the seminar's public
 * page shows; unpublished, expired and unknown seminars are 404.
 */
import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { seminarDaysIso, slugify, textsIn, type Language } from '@bu/contracts';
import { locations, providers, seminars } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { isUuid } from '../../lib/validation';
import { publicSql } from '../seminars';
import { servicePlugin } from '../../plugins/service';
import { writeCalendar, type CalendarEvent } from './ical';

/** A feed lists at most this many dates (a provider's current seminars; more is not a calendar). */
const FEED_EVENTS_MAX = 1000;

function createCalendarService(app: FastifyInstance) {
  const { db, config } = app;
  const host = new URL(config.PUBLIC_URL).host;

  async function events(where: SQL): Promise<{ providerName: string; event: CalendarEvent }[]> {
    const rows = await db
      .select({
        id: seminars.id,
        title: seminars.title,
        startDate: seminars.startDate,
        endDate: seminars.endDate,
        timeFrom: seminars.timeFrom,
        timeTo: seminars.timeTo,
        weekendDays: seminars.weekendDays,
        nonSeminarDates: seminars.nonSeminarDates,
        seminarType: seminars.seminarType,
        formattedAddress: seminars.formattedAddress,
        cityComment: seminars.cityComment,
        updatedAt: seminars.updatedAt,
        providerName: providers.name,
        street: locations.street,
        postalCode: locations.postalCode,
        city: locations.city,
      })
      .from(seminars)
      .innerJoin(providers, eq(providers.id, seminars.providerId))
      .leftJoin(locations, eq(locations.id, seminars.locationId))
      .where(and(where, publicSql(app.today())))
      .orderBy(asc(seminars.startDate), asc(seminars.id))
      .limit(FEED_EVENTS_MAX);
    return rows.map((row) => {
      const place = [row.street, [row.postalCode, row.city].filter(Boolean).join(' ')].filter(Boolean).join(', ');
      const location =
        row.seminarType === 'online' ? 'Online' : row.formattedAddress || place || row.cityComment || null;
      const url = `${config.PUBLIC_URL}/marketplace/seminars/${slugify(row.title)}-${row.id}`;
      return {
        providerName: row.providerName,
        event: {
          uid: `seminar-${row.id}@${host}`,
          summary: row.title,
          description: `${row.providerName}\n${url}`,
          location,
          url,
          // publicSql admits only seminars with a start date.
          startDate: row.startDate!,
          endDate: row.endDate ?? row.startDate!,
          timeFrom: row.timeFrom,
          timeTo: row.timeTo,
          days: seminarDaysIso(row),
          lastModified: row.updatedAt,
        },
      };
    });
  }

  return {
    /** One public seminar's `.ics` and the file name to offer. */
    async seminar(id: string): Promise<{ fileName: string; body: string }> {
      if (!isUuid(id)) throw new AppError('NOT_FOUND');
      const [found] = await events(eq(seminars.id, id));
      if (!found) throw new AppError('NOT_FOUND');
      return {
        fileName: `${slugify(found.event.summary) || 'seminar'}.ics`,
        body: writeCalendar({ name: found.event.summary, events: [found.event], now: app.now() }),
      };
    },

    /** A provider's current public seminars as a feed; an unknown provider is 404, one without seminars an empty calendar. */
    async provider(id: string, language: Language): Promise<string> {
      if (!isUuid(id)) throw new AppError('NOT_FOUND');
      const [provider] = await db.select({ name: providers.name }).from(providers).where(eq(providers.id, id));
      if (!provider) throw new AppError('NOT_FOUND');
      const found = await events(eq(seminars.providerId, id));
      return writeCalendar({
        name: textsIn(language)('seminar.feedName', { provider: provider.name }),
        events: found.map((f) => f.event),
        now: app.now(),
      });
    },
  };
}

type CalendarService = ReturnType<typeof createCalendarService>;

declare module 'fastify' {
  interface FastifyInstance {
    calendarService: CalendarService;
  }
}

export default servicePlugin('calendarService', createCalendarService, ['database', 'config', 'clock']);
