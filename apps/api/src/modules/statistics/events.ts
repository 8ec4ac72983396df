/**
 * Ingestion of marketplace events (POST /public/events), cookieless (docs/privacy.md): a
 * visitor is SHA-256(salt of the day, client address, user agent), the salt is random, kept in
 * the database for one day and then deleted, so hashes of different days cannot be linked and
 * no hash can be traced back. Bots (by user agent, `isbot`) are dropped; events for seminars that
 * are not public are dropped; the same visitor, type and target count once per 30 minutes.
 *
 * Group commit (ADR 010): calls are queued and written together — one look-up of the targets and
 * one transaction with one multi-row insert for every call that arrived while the previous
 * write ran. A call is answered only after the transaction holding its events has committed, so
 * an acknowledged event is never lost (no in-memory buffer outlives its answer); a failed write
 * fails every call in it. Closing the app waits for the queue to drain.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { isbot } from 'isbot';
import { EVENT_DEDUP_MINUTES, TIME_ZONE, todayIso, type StatEvent } from '@bu/contracts';
import { providers, seminars, statEvents, statSalts } from '../../db/schema/index';
import type { Executor } from '../../db/client';
import { publicSql } from '../seminars/status-sql';
import { rowsOf } from './rows';

/** The salt of `day`, created on first use; salts of earlier days are deleted (unlinkability). */
export async function saltOf(db: Executor, day: string): Promise<Buffer> {
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

interface Target {
  type: StatEvent['type'];
  providerId: string;
  seminarId: string | null;
}

interface Pending {
  events: StatEvent[];
  hash: Buffer;
  resolve: (accepted: number) => void;
  reject: (error: unknown) => void;
}

/** Calls written in one transaction at most (each ≤ 50 events). */
const MAX_CALLS_PER_WRITE = 200;

export function createEventService(app: FastifyInstance) {
  const { db } = app;
  let cached: { day: string; salt: Buffer } | undefined;
  let queue: Pending[] = [];
  let writing: Promise<void> | undefined;

  async function currentSalt(): Promise<Buffer> {
    const day = todayIso(app.now(), TIME_ZONE);
    if (cached?.day !== day) cached = { day, salt: await saltOf(db, day) };
    return cached.salt;
  }

  /** Seminars that are public (with their provider) and providers that exist, among the ids of `events`. */
  async function lookUp(events: StatEvent[]) {
    const seminarIds = [...new Set(events.filter((e) => e.type !== 'profile_view').map((e) => e.seminarId!))];
    const providerIds = [...new Set(events.filter((e) => e.type === 'profile_view').map((e) => e.providerId!))];
    const [publicSeminars, knownProviders] = await Promise.all([
      seminarIds.length
        ? db
            .select({ id: seminars.id, providerId: seminars.providerId })
            .from(seminars)
            .where(and(inArray(seminars.id, seminarIds), publicSql(todayIso(app.now()))))
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

  /** The events of one call that are about something public, each with the provider it counts for; duplicates removed. */
  function targetsOf(events: StatEvent[], found: Awaited<ReturnType<typeof lookUp>>): Target[] {
    const seen = new Set<string>();
    const targets: Target[] = [];
    for (const event of events) {
      const target: Target | undefined =
        event.type === 'profile_view'
          ? found.known.has(event.providerId!)
            ? { type: event.type, providerId: event.providerId!, seminarId: null }
            : undefined
          : found.providerOfSeminar.has(event.seminarId!)
            ? {
                type: event.type,
                providerId: found.providerOfSeminar.get(event.seminarId!)!,
                seminarId: event.seminarId!,
              }
            : undefined;
      const key = target && `${target.type}:${target.seminarId ?? target.providerId}`;
      if (!target || seen.has(key!)) continue;
      seen.add(key!);
      targets.push(target);
    }
    return targets;
  }

  /** Writes `calls` in one transaction and answers each with how many of its events were stored. */
  async function write(calls: Pending[]): Promise<number[]> {
    const found = await lookUp(calls.flatMap((c) => c.events));
    // One row per visitor, type and target across the calls: a later call of the same visitor finds it taken.
    const owner = new Map<string, number>();
    const rows: SQL[] = [];
    const keyOf = (hash: string, type: string, target: string) => `${hash}:${type}:${target}`;
    calls.forEach((call, index) => {
      const hex = call.hash.toString('hex');
      for (const t of targetsOf(call.events, found)) {
        const key = keyOf(hex, t.type, t.seminarId ?? t.providerId);
        if (owner.has(key)) continue;
        owner.set(key, index);
        rows.push(sql`(${call.hash}::bytea, ${t.type}, ${t.providerId}::uuid, ${t.seminarId}::uuid)`);
      }
    });
    const accepted = calls.map(() => 0);
    if (!rows.length) return accepted;
    // Lock ids of the visitors in a fixed order (no deadlock between processes).
    const locks = [...new Set(calls.map((c) => c.hash.readBigInt64BE(0)))].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    const inserted = await db.transaction(async (tx) => {
      // One visitor's calls take turns (also across processes), so two beacons racing cannot both pass the 30-minute check.
      await tx.execute(
        sql`select pg_advisory_xact_lock(k) from (select unnest(${`{${locks.join(',')}}`}::bigint[]) as k order by 1) l`,
      );
      return tx.execute(sql`
        insert into ${statEvents} (visitor_hash, type, provider_id, seminar_id)
        select e.visitor_hash, e.type, e.provider_id, e.seminar_id
        from (values ${sql.join(rows, sql`, `)}) as e(visitor_hash, type, provider_id, seminar_id)
        where not exists (
          select 1 from ${statEvents} x
          where x.visitor_hash = e.visitor_hash
            and x.occurred_at > now() - make_interval(mins => ${EVENT_DEDUP_MINUTES})
            and x.type = e.type
            and x.provider_id = e.provider_id
            and x.seminar_id is not distinct from e.seminar_id
          -- A fence: probe the visitor index once per new row. As an anti-join the planner
          -- hashes every event of the last 30 minutes, a scan that grows with the traffic
          -- (0.5 s a batch at 560,000 recent events, bench/RESULTS.md).
          offset 0
        )
        returning visitor_hash as "hash", type, provider_id as "providerId", seminar_id as "seminarId"`);
    });
    for (const r of rowsOf<{ hash: Buffer | Uint8Array; type: string; providerId: string; seminarId: string | null }>(
      inserted,
    )) {
      const index = owner.get(keyOf(Buffer.from(r.hash).toString('hex'), r.type, r.seminarId ?? r.providerId));
      if (index !== undefined) accepted[index]! += 1;
    }
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
      const hash = visitorHash(await currentSalt(), address, userAgent);
      const accepted = new Promise<number>((resolve, reject) => queue.push({ events, hash, resolve, reject }));
      void drain();
      return accepted;
    },
  };
}
