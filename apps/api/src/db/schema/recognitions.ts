/**
 * Recognitions (issue 24): the authority's notices (PDFs, kept in the database like images and
 * never public), the provider's own provider-level recognitions, and the record of reminder
 * mails already sent (so the daily job mails each threshold once).
 */
import { customType, date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { providers, users } from './accounts';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** An uploaded recognition notice (PDF); only its provider may read it. */
export const recognitionDocuments = pgTable(
  'recognition_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    providerId: uuid('provider_id')
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    byteSize: integer('byte_size').notNull(),
    data: bytea('data').notNull(),
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('recognition_documents_provider_idx').on(t.providerId)],
);

/** A recognition of the provider itself in a state (Trägeranerkennung: BW, NW; Hessen's prerequisite). */
export const providerRecognitions = pgTable(
  'provider_recognitions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    providerId: uuid('provider_id')
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    state: text('state').notNull(),
    number: text('number'),
    authority: text('authority'),
    validFrom: date('valid_from', { mode: 'string' }),
    validUntil: date('valid_until', { mode: 'string' }),
    documentId: uuid('document_id').references(() => recognitionDocuments.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('provider_recognitions_provider_idx').on(t.providerId, t.state)],
);

/**
 * One row per reminder mail sent: `subject` names what it is about (a recognition and its end
 * date, or a seminar's application deadline in a state), `threshold` the days-before step.
 * The unique key makes a second run of the daily job a no-op.
 */
export const recognitionReminders = pgTable(
  'recognition_reminders',
  {
    providerId: uuid('provider_id')
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    subject: text('subject').notNull(),
    threshold: integer('threshold').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('recognition_reminders_key').on(t.providerId, t.subject, t.threshold)],
);
