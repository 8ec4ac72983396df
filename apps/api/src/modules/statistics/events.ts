/**
 * Ingestion of marketplace events (POST /public/events), cookieless (docs/privacy.md): a
 * visitor is SHA-256(salt of the day, client address, user agent), the salt is random, kept in
 * the database for one day and then deleted, so hashes of different days cannot be linked and
 * no hash can be traced back. Bots (by user agent, `isbot`) are dropped; events for seminars that
 * are not public are dropped; the same visitor, type and target count once per 30 minutes.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { isbot } from 'isbot';
import { EVENT_DEDUP_MINUTES, TIME_ZONE, todayIso, type StatEvent } from '@bu/contracts';
import { providers, seminars, statEvents, statSalts } from '../../db/schema/index';
import type { Executor } from '../../db/client';
import { rowsOf } from './rows';

/** The salt of `day`, created on first use; salts of earlier days are deleted (unlinkability). */
export async function saltOf(db: Executor, day: string): Promise<Buffer> {
  const [existing] = await db.select().from(statSalts).where(eq(statSalts.day, day));
  if (existing) return existing.salt;
  await db.insert(statSalts).values({ day, salt: randomBytes(32) }).onConflictDoNothing();
  await db.delete(statSalts).where(lt(statSalts.day, day));
  const [row] = await db.select().from(statSalts).where(eq(statSalts.day, day));
  return row!.salt;
}

export function visitorHash(salt: Buffer, address: string, userAgent: string): Buffer {
  return createHash('sha256').update(salt).update('\0').update(address).update('\0').update(userAgent).digest().subarray(0, 16);
}

interface Target {
  type: StatEvent['type'];
  providerId: string;
  seminarId: string | null;
}

export function createEventService(app: FastifyInstance) {
  const { db } = app;
  let cached: { day: string; salt: Buffer } | undefined;

  async function currentSalt(): Promise<Buffer> {
    const day = todayIso(new Date(), TIME_ZONE);
    if (cached?.day !== day) cached = { day, salt: await saltOf(db, day) };
    return cached.salt;
  }

  /** The events that are about something public, each with the provider it counts for; duplicates in the call removed. */
  async function targetsOf(events: StatEvent[]): Promise<Target[]> {
    const seminarIds = [...new Set(events.filter((e) => e.type !== 'profile_view').map((e) => e.seminarId!))];
    const providerIds = [...new Set(events.filter((e) => e.type === 'profile_view').map((e) => e.providerId!))];
    const [publicSeminars, knownProviders] = await Promise.all([
      seminarIds.length
        ? db
            .select({ id: seminars.id, providerId: seminars.providerId })
            .from(seminars)
            .where(and(inArray(seminars.id, seminarIds), eq(seminars.status, 'online'), gte(seminars.startDate, todayIso())))
        : [],
      providerIds.length ? db.select({ id: providers.id }).from(providers).where(inArray(providers.id, providerIds)) : [],
    ]);
    const providerOfSeminar = new Map(publicSeminars.map((s) => [s.id, s.providerId]));
    const known = new Set(knownProviders.map((p) => p.id));
    const seen = new Set<string>();
    const targets: Target[] = [];
    for (const event of events) {
      const target: Target | undefined =
        event.type === 'profile_view'
          ? known.has(event.providerId!)
            ? { type: event.type, providerId: event.providerId!, seminarId: null }
            : undefined
          : providerOfSeminar.has(event.seminarId!)
            ? { type: event.type, providerId: providerOfSeminar.get(event.seminarId!)!, seminarId: event.seminarId! }
            : undefined;
      const key = target && `${target.type}:${target.seminarId ?? target.providerId}`;
      if (!target || seen.has(key!)) continue;
      seen.add(key!);
      targets.push(target);
    }
    return targets;
  }

  return {
    /** Stores what counts of `events` and answers how many were stored. */
    async ingest(events: StatEvent[], address: string, userAgent: string | undefined): Promise<number> {
      if (!userAgent || isbot(userAgent)) return 0;
      const targets = await targetsOf(events);
      if (!targets.length) return 0;
      const hash = visitorHash(await currentSalt(), address, userAgent);
      const rows = sql.join(
        targets.map((t) => sql`(${t.type}, ${t.providerId}::uuid, ${t.seminarId}::uuid)`),
        sql`, `,
      );
      return db.transaction(async (tx) => {
        // One visitor's calls take turns, so two beacons racing cannot both pass the 30-minute check.
        await tx.execute(sql`select pg_advisory_xact_lock(${hash.readBigInt64BE(0).toString()}::bigint)`);
        const inserted = await tx.execute(sql`
          insert into ${statEvents} (type, provider_id, seminar_id, visitor_hash)
          select e.type, e.provider_id, e.seminar_id, ${hash}
          from (values ${rows}) as e(type, provider_id, seminar_id)
          where not exists (
            select 1 from ${statEvents} x
            where x.visitor_hash = ${hash}
              and x.occurred_at > now() - make_interval(mins => ${EVENT_DEDUP_MINUTES})
              and x.type = e.type
              and x.provider_id = e.provider_id
              and x.seminar_id is not distinct from e.seminar_id
          )
          returning id`);
        return rowsOf(inserted).length;
      });
    },
  };
}
