/**
 * Domain events between feature modules, carried as jobs: the sending module names the
 * event, the interested module defines its handler (`app.jobs.define`). Neither imports
 * the other's internals.
 */
import type { FastifyInstance } from 'fastify';

export const EVENTS = {
  /** A seminar was published or a published seminar changed (marketing sync, seed §4). */
  seminarChanged: 'event.seminar-changed',
  /** A registration was confirmed (marketing contact, only with consent). */
  registrationConfirmed: 'event.registration-confirmed',
} as const;

export interface SeminarChanged {
  userId: string;
  seminarId: string;
  /** True when this change published the seminar: Brevo gets the publish event. */
  published: boolean;
}

export interface RegistrationConfirmed {
  userId: string;
}

/** Queues an event; a failure is logged and never reaches the caller (seed §4: sync failures are ignored). */
export async function emit(app: FastifyInstance, name: string, data: object): Promise<void> {
  try {
    await app.jobs.send(name, data);
  } catch (err) {
    app.log.warn({ err, event: name }, 'event could not be queued');
  }
}

/**
 * Every publish path and every edit of a published seminar syncs (seed §4); `published` adds the
 * publish event. The provider's webhooks get `seminar.published` or `seminar.updated`.
 */
export async function emitSeminarsChanged(
  app: FastifyInstance,
  user: { id: string; providerId: string },
  seminarIds: string[],
  published: boolean,
): Promise<void> {
  try {
    // One statement for all: publishing a thousand drafts or importing them queues a thousand events.
    await app.jobs.sendMany(
      EVENTS.seminarChanged,
      seminarIds.map((seminarId) => ({ userId: user.id, seminarId, published }) satisfies SeminarChanged),
    );
  } catch (err) {
    app.log.warn({ err, event: EVENTS.seminarChanged }, 'event could not be queued');
  }
  await app.webhooks.emitEach(
    user.providerId,
    published ? 'seminar.published' : 'seminar.updated',
    seminarIds.map((seminarId) => async () => (await app.seminarService.one(seminarId))?.seminar ?? null),
  );
}
