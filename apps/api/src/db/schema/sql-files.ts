/**
 * The SQL files of db/sql/ (current bodies of the functions and triggers, ADR 059) as last applied:
 * `applySqlFiles` (db/sql-files.ts) runs a file again when its text's hash differs from this one.
 */
import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const sqlFiles = pgTable('sql_files', {
  /** The file's name in db/sql/. */
  name: text('name').primaryKey(),
  /** SHA-256 of the file's text, hex. */
  hash: text('hash').notNull(),
  appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
});
