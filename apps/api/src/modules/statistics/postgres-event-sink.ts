/**
 * The event sink on PostgreSQL (and PGlite), ADR 054: one transaction per batch, no row per event.
 *
 * - `stat_visitors` holds today's visitors, one row per visitor, type and target with the time of
 *   its last stored event: an upsert that only rewrites a row older than EVENT_DEDUP_MINUTES is the
 *   30-minute rule, and the rows of a network are what its cap counts. Rows of earlier days are
 *   deleted by the rollup (their salt is gone, ADR 010 / docs/privacy.md).
 * - `stat_event_counts` gets what was stored added to its row of the day, type and target —
 *   counted, or held above the seminar's hourly ceiling — in the same transaction, so an answered
 *   call's events are in the counts the rollup reads, exactly once.
 *
 * Locks, always in this order so processes cannot deadlock: the networks' advisory locks (sorted;
 * one network's calls take turns, so two beacons racing cannot both pass the 30-minute rule, nor
 * two visitors of one network both take its last place), the hour's row of each seminar (sorted),
 * the count rows (sorted), the running boosts of seminars whose hour row is held.
 */
import { and, inArray, sql } from 'drizzle-orm';
import {
  EVENT_DEDUP_MINUTES,
  SEMINAR_HOURLY_CEILING,
  TIME_ZONE,
  VISITORS_PER_NETWORK_MAX,
  seminarHourlyCeiling,
  todayIso,
} from '@bu/contracts';
import {
  boostBookings,
  statDailySeminar,
  statEventCounts,
  statHourlySeminar,
  statVisitors,
} from '../../db/schema/index';
import type { Db, Executor } from '../../db/client';
import { rowsOf } from '../../db/rows';
import type { EventSink, SinkEvent } from './event-sink';

const hex = (bytes: Buffer | Uint8Array) => Buffer.from(bytes).toString('hex');
/** The seminar, or the provider of a profile view: what the 30-minute rule, the cap and the counts are per. */
const targetOf = (e: SinkEvent) => e.seminarId ?? e.providerId;
/** A PostgreSQL array literal of plain values (uuids, integers, event types: nothing to quote). */
const arrayOf = (values: readonly (string | number)[]) => `{${values.join(',')}}`;

export function createPostgresEventSink(db: Db, now: () => Date): EventSink {
  /**
   * The events a network may still add today, in arrival order: per target, at most
   * VISITORS_PER_NETWORK_MAX distinct visitors of one network (those already stored today first).
   */
  async function withinNetworkCap(tx: Executor, events: readonly SinkEvent[]): Promise<SinkEvent[]> {
    const networks = [...new Map(events.map((e) => [hex(e.network), e.network])).values()];
    // Only the batch's targets: an office network may have many visitors across other listings today.
    const targets = [...new Set(events.map(targetOf))];
    const stored = await tx
      .selectDistinct({
        network: statVisitors.networkHash,
        visitor: statVisitors.visitorHash,
        target: statVisitors.targetId,
      })
      .from(statVisitors)
      .where(and(inArray(statVisitors.networkHash, networks), inArray(statVisitors.targetId, targets)));
    const visitors = new Map<string, Set<string>>();
    const visitorsOf = (network: Buffer | Uint8Array, target: string) => {
      const key = `${hex(network)}:${target}`;
      let set = visitors.get(key);
      if (!set) visitors.set(key, (set = new Set()));
      return set;
    };
    for (const s of stored) visitorsOf(s.network, s.target).add(hex(s.visitor));
    return events.filter((e) => {
      const set = visitorsOf(e.network, targetOf(e));
      const visitor = hex(e.visitor);
      if (set.has(visitor)) return true;
      if (set.size >= VISITORS_PER_NETWORK_MAX) return false;
      set.add(visitor);
      return true;
    });
  }

  /**
   * Records each event's visitor, type and target with the time of now, unless the same was
   * stored within EVENT_DEDUP_MINUTES: answers the events stored, in their order.
   */
  async function remember(tx: Executor, events: SinkEvent[]): Promise<SinkEvent[]> {
    const stored = rowsOf<{ visitor: Buffer | Uint8Array; type: string; target: string }>(
      await tx.execute(sql`
        insert into ${statVisitors} as v (day, visitor_hash, network_hash, type, target_id)
        values ${sql.join(
          events.map(
            (e) => sql`(${e.day}::date, ${e.visitor}::bytea, ${e.network}::bytea, ${e.type}, ${targetOf(e)}::uuid)`,
          ),
          sql`, `,
        )}
        on conflict (day, visitor_hash, type, target_id) do update set last_at = excluded.last_at
          where v.last_at <= now() - make_interval(mins => ${EVENT_DEDUP_MINUTES})
        returning visitor_hash as "visitor", type, target_id as "target"`),
    );
    const keys = new Set(stored.map((s) => `${hex(s.visitor)}:${s.type}:${s.target}`));
    return events.filter((e) => keys.has(`${hex(e.visitor)}:${e.type}:${targetOf(e)}`));
  }

  /**
   * Which of `stored` a seminar gets beyond its hourly ceiling (in their order): held as
   * suspicious, the rest counts. The hour's row of each seminar is locked first (in seminar
   * order), so concurrent batches of one seminar take turns at its ceiling.
   */
  async function holdAboveCeiling(tx: Executor, stored: SinkEvent[]): Promise<Set<SinkEvent>> {
    const bySeminar = new Map<string, SinkEvent[]>();
    for (const event of stored) {
      if (!event.seminarId) continue;
      let list = bySeminar.get(event.seminarId);
      if (!list) bySeminar.set(event.seminarId, (list = []));
      list.push(event);
    }
    const held = new Set<SinkEvent>();
    if (!bySeminar.size) return held;
    const ids = [...bySeminar.keys()].sort();
    const providerOf = (id: string) => bySeminar.get(id)![0]!.providerId;
    const today = todayIso(now(), TIME_ZONE);
    const hours = rowsOf<{ seminarId: string; counted: number; meanDay: number | null }>(
      await tx.execute(sql`
        with locked as (
          insert into ${statHourlySeminar} (seminar_id, hour, provider_id)
          select s.id, date_trunc('hour', now()), s.provider_id
          from unnest(${arrayOf(ids)}::uuid[], ${arrayOf(ids.map(providerOf))}::uuid[]) as s(id, provider_id)
          order by s.id
          on conflict (seminar_id, hour) do update set counted = ${statHourlySeminar.counted}
          returning seminar_id, counted
        )
        select l.seminar_id as "seminarId", l.counted, (
          select avg(d.impressions + d.seminar_views + d.message_clicks + d.phone_clicks + d.website_clicks + d.more_info_clicks)::float8
          from ${statDailySeminar} d
          where d.seminar_id = l.seminar_id and d.day < ${today}::date
            and d.day >= ${today}::date - ${SEMINAR_HOURLY_CEILING.historyDays}::int
        ) as "meanDay"
        from locked l`),
    );
    const tally: { seminarId: string; counted: number; held: number }[] = [];
    for (const hour of hours) {
      const events = bySeminar.get(hour.seminarId)!;
      const room = Math.max(0, seminarHourlyCeiling(hour.meanDay ?? 0) - hour.counted);
      for (const event of events.slice(room)) held.add(event);
      tally.push({
        seminarId: hour.seminarId,
        counted: Math.min(room, events.length),
        held: Math.max(0, events.length - room),
      });
    }
    await tx.execute(sql`
      update ${statHourlySeminar} h set counted = h.counted + t.counted, held = h.held + t.held
      from unnest(${arrayOf(tally.map((t) => t.seminarId))}::uuid[], ${arrayOf(tally.map((t) => t.counted))}::int[],
        ${arrayOf(tally.map((t) => t.held))}::int[]) as t(seminar_id, counted, held)
      where h.seminar_id = t.seminar_id and h.hour = date_trunc('hour', now())`);
    return held;
  }

  /** Adds `stored` to the counts of today (Europe/Berlin) per type and target, `held` ones apart. */
  async function addCounts(tx: Executor, stored: SinkEvent[], held: Set<SinkEvent>) {
    const tally = new Map<
      string,
      { type: string; target: string; providerId: string; counted: number; held: number }
    >();
    for (const event of stored) {
      const key = `${event.type}:${targetOf(event)}`;
      let row = tally.get(key);
      if (!row)
        tally.set(
          key,
          (row = { type: event.type, target: targetOf(event), providerId: event.providerId, counted: 0, held: 0 }),
        );
      if (held.has(event)) row.held += 1;
      else row.counted += 1;
    }
    const rows = [...tally.values()];
    await tx.execute(sql`
      insert into ${statEventCounts} as c (day, type, target_id, provider_id, counted, held)
      select (now() at time zone ${TIME_ZONE})::date, t.type, t.target_id, t.provider_id, t.counted, t.held
      from unnest(${arrayOf(rows.map((r) => r.type))}::text[], ${arrayOf(rows.map((r) => r.target))}::uuid[],
        ${arrayOf(rows.map((r) => r.providerId))}::uuid[], ${arrayOf(rows.map((r) => r.counted))}::int[],
        ${arrayOf(rows.map((r) => r.held))}::int[]) as t(type, target_id, provider_id, counted, held)
      order by t.type, t.target_id
      on conflict (day, type, target_id) do update set counted = c.counted + excluded.counted, held = c.held + excluded.held`);
  }

  /** Adds the counted top impressions to the running boost of each seminar (one booking per seminar, the oldest). */
  async function countTopImpressions(tx: Executor, top: SinkEvent[]) {
    const today = todayIso(now());
    const perSeminar = new Map<string, number>();
    for (const event of top) perSeminar.set(event.seminarId!, (perSeminar.get(event.seminarId!) ?? 0) + 1);
    for (const [seminarId, count] of [...perSeminar].sort(([a], [b]) => (a < b ? -1 : 1))) {
      await tx.execute(sql`
        update ${boostBookings} set top_impressions = top_impressions + ${count}
        where id = (
          select id from ${boostBookings}
          where seminar_id = ${seminarId}::uuid and status = 'confirmed' and starts_on <= ${today} and ends_on >= ${today}
          order by id limit 1
        )`);
    }
  }

  return {
    async write(events) {
      if (!events.length) return [];
      // Lock ids of the networks in a fixed order (no deadlock between processes).
      const locks = [...new Set(events.map((e) => e.network.readBigInt64BE(0)))].sort((a, b) =>
        a < b ? -1 : a > b ? 1 : 0,
      );
      const stored = await db.transaction(async (tx) => {
        await tx.execute(
          sql`select pg_advisory_xact_lock(k) from (select unnest(${arrayOf(locks.map(String))}::bigint[]) as k order by 1) l`,
        );
        const admitted = await withinNetworkCap(tx, events);
        if (!admitted.length) return [];
        const kept = await remember(tx, admitted);
        if (!kept.length) return [];
        const held = await holdAboveCeiling(tx, kept);
        await addCounts(tx, kept, held);
        await countTopImpressions(
          tx,
          kept.filter((e) => e.top && !held.has(e)),
        );
        return kept;
      });
      const kept = new Set(stored);
      return events.map((e) => kept.has(e));
    },
  };
}
