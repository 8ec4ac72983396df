/**
 * Raw statements run as named prepared statements. PostgreSQL plans an unnamed statement anew on
 * every call; for the seminar list's one statement that planning cost as much as running it
 * (bench/RESULTS.md, 2026-11-25 evening). A named statement is parsed once per connection, and
 * after five calls PostgreSQL may keep a generic plan for it. The name is derived from the SQL
 * text, so each shape of a statement (its filters, its sort) gets its own; node-postgres keeps
 * them per connection. On PGlite, the one connection's session keeps them (client.ts resets it when
 * the pool replaces that connection).
 */
import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Executor } from './client';

const dialect = new PgDialect();
const names = new Map<string, string>();

function nameOf(text: string): string {
  let name = names.get(text);
  if (!name) {
    name = `raw_${createHash('sha256').update(text).digest('base64url').slice(0, 24)}`;
    // The shapes are bounded by the query's options; the map is a guard, not a cache to tune.
    if (names.size > 5_000) names.clear();
    names.set(text, name);
  }
  return name;
}

/**
 * A raw statement with placeholders (`sql.placeholder`), compiled once: the returned function
 * runs it, as a named prepared statement, with the placeholders' values.
 */
export function compiledRows<T>(executor: Executor, query: SQL): (values?: Record<string, unknown>) => Promise<T[]> {
  const compiled = dialect.sqlToQuery(query);
  const prepared = executor._.session.prepareQuery(compiled, undefined, nameOf(compiled.sql), false);
  return async (values) => ((await prepared.execute(values)) as { rows: T[] }).rows;
}

/** The rows of a raw statement with its values in it, run as a named prepared statement. */
export const preparedRows = <T>(executor: Executor, query: SQL): Promise<T[]> => compiledRows<T>(executor, query)();
