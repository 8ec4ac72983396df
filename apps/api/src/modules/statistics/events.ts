/**
 * Ingestion of marketplace events (POST /public/events), cookieless (docs/privacy.md): a
 * visitor is SHA-256(salt of the day, client address, user agent), the salt is random, kept in
 * the database for one day and then deleted, so hashes of different days cannot be linked and
 * no hash can be traced back. Bots (by user agent, `isbot`) are dropped; events for seminars that
 * are not public are dropped; the same visitor, type and target count once per 30 minutes.
 * What counts is stored by the event sink (event-sink.ts, ADR 054): this module checks, the sink
 * keeps the state the rules read and the counts per day, type and target.
 *
 * Against inflation from outside (issue 23, ADR 020): an event counts only with the `viewToken`
 * of a marketplace answer served to the caller's network that covers its target (view-token.ts),
 * and one network (IPv4 address or IPv6 /64, hashed with the same daily salt) counts as at most
 * VISITORS_PER_NETWORK_MAX visitors per target and day, whatever user agents it sends. A stored
 * impression of a seminar its token showed on top counts as a top impression of its running boost.
 *
 * Group commit (ADR 010): calls are queued and written together — one look-up of the targets and
 * one write of the sink (one transaction on PostgreSQL) for every call that arrived while the
 * previous write ran. A call is answered only after the write holding its events is durable, so
 * an acknowledged event is never lost (no in-memory buffer outlives its answer); a failed write
 * fails every call in it. Closing the app waits for the queue to drain.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, inArray, lt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { isbot } from 'isbot';
import { TIME_ZONE, todayIso, type StatEvent } from '@bu/contracts';
import { providers, seminars, statSalts } from '../../db/schema/index';
import type { Executor } from '../../db/client';
import { networkOf } from '../../lib/network';
import { publicSql } from '../seminars';
import { servicePlugin } from '../../plugins/service';
import { covers, showedOnTop, type ViewGrant, type ViewTokens } from './view-token';
import type { EventSink, SinkEvent } from './event-sink';
import { createPostgresEventSink } from './postgres-event-sink';

/** The salt of `day`, created on first use; salts of earlier days are deleted (unlinkability). */
async function saltOf(db: Executor, day: string): Promise<Buffer> {
  const [existing] = await db.select().from(statSalts).where(eq(statSalts.day, day));
  if (existing) return existing.salt;
  await db
    .insert(statSalts)
    .values({ day, salt: randomBytes(32) })
    .onConflictDoNothing();
  await db.delete(statSalts).where(lt(statSalts.day, day));
  const [row] = await db.select().from(statSalts).where(eq(statSalts.day, day));
  return row!.salt;
}

export function visitorHash(salt: Buffer, address: string, userAgent: string): Buffer {
  return createHash('sha256')
    .update(salt)
    .update('\0')
    .update(address)
    .update('\0')
    .update(userAgent)
    .digest()
    .subarray(0, 16);
}

/**
 * The salt of the current day (Europe/Berlin) with its day, cached per process until the day
 * changes; read on the events' own connections, so the day's first event never waits for reads.
 */
export function dailySalt(app: FastifyInstance): () => Promise<{ day: string; salt: Buffer }> {
  let cached: { day: string; salt: Buffer } | undefined;
  return async () => {
    const day = todayIso(app.now(), TIME_ZONE);
    if (cached?.day !== day) cached = { day, salt: await saltOf(app.database.events, day) };
    return cached;
  };
}

/** The network of `address` (networkOf), hashed with the day's salt: linkable within the day only. */
function networkHash(salt: Buffer, address: string): Buffer {
  return createHash('sha256').update(salt).update('\0network\0').update(networkOf(address)).digest().subarray(0, 16);
}

type Target = Pick<SinkEvent, 'type' | 'providerId' | 'seminarId' | 'top'>;

interface Pending {
  events: { event: StatEvent; grant: ViewGrant }[];
  /** The day of the salt `visitor` and `network` were hashed with. */
  day: string;
  visitor: Buffer;
  network: Buffer;
  resolve: (accepted: number) => void;
  reject: (error: unknown) => void;
}

/** Calls written in one write of the sink at most (each ≤ 50 events). */
const MAX_CALLS_PER_WRITE = 200;

function createEventService(app: FastifyInstance, tokens: ViewTokens, sink: EventSink) {
  // The events' own connections (Database.events): what a call reads and writes never waits
  // behind the marketplace's reads.
  const db = app.database.events;
  const currentSalt = dailySalt(app);
  let queue: Pending[] = [];
  let writing: Promise<void> | undefined;

  /** Seminars that are public (with their provider) and providers that exist, among the ids of `events`. */
  async function lookUp(events: StatEvent[]) {
    const seminarIds = [...new Set(events.filter((e) => e.type !== 'profile_view').map((e) => e.seminarId!))];
    const providerIds = [...new Set(events.filter((e) => e.type === 'profile_view').map((e) => e.providerId!))];
    const [publicSeminars, knownProviders] = await Promise.all([
      seminarIds.length
        ? db
            .select({ id: seminars.id, providerId: seminars.providerId })
            .from(seminars)
            .where(and(inArray(seminars.id, seminarIds), publicSql(app.today())))
        : [],
      providerIds.length
        ? db.select({ id: providers.id }).from(providers).where(inArray(providers.id, providerIds))
        : [],
    ]);
    return {
      providerOfSeminar: new Map(publicSeminars.map((s) => [s.id, s.providerId])),
      known: new Set(knownProviders.map((p) => p.id)),
    };
  }

  /**
   * The events of one call that are about something public and covered by their view token, each
   * with the provider it counts for; duplicates removed.
   */
  function targetsOf(events: Pending['events'], found: Awaited<ReturnType<typeof lookUp>>): Target[] {
    const seen = new Set<string>();
    const targets: Target[] = [];
    for (const { event, grant } of events) {
      const providerId =
        event.type === 'profile_view'
          ? found.known.has(event.providerId!)
            ? event.providerId!
            : undefined
          : found.providerOfSeminar.get(event.seminarId!);
      if (!providerId) continue;
      const seminarId = event.type === 'profile_view' ? null : event.seminarId!;
      if (!covers(grant, event.type, { seminarId, providerId })) continue;
      const key = `${event.type}:${seminarId ?? providerId}`;
      if (seen.has(key)) continue;
      seen.add(key);
      targets.push({
        type: event.type,
        providerId,
        seminarId,
        top: event.type === 'impression' && showedOnTop(grant, seminarId!),
      });
    }
    return targets;
  }

  /** Writes `calls` in one write of the sink and answers each with how many of its events were stored. */
  async function write(calls: Pending[]): Promise<number[]> {
    const found = await lookUp(calls.flatMap((c) => c.events.map((e) => e.event)));
    // One event per visitor, type and target across the calls: a later call of the same visitor finds it taken.
    const taken = new Set<string>();
    const events: SinkEvent[] = [];
    const callOf: number[] = [];
    calls.forEach((call, index) => {
      const hex = call.visitor.toString('hex');
      for (const t of targetsOf(call.events, found)) {
        const key = `${hex}:${t.type}:${t.seminarId ?? t.providerId}`;
        if (taken.has(key)) continue;
        taken.add(key);
        events.push({ ...t, day: call.day, visitor: call.visitor, network: call.network });
        callOf.push(index);
      }
    });
    const accepted = calls.map(() => 0);
    if (!events.length) return accepted;
    const stored = await sink.write(events);
    stored.forEach((isStored, i) => {
      if (isStored) accepted[callOf[i]!]! += 1;
    });
    return accepted;
  }

  /** Writes what is queued, batch after batch, until the queue is empty (one writer at a time). */
  function drain(): Promise<void> {
    writing ??= (async () => {
      while (queue.length) {
        const calls = queue.slice(0, MAX_CALLS_PER_WRITE);
        queue = queue.slice(calls.length);
        try {
          const accepted = await write(calls);
          calls.forEach((call, i) => call.resolve(accepted[i]!));
        } catch (error) {
          for (const call of calls) call.reject(error);
        }
      }
    })().finally(() => {
      writing = undefined;
      // A call queued between the loop's last check and here starts the next writer.
      if (queue.length) void drain();
    });
    return writing;
  }

  app.addHook('onClose', async () => {
    while (writing || queue.length) await (writing ?? drain());
  });

  return {
    /** Stores what counts of `events` and answers, once committed, how many were stored. */
    async ingest(events: StatEvent[], address: string, userAgent: string | undefined): Promise<number> {
      if (!userAgent || isbot(userAgent)) return 0;
      const grants = new Map<string, ViewGrant | null>();
      const granted: Pending['events'] = [];
      for (const event of events) {
        const token = event.viewToken ?? '';
        if (!grants.has(token)) grants.set(token, tokens.verify(token, address));
        const grant = grants.get(token);
        if (grant) granted.push({ event, grant });
      }
      if (!granted.length) return 0;
      const { day, salt } = await currentSalt();
      const visitor = visitorHash(salt, address, userAgent);
      const network = networkHash(salt, address);
      const accepted = new Promise<number>((resolve, reject) =>
        queue.push({ events: granted, day, visitor, network, resolve, reject }),
      );
      void drain();
      return accepted;
    },
  };
}

type EventService = ReturnType<typeof createEventService>;

declare module 'fastify' {
  interface FastifyInstance {
    eventService: EventService;
  }
}

export default servicePlugin(
  'eventService',
  (app) =>
    createEventService(
      app,
      app.viewTokens,
      createPostgresEventSink(app.database.events, () => app.now()),
    ),
  ['database', 'clock', 'viewTokens'],
);
