/**
 * Statements run as named prepared statements: built once per shape (`statementsByShape`), from
 * drizzle's query builders or raw SQL (`rawStatement`), or once per call (`preparedRows`).
 * PostgreSQL plans an unnamed statement anew on every call; for the seminar list's one statement
 * that planning cost as much as running it (bench/RESULTS.md, 2026-11-25 evening). A named
 * statement is parsed once per connection, and after five calls PostgreSQL may keep a generic
 * plan for it. The name is derived from the SQL text, so each shape of a statement (its filters,
 * its sort) gets its own; node-postgres keeps them per connection. On PGlite, the one
 * connection's session keeps them (client.ts resets it when the pool replaces that connection).
 */
import { createHash } from 'node:crypto';
import { sql, type Placeholder, type SQL } from 'drizzle-orm';
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
 * A statement as `statementsByShape` builds it: a drizzle query builder (a select, or a change
 * with `returning`) or a raw statement (`rawStatement`), its values placeholders.
 */
interface Preparable<R> {
  toSQL(): { sql: string };
  prepare(name: string): PreparedStatement<R>;
}

export interface PreparedStatement<R> {
  execute(values?: Record<string, unknown>): Promise<R>;
}

/** A raw statement with placeholders (`sql.placeholder`); it answers its rows as they come. */
export function rawStatement<T>(executor: Executor, query: SQL): Preparable<T[]> {
  const compiled = dialect.sqlToQuery(query);
  return {
    toSQL: () => compiled,
    prepare(name) {
      const prepared = executor._.session.prepareQuery(compiled, undefined, name, false);
      return { execute: async (values) => ((await prepared.execute(values)) as { rows: T[] }).rows };
    },
  };
}

/** The rows of a raw statement with its values in it, run as a named prepared statement. */
export function preparedRows<T>(executor: Executor, query: SQL): Promise<T[]> {
  const statement = rawStatement<T>(executor, query);
  return statement.prepare(nameOf(statement.toSQL().sql)).execute();
}

/**
 * Statements built once per shape (the options that change their text, never the values) and run
 * as named prepared statements: `compile(shape, build)` builds the first time a shape comes.
 * Building a select with drizzle costs Node about as much as PostgreSQL planning it costs the
 * database, and both were paid on every call of a list (bench/RESULTS.md, 2026-11-26 night).
 *
 * `planEachCall` keeps the build but sends the statement unnamed, so PostgreSQL plans it for its
 * values every time: for a text search, whose best plan depends on the term. A named statement
 * soon runs a generic plan, chosen for the terms it has seen: after common names, a page of leads
 * for a rare one read all 10,000 of the provider's leads newest first (17 ms against 3.6 ms).
 */
export function statementsByShape() {
  const statements = new Map<string, PreparedStatement<unknown>>();
  return <R>(shape: string, build: () => Preparable<R>, planEachCall = false): PreparedStatement<R> => {
    const key = `${planEachCall ? 'each' : 'once'} ${shape}`;
    let statement = statements.get(key) as PreparedStatement<R> | undefined;
    if (!statement) {
      // The shapes are bounded by the query's options; the limit is a guard, not a cache to tune.
      if (statements.size > 1_000) statements.clear();
      const builder = build();
      // node-postgres sends a statement without a name as the unnamed one, parsed and planned anew.
      statement = builder.prepare(planEachCall ? '' : nameOf(builder.toSQL().sql));
      statements.set(key, statement);
    }
    return statement;
  };
}

/**
 * The LIMIT and OFFSET of a page for a statement of `statementsByShape`, placeholders `limit` and
 * `offset`. With `limit $1` PostgreSQL plans the generic plan for a tenth of the rows, never as
 * cheap as a custom plan for a page of 25, so it planned every call anew (a page of conversations:
 * 0.4 ms of planning for 0.4 ms of work, bench/RESULTS.md, 2026-11-27). As subqueries their values
 * are unknown to both plans alike, and the generic plan is kept after the fifth call; the statement
 * still stops after the page's rows. A statement planned on each call (`planEachCall`) takes the
 * placeholders themselves: its plan is made for the page asked for.
 */
export function pageBounds(planEachCall: boolean): { limit: Placeholder; offset: Placeholder } {
  const limit = sql.placeholder('limit');
  const offset = sql.placeholder('offset');
  return planEachCall ? { limit, offset } : { limit: pageBound(limit), offset: pageBound(offset) };
}

/**
 * One LIMIT or OFFSET placeholder as `pageBounds` writes it, for a statement with more than the
 * page's (every one of them: a single plain one makes the generic plan the costlier again).
 * Typed as the placeholder drizzle's limit() and offset() take; they write it in as it is.
 */
export const pageBound = (placeholder: Placeholder): Placeholder =>
  sql`(select ${placeholder}::int)` as unknown as Placeholder;
