/**
 * Marketplace statistics (DESIGN §8a, docs/privacy.md): append-only raw visitor events, the
 * daily rotating salts that make visitor hashes unlinkable once discarded, the daily counters
 * the rollup job builds, and the rollup watermark. Days are calendar days in Europe/Berlin.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
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
 * One row per counted visitor action. Never updated; deleted only by retention after the rollup.
 * No foreign keys: ingestion stays one cheap insert, and a deleted seminar's history can age out.
 */
export const statEvents = pgTable(
  'stat_events',
  {
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity().primaryKey(),
    occurredAt: timestamp('occurred_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
    type: text('type', { enum: statEventTypes }).notNull(),
    providerId: uuid('provider_id').notNull(),
    seminarId: uuid('seminar_id'),
    /** SHA-256 of (salt of the day, client address, user agent), truncated to 16 bytes. */
    visitorHash: bytea('visitor_hash').notNull(),
    /** SHA-256 of (salt of the day, client network: IPv4 address or IPv6 /64), truncated to 16 bytes: the per-network visitor cap. */
    networkHash: bytea('network_hash'),
  },
  (t) => [
    index('stat_events_network_idx').on(t.networkHash),
    index('stat_events_occurred_idx').on(t.occurredAt),
    index('stat_events_visitor_idx').on(t.visitorHash, t.occurredAt),
  ],
);

/** The secret salt of each day; rows of past days are deleted, which makes old hashes unlinkable. */
export const statSalts = pgTable('stat_salts', {
  day: date('day', { mode: 'string' }).primaryKey(),
  salt: bytea('salt').notNull(),
});

const counter = (name: string) => integer(name).notNull().default(0);

/** Daily counters per seminar (what the rollup derives from stat_events). */
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

/** Single row (id 1): up to when raw events have been rolled up, and when that happened. */
export const statRollupState = pgTable('stat_rollup_state', {
  id: smallint('id').primaryKey(),
  rolledUpTo: timestamp('rolled_up_to', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  /** Raw events older than this have been deleted by retention. */
  retainedFrom: timestamp('retained_from', { withTimezone: true }),
  runs: integer('runs').notNull().default(0),
});
