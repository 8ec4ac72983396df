/**
 * Seminars and what hangs on them: categories, brochure editions, state recognitions,
 * saved locations, publish confirmations with their cost (invoice) lines, and the log of
 * marketing-contact syncs. Seminar ids are UUIDs; money is integer cents excl. VAT.
 */
import { sql, type SQL } from 'drizzle-orm';
import {
  bigint,
  boolean,
  customType,
  date,
  doublePrecision,
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
import {
  locationStatuses,
  locationTypes,
  priceTypes,
  publicationChannels,
  seminarForms,
  seminarTypes,
  storedSeminarStatuses,
} from '@bu/contracts';
import { providers, users } from './accounts';
import { recognitionDocuments } from './recognitions';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
const datemultirange = customType<{ data: string }>({ dataType: () => 'datemultirange' });

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/** Topic taxonomy (seeded by the migration); id -10000 is internal and skipped by the client. */
export const seminarCategories = pgTable('seminar_categories', {
  id: integer('id').primaryKey(),
  labelDe: text('label_de').notNull(),
  labelEn: text('label_en').notNull(),
  sort: integer('sort').notNull().default(0),
});

/**
 * One row counting changes of the reference data (categories, brochure editions): triggers
 * (db/sql/reference_data_version.sql) increment it, and the seminar list reloads its cached copy
 * when it moves.
 */
export const referenceDataVersion = pgTable('reference_data_version', {
  id: integer('id').primaryKey().default(1),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});

/**
 * A counter per provider, bumped by row triggers (db/sql/provider_data_version.sql) on every
 * change of what the provider's lists and statistics show: seminars, recognitions, locations,
 * team, leads, conversations and messages. Read with the session, it keys the answer cache
 * (lib/answer-cache.ts). No foreign key: a provider's deletion cascades through the triggered
 * tables, which must not fail on the row of a provider already gone.
 */
export const providerDataVersions = pgTable('provider_data_versions', {
  providerId: uuid('provider_id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
  /**
   * The provider's seminars, kept by the same trigger in the same transaction as each insert,
   * delete or move (migration 0029): the total of the unfiltered seminar list, read instead of
   * counting every seminar of the provider on each computed answer (bench/RESULTS.md, 2026-11-27).
   */
  seminarCount: integer('seminar_count').notNull().default(0),
  /** The provider's conversations with a message: the unfiltered conversation list's total, kept alike. */
  threadCount: integer('thread_count').notNull().default(0),
});

/** Brochure editions; the current one (`globalSemester`) is the next deadline still ahead. */
export const brochureEditions = pgTable('brochure_editions', {
  id: integer('id').primaryKey(),
  labelDe: text('label_de').notNull(),
  labelEn: text('label_en').notNull(),
  deadline: date('deadline', { mode: 'string' }).notNull(),
});

export const locations = pgTable(
  'locations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    providerId: uuid('provider_id')
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    type: text('type', { enum: locationTypes }).notNull().default('presence'),
    street: text('street'),
    postalCode: text('postal_code').notNull(),
    city: text('city').notNull(),
    country: text('country').notNull(),
    state: text('state'),
    cityAddition: text('city_addition'),
    status: text('status', { enum: locationStatuses }).notNull().default('active'),
    isBusinessAddress: boolean('is_business_address').notNull().default(false),
    validated: boolean('validated'),
    ...timestamps,
  },
  (t) => [index('locations_provider_idx').on(t.providerId, t.createdAt)],
);

export const seminars = pgTable(
  'seminars',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    providerId: uuid('provider_id')
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    seminarNumber: text('seminar_number'),
    categoryId: integer('category_id').references(() => seminarCategories.id),
    descriptionWeb: text('description_web'),
    descriptionBrochure: text('description_brochure'),
    seminarType: text('seminar_type', { enum: seminarTypes }),
    seminarForm: text('seminar_form', { enum: seminarForms }),
    startDate: date('start_date', { mode: 'string' }),
    endDate: date('end_date', { mode: 'string' }),
    dateComment: text('date_comment'),
    /** The usual daily times, HH:MM (issue 46). */
    timeFrom: text('time_from'),
    timeTo: text('time_to'),
    /** Teaching hours a seminar day (0.5–12, quarter hours): what the states' minimums are checked against. */
    teachingHoursPerDay: doublePrecision('teaching_hours_per_day'),
    /** Saturday and Sunday are seminar days; otherwise the days are the weekdays from start to end. */
    weekendDays: boolean('weekend_days').notNull().default(false),
    /** Dates between start and end that are no seminar day, ascending. */
    nonSeminarDates: date('non_seminar_dates', { mode: 'string' })
      .array()
      .notNull()
      .default(sql`'{}'::date[]`),
    priceType: text('price_type', { enum: priceTypes }),
    priceCents: integer('price_cents'),
    priceMinCents: integer('price_min_cents'),
    priceMaxCents: integer('price_max_cents'),
    priceComment: text('price_comment'),
    locationId: uuid('location_id').references(() => locations.id, { onDelete: 'set null' }),
    cityComment: text('city_comment'),
    formattedAddress: text('formatted_address'),
    targetGroup: text('target_group'),
    prerequisites: text('prerequisites'),
    maxParticipants: integer('max_participants'),
    infoTelephone: text('info_telephone'),
    directLink: text('direct_link'),
    specialFeatures: text('special_features'),
    publicationChannel: text('publication_channel', { enum: publicationChannels }).notNull().default('online'),
    followUpBooking: boolean('follow_up_booking').notNull().default(false),
    expandedText: boolean('expanded_text').notNull().default(false),
    status: text('status', { enum: storedSeminarStatuses }).notNull().default('draft'),
    createdFromDashboard: boolean('created_from_dashboard').notNull().default(true),
    /**
     * The provider's own id of the course, from a CSV import (issue 44): with the start date the
     * key a re-import updates by (one row per date). Null for seminars made in the dashboard;
     * the export writes their id in its place.
     */
    externalId: text('external_id'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    /** German full text (stemming, accents folded, stop words dropped) of the searchable fields. */
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      (): SQL =>
        sql`setweight(to_tsvector('german_unaccent'::regconfig, coalesce(title, '') || ' ' || coalesce(seminar_number, '')), 'A') || setweight(to_tsvector('german_unaccent'::regconfig, coalesce(description_web, '') || ' ' || coalesce(description_brochure, '') || ' ' || coalesce(target_group, '') || ' ' || coalesce(formatted_address, '')), 'B')`,
    ),
    /**
     * Title and seminar number lower-cased, for the substring search: `ilike` lower-cases both
     * sides on every row it reads (UTF-8), `like` on these does not (bench/RESULTS.md, 2026-11-26).
     */
    titleFolded: text('title_folded').generatedAlwaysAs((): SQL => sql`lower(title)`),
    seminarNumberFolded: text('seminar_number_folded').generatedAlwaysAs((): SQL => sql`lower(seminar_number)`),
    /**
     * The title sort's key, accents folded and lower-cased (sorted `collate "C"`): stored and
     * indexed, so a page in title order reads the index instead of folding every title of the
     * provider on every call. `public.seminar_title_key` is `unaccent` with its dictionary named,
     * which makes it immutable (migration 0024).
     */
    titleSortKey: text('title_sort_key').generatedAlwaysAs((): SQL => sql`public.seminar_title_key(title)`),
    /**
     * The seminar as the API answers it (`toSeminar`), as JSON text without what depends on the
     * day (status, isExpired, startDateLocked): kept by triggers on this table and on its
     * recognitions (db/sql/seminar_answer_json.sql, ADR 059), so the list appends the day's fields
     * to each listed seminar's answer. The default is never kept: the trigger writes every row.
     */
    answerJson: text('answer_json').notNull().default('{}'),
    /**
     * The days its confirmed boosts run, kept by triggers on boost_bookings (db/sql/boost_days.sql): top
     * placement reads the running boosts matching a search from `seminars_boosted_idx`.
     */
    boostDays: datemultirange('boost_days'),
    ...timestamps,
  },
  (t) => [
    // One per filter and sort of GET /seminars (bench/RESULTS.md).
    index('seminars_provider_created_idx').on(t.providerId, t.createdAt, t.id),
    index('seminars_provider_updated_idx').on(t.providerId, t.updatedAt, t.id),
    // The default order ("Buchung") reads its page from these two in three ordered ranges
    // (list-query.ts): upcoming and undated forward, past backward, ties by created_at desc, id.
    index('seminars_provider_start_idx').on(t.providerId, t.startDate, t.createdAt.desc().nullsFirst(), t.id),
    index('seminars_provider_start_past_idx').on(t.providerId, t.startDate, t.createdAt, t.id.desc().nullsFirst()),
    index('seminars_provider_status_idx').on(t.providerId, t.status),
    index('seminars_provider_owner_idx').on(t.providerId, t.ownerId),
    index('seminars_provider_category_idx').on(t.providerId, t.categoryId),
    // A CSV import's key: a re-import finds its seminar, and no two dates of one course collide.
    uniqueIndex('seminars_provider_external_key').on(t.providerId, t.externalId, t.startDate),
    // The title order, its ties as the list breaks them (created_at desc, id); read backwards for descending.
    index('seminars_provider_title_idx').on(
      t.providerId,
      sql`${t.titleSortKey} collate "C"`,
      t.createdAt.desc().nullsFirst(),
      t.id,
    ),
    // The text search's indexes lead with the provider (btree_gin, migration 0028): a provider's
    // search reads its own matching seminars, not every provider's; the marketplace's search, on
    // the text alone, reads them as it read the indexes of the text alone (bench/RESULTS.md, 2026-11-27).
    index('seminars_provider_search_idx').using('gin', t.providerId, t.searchVector),
    index('seminars_provider_title_trgm_idx').using('gin', t.providerId, sql`${t.titleFolded} gin_trgm_ops`),
    index('seminars_provider_number_trgm_idx').using('gin', t.providerId, sql`${t.seminarNumberFolded} gin_trgm_ops`),
    // The marketplace's order (start date, title, id) over online seminars, alone, within a
    // category and within a provider: a public page reads its window of the order, and counts up to
    // its cap, from these instead of sorting every public seminar (migration 0037, ADR 041).
    // The seminars that ever had a confirmed boost, in the placement's ring order (boosts/placement.ts).
    index('seminars_boosted_idx')
      .on(t.id)
      .where(sql`${t.boostDays} is not null`),
    index('seminars_public_order_idx')
      .on(t.startDate, t.title, t.id)
      .where(sql`${t.status} = 'online'`),
    index('seminars_public_category_idx')
      .on(t.categoryId, t.startDate, t.title, t.id)
      .where(sql`${t.status} = 'online'`),
    index('seminars_public_provider_idx')
      .on(t.providerId, t.startDate, t.title, t.id)
      .where(sql`${t.status} = 'online'`),
  ],
);

export const seminarRecognitions = pgTable(
  'seminar_recognitions',
  {
    seminarId: uuid('seminar_id')
      .notNull()
      .references(() => seminars.id, { onDelete: 'cascade' }),
    /** ISO 3166-2 state code without `DE-`. */
    state: text('state').notNull(),
    number: text('number'),
    authority: text('authority'),
    validFrom: date('valid_from', { mode: 'string' }),
    validUntil: date('valid_until', { mode: 'string' }),
    /** The authority's notice (recognitions.ts); the provider's own, checked on save. */
    documentId: uuid('document_id').references(() => recognitionDocuments.id, { onDelete: 'set null' }),
  },
  (t) => [primaryKey({ columns: [t.seminarId, t.state] })],
);

/** One binding "publish all drafts" confirmation: who, when, which seminars, what it cost. */
export const publishConfirmations = pgTable(
  'publish_confirmations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    providerId: uuid('provider_id')
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    seminarIds: jsonb('seminar_ids').$type<string[]>().notNull(),
    totalCents: integer('total_cents').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('publish_confirmations_provider_idx').on(t.providerId, t.createdAt)],
);

export const invoiceLineKinds = ['brochure_entry', 'expanded_text'] as const;

/**
 * Costs triggered by publishing (brochure entry, expanded text), one per seminar, kind and
 * brochure edition; invoiced after publication (`invoicedAt` is set by invoicing later).
 */
export const invoiceLines = pgTable(
  'invoice_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    providerId: uuid('provider_id')
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    seminarId: uuid('seminar_id').references(() => seminars.id, { onDelete: 'set null' }),
    brochureEditionId: integer('brochure_edition_id')
      .notNull()
      .references(() => brochureEditions.id),
    confirmationId: uuid('confirmation_id').references(() => publishConfirmations.id, { onDelete: 'set null' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind', { enum: invoiceLineKinds }).notNull(),
    description: text('description').notNull(),
    amountCents: integer('amount_cents').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    invoicedAt: timestamp('invoiced_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('invoice_lines_once_idx').on(t.seminarId, t.kind, t.brochureEditionId),
    index('invoice_lines_provider_idx').on(t.providerId, t.createdAt),
  ],
);

export const marketingSyncKinds = ['seminar_attributes', 'profile_attributes', 'add_contact'] as const;
export const marketingSyncStatuses = ['queued', 'sent', 'recorded', 'failed'] as const;

/** Every marketing-contact sync: queued by the route, finished by the `marketing.sync` job. */
export const marketingSyncLog = pgTable(
  'marketing_sync_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    providerId: uuid('provider_id').references(() => providers.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: marketingSyncKinds }).notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    status: text('status', { enum: marketingSyncStatuses }).notNull().default('queued'),
    error: text('error'),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    processedAt: timestamp('processed_at', { withTimezone: true }),
  },
  (t) => [index('marketing_sync_log_provider_idx').on(t.providerId, t.createdAt)],
);
