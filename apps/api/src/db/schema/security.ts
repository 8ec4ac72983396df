/** Activity log, recovery codes of two-factor sign-in and the browsers a user signed in with. */
import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { ActivityKind } from '@bu/contracts';
import { providers, users } from './accounts';

export const activityLog = pgTable(
  'activity_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    providerId: uuid('provider_id')
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    /** No foreign key: the log outlives accounts (and records their removal); the name is kept as it was. */
    userId: uuid('user_id'),
    userName: text('user_name'),
    supportUserId: uuid('support_user_id'),
    supportUserName: text('support_user_name'),
    kind: text('kind').$type<ActivityKind>().notNull(),
    subject: text('subject'),
    details: jsonb('details').$type<Record<string, string | number | boolean | null>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .default(sql`clock_timestamp()`),
  },
  (t) => [
    index('activity_log_provider_idx').on(t.providerId, t.createdAt),
    index('activity_log_created_idx').on(t.createdAt),
  ],
);

export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 of the normalised code. */
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('recovery_codes_user_hash_unique').on(t.userId, t.codeHash)],
);

/** Browser + system pairs a user has signed in with; a new pair triggers the "new sign-in" mail. */
export const knownDevices = pgTable(
  'known_devices',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fingerprint: text('fingerprint').notNull(),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('known_devices_user_fingerprint_unique').on(t.userId, t.fingerprint)],
);
