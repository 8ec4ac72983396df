/**
 * Marketplace statistics (DESIGN §8a, docs/privacy.md): today's visitors and the events counted
 * per day, type and target as ingestion stores them (ADR 054), the daily rotating salts that make
 * visitor hashes unlinkable once discarded, the daily counters the rollup job builds, and the
 * rollup watermark. Days are calendar days in Europe/Berlin.
 */
import { sql } from 'drizzle-orm';
import {
  customType,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { statEventTypes } from '@bu/contracts';
import { providers } from './accounts';
import { seminars } from './seminars';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * Today's visitors as ingestion needs them (ADR 054): one row per visitor, type and target (the
 * seminar, or the provider of a profile view) — when that visitor's last event of that type and
 * target was stored (the 30-minute rule) and the visitor's network (the per-network cap). `day` is
 * the day of the salt the hashes were made with; the rollup deletes the rows of earlier days,
 * whose salt is gone. No foreign keys: ingestion stays cheap.
 */
export const statVisitors = pgTable(
  'stat_visitors',
  {
    day: date('day', { mode: 'string' }).notNull(),
    /** SHA-256 of (salt of the day, client address, user agent), truncated to 16 bytes. */
    visitorHash: bytea('visitor_hash').notNull(),
    type: text('type', { enum: statEventTypes }).notNull(),
    targetId: uuid('target_id').notNull(),
    /** SHA-256 of (salt of the day, client network: IPv4 address or IPv6 /64), truncated to 16 bytes. */
    networkHash: bytea('network_hash').notNull(),
    lastAt: timestamp('last_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (t) => [
    primaryKey({ columns: [t.day, t.visitorHash, t.type, t.targetId] }),
    index('stat_visitors_network_idx').on(t.networkHash, t.targetId),
  ],
);

/**
 * The stored events per day, type and target (ADR 054), added to in the transaction that stores
 * them: counted, or held as suspicious above the seminar's hourly ceiling (never counted). What
 * the rollup turns into the daily counters; deleted after the retention, once rolled up. Its
 * size grows with the listings visited a day, not with the visits.
 */
export const statEventCounts = pgTable(
  'stat_event_counts',
  {
    /** The calendar day (Europe/Berlin) the events were stored on. */
    day: date('day', { mode: 'string' }).notNull(),
    type: text('type', { enum: statEventTypes }).notNull(),
    /** The seminar, or the provider of a profile view. */
    targetId: uuid('target_id').notNull(),
    providerId: uuid('provider_id').notNull(),
    counted: integer('counted').notNull().default(0),
    held: integer('held').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.type, t.targetId] })],
);

/** The secret salt of each day; rows of past days are deleted, which makes old hashes unlinkable. */
export const statSalts = pgTable('stat_salts', {
  day: date('day', { mode: 'string' }).primaryKey(),
  salt: bytea('salt').notNull(),
});

const counter = (name: string) => integer(name).notNull().default(0);

/** Daily counters per seminar (what the rollup derives from stat_event_counts). */
export const statDailySeminar = pgTable(
  'stat_daily_seminar',
  {
    seminarId: uuid('seminar_id')
      .notNull()
      .references(() => seminars.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    providerId: uuid('provider_id')
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    impressions: counter('impressions'),
    seminarViews: counter('seminar_views'),
    messageClicks: counter('message_clicks'),
    phoneClicks: counter('phone_clicks'),
    websiteClicks: counter('website_clicks'),
    moreInfoClicks: counter('more_info_clicks'),
  },
  (t) => [
    primaryKey({ columns: [t.seminarId, t.day] }),
    // Migration 0013 adds the counters as INCLUDE columns: GET /statistics reads them index-only.
    index('stat_daily_seminar_provider_idx').on(t.providerId, t.day),
    index('stat_daily_seminar_day_idx').on(t.day),
  ],
);

/**
 * Daily figures per provider: profile views (written by the rollup) and the sums of its seminars'
 * daily counters (kept equal to them by triggers on stat_daily_seminar, migration 0010), so a
 * provider's series reads one row a day.
 */
export const statDailyProvider = pgTable(
  'stat_daily_provider',
  {
    providerId: uuid('provider_id')
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    profileViews: counter('profile_views'),
    impressions: counter('impressions'),
    seminarViews: counter('seminar_views'),
    messageClicks: counter('message_clicks'),
    phoneClicks: counter('phone_clicks'),
    websiteClicks: counter('website_clicks'),
    moreInfoClicks: counter('more_info_clicks'),
  },
  // Migration 0013 adds stat_daily_provider_covering_idx (provider, day) with the counters (index-only reads).
  (t) => [primaryKey({ columns: [t.providerId, t.day] }), index('stat_daily_provider_day_idx').on(t.day)],
);

/**
 * Monthly sums of stat_daily_seminar per seminar (`month` = its first day), kept equal to them
 * by triggers (migration 0010): a range reads whole months here and only its partial edge
 * months day by day.
 */
export const statMonthlySeminar = pgTable(
  'stat_monthly_seminar',
  {
    seminarId: uuid('seminar_id')
      .notNull()
      .references(() => seminars.id, { onDelete: 'cascade' }),
    month: date('month', { mode: 'string' }).notNull(),
    providerId: uuid('provider_id')
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    impressions: counter('impressions'),
    seminarViews: counter('seminar_views'),
    messageClicks: counter('message_clicks'),
    phoneClicks: counter('phone_clicks'),
    websiteClicks: counter('website_clicks'),
    moreInfoClicks: counter('more_info_clicks'),
  },
  (t) => [
    primaryKey({ columns: [t.seminarId, t.month] }),
    // Migration 0013 adds the counters as INCLUDE columns (index-only reads).
    index('stat_monthly_seminar_provider_idx').on(t.providerId, t.month),
  ],
);

/**
 * Events of each seminar per hour as ingestion decided them: counted, or held as suspicious above
 * the seminar's hourly ceiling (events.ts). The row of the current hour is what the ceiling
 * is checked against (locked by the ingesting transaction, so processes take turns per seminar);
 * the held ones are what the statistics show as suspicious. Deleted with the event counts' retention.
 */
export const statHourlySeminar = pgTable(
  'stat_hourly_seminar',
  {
    seminarId: uuid('seminar_id').notNull(),
    hour: timestamp('hour', { withTimezone: true }).notNull(),
    providerId: uuid('provider_id').notNull(),
    counted: counter('counted'),
    held: counter('held'),
  },
  (t) => [
    primaryKey({ columns: [t.seminarId, t.hour] }),
    // Migration 0054 adds seminar_id and held to it (INCLUDE): the statistics sum them index-only.
    index('stat_hourly_seminar_held_idx')
      .on(t.providerId, t.hour)
      .where(sql`${t.held} > 0`),
  ],
);

/** Single row (id 1): up to when stored events have been rolled up, and when that happened. */
export const statRollupState = pgTable('stat_rollup_state', {
  id: smallint('id').primaryKey(),
  rolledUpTo: timestamp('rolled_up_to', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  /** Event counts of days before this have been deleted by retention. */
  retainedFrom: timestamp('retained_from', { withTimezone: true }),
  runs: integer('runs').notNull().default(0),
});
