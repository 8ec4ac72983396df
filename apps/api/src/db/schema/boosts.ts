/**
 * Top-placement boosts and the invoices that bill them. A boost booking is unconfirmed (the
 * cart), confirmed (binding, runs from `starts_on` to `ends_on`) or cancelled. Invoices are
 * written once and never changed (a trigger refuses updates); a correction is a cancellation
 * invoice. Numbers are consecutive per year, drawn from `invoice_number_counters` inside the
 * issuing transaction, so a rolled-back run leaves no gap.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { invoiceKinds } from '@bu/contracts';
import { providers, users } from './accounts';
import { seminars } from './seminars';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

export const boostBookingStatuses = ['unconfirmed', 'confirmed', 'cancelled'] as const;

/** Each top-slot page load takes the next value; the boosts shown keep it as `last_shown_seq`. */
export const boostRotationSeq = pgSequence('boost_rotation_seq');

export const boostBookings = pgTable(
  'boost_bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    providerId: uuid('provider_id')
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    seminarId: uuid('seminar_id')
      .notNull()
      .references(() => seminars.id, { onDelete: 'cascade' }),
    bookedById: uuid('booked_by_id').references(() => users.id, { onDelete: 'set null' }),
    confirmedById: uuid('confirmed_by_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status', { enum: boostBookingStatuses }).notNull().default('unconfirmed'),
    days: integer('days').notNull(),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    endsOn: date('ends_on', { mode: 'string' }).notNull(),
    pricePerDayCents: integer('price_per_day_cents').notNull(),
    amountCents: integer('amount_cents').notNull(),
    /** Rotation state: the page-load sequence value when this boost last had a top slot. */
    lastShownSeq: bigint('last_shown_seq', { mode: 'number' }).notNull().default(0),
    topImpressions: integer('top_impressions').notNull().default(0),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One cart entry per seminar: booking again replaces it.
    uniqueIndex('boost_bookings_one_unconfirmed_idx')
      .on(t.seminarId)
      .where(sql`${t.status} = 'unconfirmed'`),
    index('boost_bookings_provider_idx').on(t.providerId, t.createdAt),
    index('boost_bookings_running_idx').on(t.status, t.startsOn, t.endsOn),
  ],
);

export const invoiceNumberCounters = pgTable('invoice_number_counters', {
  year: integer('year').primaryKey(),
  lastNumber: integer('last_number').notNull(),
});

/** Who the invoice went to, as it was when issued. */
export interface InvoiceRecipient {
  name: string;
  department: string | null;
  street: string;
  postalCode: string;
  city: string;
  country: string;
  vatId: string | null;
  providerNumber: number;
  /** BT-10 as the provider entered it (Leitweg-ID, order number); the provider number when empty. */
  buyerReference?: string | null;
  emails: string[];
}

/** One invoice line as issued: quantity × unit price = net; VAT rounded per line in cents. */
export interface IssuedInvoiceLine {
  description: string;
  quantity: number;
  unit: 'DAY' | 'C62';
  unitPriceCents: number;
  netCents: number;
  vatCents: number;
  /** The days a boost line bills (BG-26), first and last. */
  periodStart?: string;
  periodEnd?: string;
}

export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    providerId: uuid('provider_id')
      .notNull()
      .references(() => providers.id, { onDelete: 'restrict' }),
    number: text('number').notNull(),
    year: integer('year').notNull(),
    sequence: integer('sequence').notNull(),
    kind: text('kind', { enum: invoiceKinds }).notNull(),
    period: text('period').notNull(),
    issuedOn: date('issued_on', { mode: 'string' }).notNull(),
    cancelsInvoiceId: uuid('cancels_invoice_id'),
    recipient: jsonb('recipient').$type<InvoiceRecipient>().notNull(),
    lines: jsonb('lines').$type<IssuedInvoiceLine[]>().notNull(),
    vatRatePercent: integer('vat_rate_percent').notNull(),
    netCents: integer('net_cents').notNull(),
    vatCents: integer('vat_cents').notNull(),
    grossCents: integer('gross_cents').notNull(),
    /** ZUGFeRD/Factur-X EN 16931 PDF with the CII XML embedded. */
    pdf: bytea('pdf').notNull(),
    /** XRechnung (CII) XML. */
    xml: text('xml').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('invoices_number_idx').on(t.number),
    uniqueIndex('invoices_year_sequence_idx').on(t.year, t.sequence),
    // Idempotent month end: one invoice per provider and month; one cancellation per invoice.
    uniqueIndex('invoices_provider_period_idx')
      .on(t.providerId, t.period)
      .where(sql`${t.kind} = 'invoice'`),
    uniqueIndex('invoices_cancels_idx').on(t.cancelsInvoiceId),
    index('invoices_provider_idx').on(t.providerId, t.issuedOn),
  ],
);

/** Which boost days and publication charges an invoice billed (so none is billed twice). */
export const invoiceItems = pgTable(
  'invoice_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'restrict' }),
    boostBookingId: uuid('boost_booking_id').references(() => boostBookings.id, { onDelete: 'set null' }),
    /** For boosts: the month whose days were billed. */
    period: text('period'),
    publicationLineId: uuid('publication_line_id'),
  },
  (t) => [
    uniqueIndex('invoice_items_boost_period_idx').on(t.boostBookingId, t.period),
    uniqueIndex('invoice_items_publication_idx').on(t.publicationLineId),
    index('invoice_items_invoice_idx').on(t.invoiceId),
  ],
);
