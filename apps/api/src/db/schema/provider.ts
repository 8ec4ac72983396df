/**
 * What a provider maintains about itself beyond the `providers` row: profile images (and the
 * content-addressed image bytes they point to), invoicing data and the provider-API key.
 */
import {
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { providers, users } from './accounts';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

import { imageFormats, providerImageKinds } from '@bu/contracts';

export { imageFormats, providerImageKinds };

/**
 * Re-encoded image bytes keyed by their SHA-256, so every API instance serves them and an
 * unchanged upload is stored once. Deleted when no provider image refers to them any more.
 */
export const imageBlobs = pgTable('image_blobs', {
  hash: text('hash').primaryKey(),
  format: text('format', { enum: imageFormats }).notNull(),
  data: bytea('data').notNull(),
  byteSize: integer('byte_size').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Logo, cover and favicon (one each) and gallery images (ordered, with descriptions). */
export const providerImages = pgTable(
  'provider_images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    providerId: uuid('provider_id')
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: providerImageKinds }).notNull(),
    imageHash: text('image_hash')
      .notNull()
      .references(() => imageBlobs.hash),
    description: text('description'),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('provider_images_provider_idx').on(t.providerId, t.kind, t.sortOrder),
    index('provider_images_hash_idx').on(t.imageHash),
  ],
);

/** Invoicing data, one row per provider (absent until first saved). */
export const providerInvoicing = pgTable('provider_invoicing', {
  providerId: uuid('provider_id')
    .primaryKey()
    .references(() => providers.id, { onDelete: 'cascade' }),
  differentBillingAddress: boolean('different_billing_address').notNull().default(false),
  recipient: text('recipient'),
  department: text('department'),
  comment: text('comment'),
  street: text('street'),
  city: text('city'),
  postalCode: text('postal_code'),
  country: text('country'),
  vatId: text('vat_id'),
  /** BT-10 on the provider's invoices (e.g. a Leitweg-ID); the provider number when empty. */
  buyerReference: text('buyer_reference'),
  invoiceEmails: jsonb('invoice_emails').$type<string[]>().notNull().default([]),
  showBrochureFields: boolean('show_brochure_fields').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Provider-API keys: only the SHA-256 of the secret is stored, plus a visible prefix.
 * One live key per provider; regenerating revokes the previous one.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    providerId: uuid('provider_id')
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    /** The admin who made the key; the key acts as this user and is revoked when the user leaves. */
    createdById: uuid('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    /** What the key may reach on /v1 (contracts' `apiKeyScopes`). */
    scopes: text('scopes').array().notNull(),
    /** Made by the seed's single-key call (`POST /settings/api-key`), which replaces only these. */
    seedCall: boolean('seed_call').notNull().default(false),
    prefix: text('prefix').notNull(),
    keyHash: text('key_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('api_keys_key_hash_unique').on(t.keyHash), index('api_keys_provider_idx').on(t.providerId)],
);
