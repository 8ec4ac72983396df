/**
 * Webhooks (issue 44 item 3, modules/webhooks, ADR 049): a provider's endpoints with their signing
 * secrets sealed at rest (lib/secret-box.ts, purpose `webhooks`), each message delivered to an
 * endpoint (its id is the `webhook-id` of every attempt), every attempt with status code and
 * duration (kept 30 days), and the claims of events that a date brings (a seminar's start passed,
 * a boost's first or last day), so each is sent once.
 */
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { webhookAttemptErrors, webhookDisabledReasons, webhookEventTypes, webhookMessageTypes } from '@bu/contracts';
import { providers } from './accounts';

export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    providerId: uuid('provider_id')
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    events: text('events', { enum: webhookEventTypes })
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    description: text('description').notNull().default(''),
    /** The `whsec_…` secret, sealed. */
    secretSealed: text('secret_sealed').notNull(),
    /** The secret before the last rotation, sealed; it signs beside the new one until `previous_secret_until`. */
    previousSecretSealed: text('previous_secret_sealed'),
    previousSecretUntil: timestamp('previous_secret_until', { withTimezone: true }),
    enabled: boolean('enabled').notNull().default(true),
    disabledReason: text('disabled_reason', { enum: webhookDisabledReasons }),
    /** The first failed attempt since the last success; null while the endpoint answers. */
    failingSince: timestamp('failing_since', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('webhook_endpoints_provider_idx').on(t.providerId)],
);

/** One message to one endpoint: the signed body as sent, the same on every attempt. */
export const webhookMessages = pgTable(
  'webhook_messages',
  {
    /** `msg_…`: the `webhook-id` header. */
    id: text('id').primaryKey(),
    endpointId: uuid('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    eventType: text('event_type', { enum: webhookMessageTypes }).notNull(),
    /** The JSON body `{ type, timestamp, data }`, byte for byte what is signed. */
    body: text('body').notNull(),
    /** Attempts made so far. */
    attempts: integer('attempts').notNull().default(0),
    status: text('status', { enum: ['pending', 'succeeded', 'failed'] })
      .notNull()
      .default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('webhook_messages_endpoint_created_idx').on(t.endpointId, t.createdAt)],
);

export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    messageId: text('message_id')
      .notNull()
      .references(() => webhookMessages.id, { onDelete: 'cascade' }),
    endpointId: uuid('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    attempt: integer('attempt').notNull(),
    status: text('status', { enum: ['succeeded', 'failed'] }).notNull(),
    statusCode: integer('status_code'),
    durationMs: integer('duration_ms').notNull(),
    error: text('error', { enum: webhookAttemptErrors }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('webhook_attempts_endpoint_created_idx').on(t.endpointId, t.createdAt),
    index('webhook_attempts_created_idx').on(t.createdAt),
  ],
);

/** An event a date brings (`seminar.expired`, `boost.started`, `boost.ended`), claimed once per subject. */
export const webhookDateEvents = pgTable(
  'webhook_date_events',
  {
    eventType: text('event_type').notNull(),
    subjectId: uuid('subject_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.eventType, t.subjectId] })],
);
