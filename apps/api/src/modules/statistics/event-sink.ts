/**
 * Where marketplace events go once the ingestion (events.ts) has checked them (ADR 054): an event
 * sink stores what counts under the counting rules and answers, once it is durable, which events
 * it stored. The ingestion does everything that needs no stored state — bots, view tokens, public
 * targets, duplicates within a batch, the visitor's and network's daily hashes, the group commit —
 * and the sink everything that does: the 30-minute rule, the per-network cap, the seminar's hourly
 * ceiling, top impressions and the counts per day, type and target the rollup reads.
 *
 * postgres-event-sink.ts is the one sink. Another store (ClickHouse behind an in-process write
 * buffer, docs/scaling.md) is another implementation of this interface; the routes, the ingestion
 * and the answers stay as they are.
 */
import type { StatEventType } from '@bu/contracts';

/** An event that passed the ingestion's checks. */
export interface SinkEvent {
  /** The day (Europe/Berlin) of the salt the hashes were made with. */
  day: string;
  /** SHA-256(salt of the day, address, user agent), 16 bytes. */
  visitor: Buffer;
  /** SHA-256(salt of the day, network), 16 bytes. */
  network: Buffer;
  type: StatEventType;
  /** The provider the event counts for (the seminar's, for a seminar event). */
  providerId: string;
  /** Null for a profile view. */
  seminarId: string | null;
  /** An impression of a seminar the visitor's search showed as a top placement. */
  top: boolean;
}

export interface EventSink {
  /**
   * Stores, in one write, what of `events` counts, in their order: a visitor's event of a type and
   * target once per EVENT_DEDUP_MINUTES, at most VISITORS_PER_NETWORK_MAX visitors of one network
   * per target and day, a seminar's events beyond its hourly ceiling held as suspicious (stored,
   * never counted). `events` holds each visitor, type and target once. Resolves once the write is
   * durable, with whether each event was stored (held ones too); a rejection means none was.
   */
  write(events: readonly SinkEvent[]): Promise<boolean[]>;
}
