/**
 * Ingestion of marketplace events (POST /public/events), cookieless (docs/privacy.md): a
 * visitor is SHA-256(salt of the day, client address, user agent), the salt is random, kept in
 * the database for one day and then deleted, so hashes of different days cannot be linked and
 * no hash can be traced back. Bots (by user agent, `isbot`) are dropped; events for seminars that
 * are not public are dropped; the same visitor, type and target count once per 30 minutes.
 *
 * Against inflation from outside (issue 23, ADR 020): an event counts only with the `viewToken`
 * of a marketplace answer served to the caller's network that covers its target (view-token.ts),
 * and one network (IPv4 address or IPv6 /64, hashed with the same daily salt) counts as at most
 * VISITORS_PER_NETWORK_MAX visitors per target and day, whatever user agents it sends. A stored
 * impression of a seminar its token showed on top counts as a top impression of its running boost.
 *
 * Group commit (ADR 010): calls are queued and written together — one look-up of the targets and
 * one transaction with one multi-row insert for every call that arrived while the previous
 * write ran. A call is answered only after the transaction holding its events has committed, so
 * an acknowledged event is never lost (no in-memory buffer outlives its answer); a failed write
 * fails every call in it. Closing the app waits for the queue to drain.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { isbot } from 'isbot';
import { EVENT_DEDUP_MINUTES, TIME_ZONE, VISITORS_PER_NETWORK_MAX, todayIso, type StatEvent } from '@bu/contracts';
import { boostBookings, providers, seminars, statEvents, statSalts } from '../../db/schema/index';
import type { Executor } from '../../db/client';
import { networkOf } from '../../lib/network';
import { publicSql } from '../seminars';
import { servicePlugin } from '../../plugins/service';
import { rowsOf } from '../../db/rows';
import { covers, showedOnTop, type ViewGrant, type ViewTokens } from './view-token';

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

/** The salt of the current day (Europe/Berlin), cached per process until the day changes. */
export function dailySalt(app: FastifyInstance): () => Promise<Buffer> {
  let cached: { day: string; salt: Buffer } | undefined;
  return async () => {
    const day = todayIso(app.now(), TIME_ZONE);
    if (cached?.day !== day) cached = { day, salt: await saltOf(app.db, day) };
    return cached.salt;
  };
}

/** The network of `address` (networkOf), hashed with the day's salt: linkable within the day only. */
export function networkHash(salt: Buffer, address: string): Buffer {
  return createHash('sha256').update(salt).update('\0network\0').update(networkOf(address)).digest().subarray(0, 16);
}

interface Target {
  type: StatEvent['type'];
  providerId: string;
  seminarId: string | null;
  /** An impression of a seminar the visitor's search showed on top. */
  top: boolean;
}

interface Pending {
  events: { event: StatEvent; grant: ViewGrant }[];
  hash: Buffer;
  network: Buffer;
  resolve: (accepted: number) => void;
  reject: (error: unknown) => void;
}

/** Calls written in one transaction at most (each ≤ 50 events). */
const MAX_CALLS_PER_WRITE = 200;

function createEventService(app: FastifyInstance, tokens: ViewTokens) {
  const { db } = app;
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

  /**
   * The candidates a network may still add today: per target, at most VISITORS_PER_NETWORK_MAX
   * distinct visitors of one network (those already stored today, then the batch in arrival order).
   */
  async function withinNetworkCap<T extends Target & { call: Pending }>(tx: Executor, candidates: T[]): Promise<T[]> {
    const networks = [...new Map(candidates.map((c) => [c.call.network.toString('hex'), c.call.network])).values()];
    // Only the batch's targets: an office network may have many visitors across other listings today.
    const seminarIds = [...new Set(candidates.flatMap((c) => (c.seminarId ? [c.seminarId] : [])))];
    const providerIds = [...new Set(candidates.flatMap((c) => (c.seminarId ? [] : [c.providerId])))];
    const stored = await tx
      .selectDistinct({
        network: statEvents.networkHash,
        visitor: statEvents.visitorHash,
        seminarId: statEvents.seminarId,
        providerId: statEvents.providerId,
      })
      .from(statEvents)
      .where(
        and(
          inArray(statEvents.networkHash, networks),
          or(
            seminarIds.length ? inArray(statEvents.seminarId, seminarIds) : undefined,
            providerIds.length
              ? and(isNull(statEvents.seminarId), inArray(statEvents.providerId, providerIds))
              : undefined,
          ),
        ),
      );
    const visitors = new Map<string, Set<string>>();
    const visitorsOf = (network: Buffer | Uint8Array, target: string) => {
      const key = `${Buffer.from(network).toString('hex')}:${target}`;
      let set = visitors.get(key);
      if (!set) visitors.set(key, (set = new Set()));
      return set;
    };
    for (const s of stored)
      visitorsOf(s.network!, s.seminarId ?? s.providerId).add(Buffer.from(s.visitor).toString('hex'));
    return candidates.filter((c) => {
      const set = visitorsOf(c.call.network, c.seminarId ?? c.providerId);
      const visitor = c.call.hash.toString('hex');
      if (set.has(visitor)) return true;
      if (set.size >= VISITORS_PER_NETWORK_MAX) return false;
      set.add(visitor);
      return true;
    });
  }

  /** Adds the stored top impressions to the running boost of each seminar (one booking per seminar, the oldest). */
  async function countTopImpressions(
    tx: Executor,
    rows: (Target & { call: Pending })[],
    stored: { hash: Buffer | Uint8Array; type: string; seminarId: string | null }[],
    today: string,
  ) {
    const top = new Set(rows.filter((r) => r.top).map((r) => `${r.call.hash.toString('hex')}:${r.seminarId}`));
    const perSeminar = new Map<string, number>();
    for (const s of stored) {
      if (s.type !== 'impression' || !top.has(`${Buffer.from(s.hash).toString('hex')}:${s.seminarId}`)) continue;
      perSeminar.set(s.seminarId!, (perSeminar.get(s.seminarId!) ?? 0) + 1);
    }
    for (const [seminarId, count] of perSeminar) {
      await tx.execute(sql`
        update ${boostBookings} set top_impressions = top_impressions + ${count}
        where id = (
          select id from ${boostBookings}
          where seminar_id = ${seminarId}::uuid and status = 'confirmed' and starts_on <= ${today} and ends_on >= ${today}
          order by id limit 1
        )`);
    }
  }

  /** Writes `calls` in one transaction and answers each with how many of its events were stored. */
  async function write(calls: Pending[]): Promise<number[]> {
    const found = await lookUp(calls.flatMap((c) => c.events.map((e) => e.event)));
    // One row per visitor, type and target across the calls: a later call of the same visitor finds it taken.
    const owner = new Map<string, number>();
    const candidates: (Target & { call: Pending })[] = [];
    const keyOf = (hash: string, type: string, target: string) => `${hash}:${type}:${target}`;
    calls.forEach((call, index) => {
      const hex = call.hash.toString('hex');
      for (const t of targetsOf(call.events, found)) {
        const key = keyOf(hex, t.type, t.seminarId ?? t.providerId);
        if (owner.has(key)) continue;
        owner.set(key, index);
        candidates.push({ ...t, call });
      }
    });
    const accepted = calls.map(() => 0);
    if (!candidates.length) return accepted;
    // Lock ids of the networks in a fixed order (no deadlock between processes).
    const locks = [...new Set(calls.map((c) => c.network.readBigInt64BE(0)))].sort((a, b) =>
      a < b ? -1 : a > b ? 1 : 0,
    );
    const today = todayIso(app.now());
    const inserted = await db.transaction(async (tx) => {
      // One network's calls take turns (also across processes), so two beacons racing cannot both
      // pass the 30-minute check, nor two visitors of one network both take its last place.
      await tx.execute(
        sql`select pg_advisory_xact_lock(k) from (select unnest(${`{${locks.join(',')}}`}::bigint[]) as k order by 1) l`,
      );
      const rows = await withinNetworkCap(tx, candidates);
      if (!rows.length) return [];
      const stored = rowsOf<{ hash: Buffer | Uint8Array; type: string; providerId: string; seminarId: string | null }>(
        await tx.execute(sql`
        insert into ${statEvents} (visitor_hash, network_hash, type, provider_id, seminar_id)
        select e.visitor_hash, e.network_hash, e.type, e.provider_id, e.seminar_id
        from (values ${sql.join(
          rows.map(
            (r) =>
              sql`(${r.call.hash}::bytea, ${r.call.network}::bytea, ${r.type}, ${r.providerId}::uuid, ${r.seminarId}::uuid)`,
          ),
          sql`, `,
        )}) as e(visitor_hash, network_hash, type, provider_id, seminar_id)
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
        returning visitor_hash as "hash", type, provider_id as "providerId", seminar_id as "seminarId"`),
      );
      await countTopImpressions(tx, rows, stored, today);
      return stored;
    });
    for (const r of inserted) {
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
      const grants = new Map<string, ViewGrant | null>();
      const granted: Pending['events'] = [];
      for (const event of events) {
        const token = event.viewToken ?? '';
        if (!grants.has(token)) grants.set(token, tokens.verify(token, address));
        const grant = grants.get(token);
        if (grant) granted.push({ event, grant });
      }
      if (!granted.length) return 0;
      const salt = await currentSalt();
      const hash = visitorHash(salt, address, userAgent);
      const network = networkHash(salt, address);
      const accepted = new Promise<number>((resolve, reject) =>
        queue.push({ events: granted, hash, network, resolve, reject }),
      );
      void drain();
      return accepted;
    },
  };
}

export type EventService = ReturnType<typeof createEventService>;

declare module 'fastify' {
  interface FastifyInstance {
    eventService: EventService;
  }
}

export default servicePlugin('eventService', (app) => createEventService(app, app.viewTokens), [
  'database',
  'clock',
  'viewTokens',
]);
