/** Providers, their users, sessions and single-use keys (verification, reset, invitation). */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const providers = pgTable('providers', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** Public provider number (VeranstalterNummer), used by the marketing sync. */
  providerNumber: integer('provider_number').generatedAlwaysAsIdentity({ startWith: 10001 }).notNull().unique(),
  name: text('name').notNull(),
  street: text('street').notNull(),
  postalCode: text('postal_code').notNull(),
  city: text('city').notNull(),
  country: text('country').notNull(),
  website: text('website'),
  email: text('email'),
  phone: text('phone'),
  description: text('description'),
  /**
   * Origins (`https://host[:port]`) allowed to embed the website widget (frame-ancestors, and the
   * inquiry's embedding page is checked against them); empty = any site (docs/decisions/044).
   */
  widgetOrigins: text('widget_origins')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  ...timestamps,
});

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    providerId: uuid('provider_id')
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    /** Stored lower-cased; unique across the platform. */
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    telephone: text('telephone'),
    language: text('language', { enum: ['de', 'en'] })
      .notNull()
      .default('de'),
    role: text('role', { enum: ['admin', 'member'] })
      .notNull()
      .default('member'),
    isCreator: boolean('is_creator').notNull().default(false),
    isSuperadmin: boolean('is_superadmin').notNull().default(false),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /** TOTP secret, AES-256-GCM encrypted (lib/secret-box); set at set-up, active once enabled. */
    totpSecret: text('totp_secret'),
    totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
    /** Time step of the last accepted code: a code of that step or earlier is refused. */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }),
    /** When the user opted in to marketing mail at sign-up (GDPR consent record); null = no consent. */
    marketingConsentAt: timestamp('marketing_consent_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [uniqueIndex('users_email_unique').on(t.email), index('users_provider_idx').on(t.providerId)],
);

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 of the token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    userAgent: text('user_agent'),
    /** The first two octets of the client address (IPv6: two groups), never the whole address. */
    ipPrefix: text('ip_prefix'),
    /** Set on a support session: the superadmin acts as this provider (1 hour). */
    supportProviderId: uuid('support_provider_id').references(() => providers.id, { onDelete: 'cascade' }),
  },
  (t) => [uniqueIndex('sessions_token_hash_unique').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
);

/**
 * Client addresses a user has signed in from (SHA-256 of the address): the per-account login
 * limit never blocks them, so an attacker guessing elsewhere cannot lock the owner out.
 */
export const knownSignInAddresses = pgTable(
  'known_sign_in_addresses',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    addressHash: text('address_hash').notNull(),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.addressHash] })],
);

export const authKeyPurposes = ['verify_email', 'reset_password', 'invitation', 'secure_account'] as const;
export type AuthKeyPurpose = (typeof authKeyPurposes)[number];

export const authKeys = pgTable(
  'auth_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: authKeyPurposes }).notNull(),
    keyHash: text('key_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    /** What the key restores (secure_account: the previous email address). */
    payload: text('payload'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('auth_keys_key_hash_unique').on(t.keyHash), index('auth_keys_user_idx').on(t.userId)],
);

export interface DevMailAttachment {
  filename: string;
  contentType: string;
  size: number;
}

/** Mails kept by the dev mailbox transport (never used with SMTP). */
export const devMails = pgTable(
  'dev_mails',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    /** The Reply-To address (a conversation's inbound address), if the mail has one. */
    replyTo: text('reply_to'),
    /** What was attached (names, types, sizes; not the bytes). */
    attachments: jsonb('attachments').$type<DevMailAttachment[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .default(sql`clock_timestamp()`),
  },
  (t) => [index('dev_mails_to_idx').on(t.to, t.createdAt)],
);
