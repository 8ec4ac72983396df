/**
 * Boost booking (seed §3 Boost, §4, §7, §9; DESIGN §8a): unconfirmed bookings are a cart per
 * provider (one per seminar, booking again replaces it), the priced overview answers
 * `GET /seminars/boost-invoice`, confirming makes the named seminars' bookings binding in one
 * transaction (all or nothing), and only unconfirmed bookings can be cancelled.
 * Rules read the date from the injectable clock (`app.now`).
 */
import { and, asc, desc, eq, gt, inArray, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  BOOST_MAX_DAYS,
  boostLastDay,
  boostState,
  boostStartAllowed,
  maxBoostDays,
  vatCents,
  type BoostBookBody,
  type BoostBooking,
  type BoostInvoiceResponse,
  type SessionUser,
} from '@bu/contracts';
import type { Executor } from '../../db/client';
import { boostBookings, seminars } from '../../db/schema/index';
import { AppError, notFound } from '../../lib/app-error';
import { assertMayCommitMoney } from '../team';
import { afterBoostConfirmed } from './events';
import { boostStatistics, type BoostStatistics } from './statistics';
import { servicePlugin } from '../../plugins/service';

type BookingRow = typeof boostBookings.$inferSelect;
type SeminarFacts = { title: string; startDate: string | null };

function toBooking(row: BookingRow, seminar: SeminarFacts, today: string, stats?: BoostStatistics): BoostBooking {
  return {
    id: row.id,
    seminarId: row.seminarId,
    title: seminar.title,
    days: row.days,
    startsOn: row.startsOn,
    endsOn: row.endsOn,
    courseStart: seminar.startDate,
    pricePerDayCents: row.pricePerDayCents,
    amountCents: row.amountCents,
    confirmed: row.status === 'confirmed',
    confirmedAt: row.confirmedAt?.toISOString() ?? null,
    state: boostState(
      {
        confirmed: row.status === 'confirmed',
        startsOn: row.startsOn,
        endsOn: row.endsOn,
        courseStart: seminar.startDate,
      },
      today,
    ),
    impressions: stats?.impressions ?? null,
    clicks: stats?.clicks ?? null,
  };
}

/** A seminar can be boosted while it is online and its course has not started. */
function assertBookable(seminar: { status: string; startDate: string | null }, today: string) {
  if (seminar.status !== 'online' || !seminar.startDate || seminar.startDate <= today) {
    throw new AppError('BOOST_NOT_BOOKABLE', { fieldErrors: { seminarId: 'boostNotBookable' } });
  }
}

/** 1 to BOOST_MAX_DAYS days (issue 9: "days < 1 … → 422"). */
function assertDays(days: number) {
  if (days < 1 || days > BOOST_MAX_DAYS) {
    throw new AppError('BOOST_DAYS_INVALID', { fieldErrors: { days: 'boostDaysInvalid' } });
  }
}

/** From today, before the course starts (contracts' `boostStartAllowed`). */
function assertStart(startsOn: string, today: string, courseStart: string | null) {
  if (!boostStartAllowed(startsOn, today, courseStart)) {
    throw new AppError('BOOST_START_INVALID', { fieldErrors: { startsOn: 'boostStartInvalid' } });
  }
}

function assertBeforeCourseStart(startsOn: string, days: number, courseStart: string | null) {
  if (days > maxBoostDays(startsOn, courseStart)) {
    throw new AppError('BOOST_PAST_COURSE_START', { fieldErrors: { days: 'boostPastCourseStart' } });
  }
}

function createBoostService(app: FastifyInstance) {
  const { db } = app;
  const pricePerDay = app.config.BOOST_PRICE_PER_DAY_CENTS;
  const vatRate = app.config.VAT_RATE_PERCENT;
  const today = () => app.today();

  async function ownSeminar(executor: Executor, providerId: string, seminarId: string) {
    const [seminar] = await executor
      .select({ id: seminars.id, title: seminars.title, status: seminars.status, startDate: seminars.startDate })
      .from(seminars)
      .where(and(eq(seminars.id, seminarId), eq(seminars.providerId, providerId)));
    if (!seminar) throw notFound();
    return seminar;
  }

  async function bookingsOf(providerId: string, day: string): Promise<BoostBooking[]> {
    const rows = await db
      .select({ booking: boostBookings, title: seminars.title, startDate: seminars.startDate })
      .from(boostBookings)
      .innerJoin(seminars, eq(seminars.id, boostBookings.seminarId))
      .where(and(eq(boostBookings.providerId, providerId), ne(boostBookings.status, 'cancelled')))
      .orderBy(desc(boostBookings.createdAt), asc(boostBookings.id))
      .limit(200);
    const stats = await boostStatistics(
      db,
      rows.filter((r) => r.booking.status === 'confirmed').map((r) => r.booking),
      day,
    );
    return rows.map((r) => toBooking(r.booking, r, day, stats.get(r.booking.id)));
  }

  return {
    today,

    /** One booking as the API answers it, with its provider (webhook events); null when it is gone. */
    async booking(bookingId: string): Promise<{ providerId: string; booking: BoostBooking } | null> {
      const [row] = await db
        .select({ booking: boostBookings, title: seminars.title, startDate: seminars.startDate })
        .from(boostBookings)
        .innerJoin(seminars, eq(seminars.id, boostBookings.seminarId))
        .where(eq(boostBookings.id, bookingId));
      if (!row) return null;
      const day = today();
      const stats = await boostStatistics(db, [row.booking], day);
      return {
        providerId: row.booking.providerId,
        booking: toBooking(row.booking, row, day, stats.get(row.booking.id)),
      };
    },

    /** The cart with its prices, every booking with its state, and what can be boosted now. */
    async overview(user: SessionUser): Promise<BoostInvoiceResponse> {
      const day = today();
      const bookings = await bookingsOf(user.providerId, day);
      const unconfirmed = bookings.filter((b) => !b.confirmed);
      const unconfirmedTotalCents = unconfirmed.reduce((sum, b) => sum + b.amountCents, 0);
      const vat = unconfirmed.reduce((sum, b) => sum + vatCents(b.amountCents, vatRate), 0);
      const boostable = await db
        .select({ id: seminars.id, title: seminars.title, startDate: seminars.startDate })
        .from(seminars)
        .where(
          and(eq(seminars.providerId, user.providerId), eq(seminars.status, 'online'), gt(seminars.startDate, day)),
        )
        .orderBy(asc(seminars.startDate), asc(seminars.title))
        .limit(500);
      return {
        success: true,
        pricePerDayCents: pricePerDay,
        vatRatePercent: vatRate,
        today: day,
        bookings,
        unconfirmedTotalCents,
        vatCents: vat,
        grossCents: unconfirmedTotalCents + vat,
        boostableSeminars: boostable.map((s) => ({
          id: s.id,
          title: s.title,
          startDate: s.startDate!,
          maxDays: maxBoostDays(day, s.startDate),
        })),
      };
    },

    /** Puts a boost into the cart; an unconfirmed booking of the same seminar is replaced. */
    async book(user: SessionUser, body: BoostBookBody): Promise<BoostBooking> {
      const day = today();
      const startsOn = body.startsOn ?? day;
      assertDays(body.days);
      return db.transaction(async (tx) => {
        const seminar = await ownSeminar(tx, user.providerId, body.seminarId);
        assertBookable(seminar, day);
        assertStart(startsOn, day, seminar.startDate);
        assertBeforeCourseStart(startsOn, body.days, seminar.startDate);
        const values = {
          days: body.days,
          startsOn,
          endsOn: boostLastDay(startsOn, body.days),
          pricePerDayCents: pricePerDay,
          amountCents: body.days * pricePerDay,
          bookedById: user.id,
          updatedAt: app.now(),
        };
        const [row] = await tx
          .insert(boostBookings)
          .values({ providerId: user.providerId, seminarId: seminar.id, status: 'unconfirmed', ...values })
          .onConflictDoUpdate({
            target: boostBookings.seminarId,
            targetWhere: eq(boostBookings.status, 'unconfirmed'),
            set: values,
          })
          .returning();
        return toBooking(row!, seminar, day);
      });
    },

    /**
     * Confirms the unconfirmed bookings of the named seminars, all or none: a seminar without an
     * unconfirmed booking of this provider is 404, one that can no longer run is 422, a member's
     * confirmation 403 (only admins commit the provider's money). A booking
     * whose first day has passed starts today instead (same days, same price).
     */
    async confirm(user: SessionUser, seminarIds: string[]) {
      await assertMayCommitMoney(db, user);
      const day = today();
      const unique = [...new Set(seminarIds)];
      const confirmed = await db.transaction(async (tx) => {
        const rows = await tx
          .select({
            booking: boostBookings,
            title: seminars.title,
            status: seminars.status,
            startDate: seminars.startDate,
          })
          .from(boostBookings)
          .innerJoin(seminars, eq(seminars.id, boostBookings.seminarId))
          .where(
            and(
              eq(boostBookings.providerId, user.providerId),
              eq(boostBookings.status, 'unconfirmed'),
              inArray(boostBookings.seminarId, unique),
            ),
          )
          .for('update', { of: boostBookings });
        if (rows.length !== unique.length) throw notFound();
        const result: BoostBooking[] = [];
        for (const row of rows) {
          assertBookable(row, day);
          const startsOn = row.booking.startsOn < day ? day : row.booking.startsOn;
          assertBeforeCourseStart(startsOn, row.booking.days, row.startDate);
          const [updated] = await tx
            .update(boostBookings)
            .set({
              status: 'confirmed',
              startsOn,
              endsOn: boostLastDay(startsOn, row.booking.days),
              confirmedAt: app.now(),
              confirmedById: user.id,
              updatedAt: app.now(),
            })
            .where(eq(boostBookings.id, row.booking.id))
            .returning();
          result.push(toBooking(updated!, row, day));
        }
        await afterBoostConfirmed(tx, user, result);
        return result;
      });
      const totalCents = confirmed.reduce((sum, b) => sum + b.amountCents, 0);
      const vat = confirmed.reduce((sum, b) => sum + vatCents(b.amountCents, vatRate), 0);
      return { success: true as const, bookings: confirmed, totalCents, vatCents: vat, grossCents: totalCents + vat };
    },

    /** Cancels an unconfirmed booking; a confirmed one is binding (409). */
    async cancel(user: SessionUser, bookingId: string) {
      await db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(boostBookings)
          .where(and(eq(boostBookings.id, bookingId), eq(boostBookings.providerId, user.providerId)))
          .for('update');
        if (!row || row.status === 'cancelled') throw notFound();
        if (row.status === 'confirmed') throw new AppError('BOOST_ALREADY_CONFIRMED');
        await tx
          .update(boostBookings)
          .set({ status: 'cancelled', cancelledAt: app.now(), updatedAt: app.now() })
          .where(eq(boostBookings.id, row.id));
      });
      return { success: true as const };
    },
  };
}

type BoostService = ReturnType<typeof createBoostService>;

declare module 'fastify' {
  interface FastifyInstance {
    boostService: BoostService;
  }
}

export default servicePlugin('boostService', createBoostService, ['database', 'config', 'clock']);
