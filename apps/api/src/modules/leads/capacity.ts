/**
 * Participants and places (issue 24 point 4): a lead in stage `booked` is a participant of its
 * seminar; booking a full seminar puts the lead on the seminar's waitlist instead (stage
 * `waiting`, `waitlistPosition` 1..n). When a place frees (a participant leaves `booked`, the
 * limit is raised) the first on the list is offered to the provider, derived on every read —
 * nothing has to be written when the limit changes.
 *
 * Every change of who holds a place or a waitlist position happens inside a transaction that
 * first locks the seminar's row (`for update`): two bookings of the last place wait for each
 * other there, and the second then counts the first's committed booking. A read-then-write
 * without the lock would let both see a free place.
 */
import { and, asc, count, eq, gt, isNotNull, sql } from 'drizzle-orm';
import { startDatePassed, type PublicPlaces, type SeminarCapacity } from '@bu/contracts';
import type { Executor, Tx } from '../../db/client';
import { leads, seminars } from '../../db/schema/index';

/**
 * Locks the seminars' rows in id order (so two transactions never wait on each other crosswise)
 * and answers each one's limit of places. Places are counted only while a seminar is upcoming
 * (issue 46): once it has started, moving a participant back to `booked` (from `closed`, say)
 * neither takes a place nor queues them, so the limit answered is none.
 */
export async function lockSeminars(tx: Tx, seminarIds: (string | null | undefined)[], today: string) {
  const ids = [...new Set(seminarIds.filter((id): id is string => !!id))].sort();
  const limits = new Map<string, number | null>();
  for (const id of ids) {
    const [row] = await tx
      .select({ maxParticipants: seminars.maxParticipants, startDate: seminars.startDate })
      .from(seminars)
      .where(eq(seminars.id, id))
      .for('update');
    if (row) limits.set(id, startDatePassed(row.startDate, today) ? null : row.maxParticipants);
  }
  return limits;
}

/** Places as the public answers show them: free ones (null without a maximum), `waitlist` once none is left. */
export function publicPlaces(maxParticipants: number | null, booked: number): PublicPlaces {
  const freePlaces = maxParticipants === null ? null : Math.max(0, maxParticipants - booked);
  return { freePlaces, waitlist: freePlaces === 0 };
}

/** The seminar's participants (leads in stage `booked`), optionally without one lead. */
async function bookedPlaces(executor: Executor, seminarId: string, exceptLeadId?: string) {
  const [row] = await executor
    .select({ n: count() })
    .from(leads)
    .where(
      and(
        eq(leads.seminarId, seminarId),
        eq(leads.stage, 'booked'),
        exceptLeadId ? sql`${leads.id} <> ${exceptLeadId}` : undefined,
      ),
    );
  return row?.n ?? 0;
}

/**
 * Where a lead that asks for a place of `seminarId` ends up: booked while a place is free,
 * else on the waitlist (keeping its position when it is already on this seminar's list).
 * The caller holds the seminar's lock (`lockSeminars`).
 */
export async function seat(
  tx: Tx,
  lead: { id?: string; seminarId: string | null; waitlistPosition: number | null },
  seminarId: string,
  maxParticipants: number | null,
): Promise<{ stage: 'booked' | 'waiting'; waitlistPosition: number | null }> {
  if (maxParticipants === null || (await bookedPlaces(tx, seminarId, lead.id)) < maxParticipants) {
    return { stage: 'booked', waitlistPosition: null };
  }
  if (lead.seminarId === seminarId && lead.waitlistPosition !== null) {
    return { stage: 'waiting', waitlistPosition: lead.waitlistPosition };
  }
  const [last] = await tx
    .select({ n: sql<number>`coalesce(max(${leads.waitlistPosition}), 0)`.mapWith(Number) })
    .from(leads)
    .where(and(eq(leads.seminarId, seminarId), isNotNull(leads.waitlistPosition)));
  return { stage: 'waiting', waitlistPosition: (last?.n ?? 0) + 1 };
}

/**
 * Closes the gap a lead leaves on a seminar's waitlist (the caller holds the seminar's lock);
 * answers the leads that moved up.
 */
export async function closeWaitlistGap(tx: Tx, seminarId: string, position: number): Promise<string[]> {
  const moved = await tx
    .update(leads)
    .set({ waitlistPosition: sql`${leads.waitlistPosition} - 1` })
    .where(and(eq(leads.seminarId, seminarId), gt(leads.waitlistPosition, position)))
    .returning({ id: leads.id });
  return moved.map((m) => m.id);
}

/**
 * Booked places, limit, waitlist length and the offer of a freed place, for one seminar; a seminar
 * that has started offers no place.
 */
export async function seminarCapacity(
  executor: Executor,
  seminarId: string | null,
  today: string,
): Promise<SeminarCapacity | null> {
  if (!seminarId) return null;
  const [seminar] = await executor
    .select({ maxParticipants: seminars.maxParticipants, startDate: seminars.startDate })
    .from(seminars)
    .where(eq(seminars.id, seminarId));
  if (!seminar) return null;
  const [[counts], [first]] = await Promise.all([
    executor
      .select({
        booked: sql<number>`count(*) filter (where ${leads.stage} = 'booked')`.mapWith(Number),
        waitlist: sql<number>`count(*) filter (where ${leads.waitlistPosition} is not null)`.mapWith(Number),
      })
      .from(leads)
      .where(eq(leads.seminarId, seminarId)),
    executor
      .select({ id: leads.id, firstName: leads.firstName, lastName: leads.lastName })
      .from(leads)
      .where(and(eq(leads.seminarId, seminarId), isNotNull(leads.waitlistPosition)))
      .orderBy(asc(leads.waitlistPosition))
      .limit(1),
  ]);
  const booked = counts?.booked ?? 0;
  const placeFree =
    !startDatePassed(seminar.startDate, today) &&
    (seminar.maxParticipants === null || booked < seminar.maxParticipants);
  return {
    maxParticipants: seminar.maxParticipants,
    booked,
    waitlist: counts?.waitlist ?? 0,
    offer: placeFree && first ? first : null,
  };
}
