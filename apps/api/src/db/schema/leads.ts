/**
 * Leads and conversations (seed §3 Lead, §4; DESIGN §5–6): the lead, its history (stage,
 * owner, notes, contact changes and messages — who and when), one conversation per lead with
 * its messages, and the single-use reply keys mailed to participants (stored as SHA-256 only;
 * docs/decisions/007-reply-links.md).
 */
import { sql, type SQL } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { leadEventKinds, leadSources, leadStages, messageDirections } from '@bu/contracts';
import { providers, users } from './accounts';
import { seminars } from './seminars';

/** clock_timestamp(): several rows written in one transaction keep their order. */
const createdAt = () =>
  timestamp('created_at', { withTimezone: true })
    .notNull()
    .default(sql`clock_timestamp()`);

/**
 * What a lead search looks through (leads/read.ts), lower-cased: the name (also as "first last"),
 * e-mail, phone and message in one text, apart by a control character no typed query holds. One
 * trigram index over it answers `like lower('%q%')` for all of them. Kept as a column, so a search
 * lower-cases none of the rows it checks: `ilike` on the expression joined and lower-cased every
 * match again, 1.0 of a search's 1.3 ms for 1,256 matches (bench/RESULTS.md, 2026-11-28).
 */
const leadSearchFolded = sql`lower(first_name || ' ' || last_name || E'\\x1f' || email || E'\\x1f' || coalesce(phone, '') || E'\\x1f' || message)`;

export const leads = pgTable(
  'leads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    providerId: uuid('provider_id')
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    /** The seminar the participant is interested in; kept null if a draft seminar is deleted. */
    seminarId: uuid('seminar_id').references(() => seminars.id, { onDelete: 'set null' }),
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /** Stored lower-cased. */
    email: text('email').notNull(),
    phone: text('phone'),
    message: text('message').notNull().default(''),
    /** The participant's (employer's) German state, ISO 3166-2 without `DE-`. */
    state: text('state'),
    notes: text('notes'),
    stage: text('stage', { enum: leadStages }).notNull().default('new'),
    /**
     * Place on the seminar's waitlist (1 = next), set when booking found the seminar full; the
     * lead then stays `waiting`. Null for everyone else. Positions of one seminar stay 1..n: they
     * change only under the seminar's row lock (leads/capacity.ts).
     */
    waitlistPosition: integer('waitlist_position'),
    unread: boolean('unread').notNull().default(true),
    source: text('source', { enum: leadSources }).notNull(),
    /** The page the website widget was embedded on when the inquiry came through it (source `widget`). */
    embeddedOn: text('embedded_on'),
    /** Language of the participant's mails (Accept-Language of the inquiry). */
    language: text('language', { enum: ['de', 'en'] })
      .notNull()
      .default('de'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true }).notNull().defaultNow(),
    searchFolded: text('search_folded').generatedAlwaysAs((): SQL => leadSearchFolded),
    /** An inquiry of this lead waits for the team's hourly digest (over the notices' cap, public/notices.ts). */
    noticePending: boolean('notice_pending').notNull().default(false),
  },
  (t) => [
    index('leads_provider_created_idx').on(t.providerId, t.createdAt, t.id),
    index('leads_provider_activity_idx').on(t.providerId, t.lastActivityAt, t.id),
    // For the lists filtered by stage or unread within a provider (their counts among them).
    index('leads_provider_stage_idx').on(t.providerId, t.stage, t.unread),
    index('leads_provider_owner_idx').on(t.providerId, t.ownerId),
    index('leads_seminar_idx').on(t.seminarId),
    // The seminar list's booked and waiting counts per seminar read this index alone.
    index('leads_seminar_stage_waitlist_idx').on(t.seminarId, t.stage, t.waitlistPosition),
    // Led by the provider (btree_gin, migration 0028): a search reads the provider's own leads only.
    index('leads_provider_search_trgm_idx').using('gin', t.providerId, sql`${t.searchFolded} gin_trgm_ops`),
  ],
);

/**
 * Inquiry notices mailed to a provider's team per hour (INQUIRY_NOTICES_PER_HOUR, issue 45): the
 * row of the current hour is counted up under its lock; beyond the cap the lead waits for the
 * digest, which `digestQueued` says is on its way. Old hours are deleted by the digest job.
 */
export const inquiryNoticeHours = pgTable(
  'inquiry_notice_hours',
  {
    providerId: uuid('provider_id')
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    hour: timestamp('hour', { withTimezone: true }).notNull(),
    sent: integer('sent').notNull().default(0),
    digestQueued: boolean('digest_queued').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.providerId, t.hour] })],
);

/**
 * A provider's leads per stage, and how many of them are unread: kept by the data version's
 * trigger (db/sql/provider_data_version.sql) in the same transaction as each lead's insert,
 * delete or change of stage, unread flag or provider, so the lead list's stage counts read at
 * most six rows instead of counting every lead of the provider (bench/RESULTS.md, 2026-11-27). No foreign key, as for
 * `provider_data_versions`: a provider's deletion cascades through its leads.
 */
export const providerLeadCounts = pgTable(
  'provider_lead_counts',
  {
    providerId: uuid('provider_id').notNull(),
    stage: text('stage', { enum: leadStages }).notNull(),
    leads: integer('leads').notNull().default(0),
    unread: integer('unread').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.providerId, t.stage] })],
);

/** The lead history: one row per change or message, with the team member who did it (null = participant). */
export const leadEvents = pgTable(
  'lead_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind', { enum: leadEventKinds }).notNull(),
    fromValue: text('from_value'),
    toValue: text('to_value'),
    createdAt: createdAt(),
    /** Insertion order: events of one request can share a timestamp (coarse clocks, PGlite). */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity().notNull(),
  },
  (t) => [index('lead_events_lead_idx').on(t.leadId, t.createdAt)],
);

/** One message thread per lead. */
export const conversations = pgTable(
  'conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    providerId: uuid('provider_id')
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    /** Null while the thread has no message yet (a lead entered by hand). */
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('conversations_lead_unique').on(t.leadId),
    index('conversations_provider_last_idx').on(t.providerId, t.lastMessageAt, t.id),
    // The key a message's thread and provider refer to together (conversation_messages).
    uniqueIndex('conversations_id_provider_unique').on(t.id, t.providerId),
  ],
);

export const conversationMessages = pgTable(
  'conversation_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id').notNull(),
    /**
     * The thread's provider, kept with each message (the foreign key below holds it to the
     * thread's): a provider's unread messages are read from the unread index alone, not from a
     * join with all of the provider's threads (bench/RESULTS.md, 2026-11-27).
     */
    providerId: uuid('provider_id').notNull(),
    direction: text('direction', { enum: messageDirections }).notNull(),
    text: text('text').notNull(),
    /** Author of an `out` message. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** `in` messages: first read by a team member; null = unread. */
    readAt: timestamp('read_at', { withTimezone: true }),
    /**
     * `in` messages that came by mail: the mail's Message-ID, so a mail delivered twice (webhook
     * retries, a second MX) is stored once per conversation (docs/decisions/022-inbound-mail-replies.md).
     */
    mailMessageId: text('mail_message_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('conversation_messages_conversation_idx').on(t.conversationId, t.createdAt, t.id),
    // Nulls are distinct: messages written on the web never collide.
    uniqueIndex('conversation_messages_mail_message_unique').on(t.conversationId, t.mailMessageId),
    foreignKey({
      name: 'conversation_messages_thread_fk',
      columns: [t.conversationId, t.providerId],
      foreignColumns: [conversations.id, conversations.providerId],
    }).onDelete('cascade'),
    // Unread participant messages per provider and thread (the unread counts of leads and conversations).
    index('conversation_messages_unread_idx')
      .on(t.providerId, t.conversationId)
      .where(sql`${t.direction} = 'in' and ${t.readAt} is null`),
  ],
);

/** Reply links: a random key per provider reply, stored hashed, single use, expiring. */
export const replyKeys = pgTable(
  'reply_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    /** The provider message the link was mailed with. */
    messageId: uuid('message_id')
      .notNull()
      .references(() => conversationMessages.id, { onDelete: 'cascade' }),
    keyHash: text('key_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('reply_keys_key_hash_unique').on(t.keyHash),
    index('reply_keys_conversation_idx').on(t.conversationId),
  ],
);

/**
 * Mailgun webhook tokens seen, each kept until its signature would be refused as stale anyway:
 * a token is accepted once (Mailgun's "Securing Webhooks"), in every process on this database.
 * Stored as a SHA-256 digest, so the key has one length whatever a caller sends.
 */
export const inboundMailgunTokens = pgTable(
  'inbound_mailgun_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('inbound_mailgun_tokens_expires_idx').on(t.expiresAt)],
);

/** The days a participant attended, ticked by the provider per seminar day (attendance certificate). */
export const leadAttendance = pgTable(
  'lead_attendance',
  {
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    present: boolean('present').notNull(),
  },
  (t) => [primaryKey({ columns: [t.leadId, t.day] })],
);
