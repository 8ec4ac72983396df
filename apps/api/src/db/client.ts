/**
 * Opens the database: PGlite in DATA_DIR by default, PostgreSQL when DATABASE_URL is set.
 * Both are driven through node-postgres, the same drizzle schema and the same migrations:
 * PGlite runs in a worker thread that serves it on a Unix socket (pglite-host.ts, ADR 032).
 * Migrating applies the migrations and then the current SQL functions and triggers (sql-files.ts).
 */
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { PGLITE_PORT, startPglite, type PgliteHost } from './pglite-host';
import * as schema from './schema/index';
import { applySqlFiles } from './sql-files';

type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle, and anything that runs queries (the database or a transaction). */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type Executor = Db | Tx;

/** Runs one SQL text with parameters and returns its rows; used by pg-boss and raw queries. */
type ExecuteSql = (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>;

export interface Database {
  kind: 'pglite' | 'postgres';
  db: Db;
  /**
   * The reads and writes of the visitors' events (statistics/events.ts and the sink). On PostgreSQL a pool
   * of their own (EVENT_POOL_SIZE connections): in the main pool's queue a page's events waited
   * behind every read queued before them, seconds under a burst of searches (bench/RESULTS.md,
   * 2026-11-29 evening). On PGlite the one connection, as `db`.
   */
  events: Db;
  executeSql: ExecuteSql;
  /** Connection string of the PostgreSQL server; undefined on PGlite. */
  connectionString?: string;
  /** True once close() has been called. */
  readonly closed: boolean;
  /**
   * Resolves once no statement has run for `quietMs` (or after `maxWaitMs`): what closing waits
   * for, so that a request between two statements does not meet a closed database (drain.ts).
   */
  quiet(quietMs: number, maxWaitMs: number): Promise<void>;
  close(): Promise<void>;
}

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

export interface OpenOptions {
  databaseUrl?: string;
  /** PGlite's data directory; in memory when absent. */
  dataDir?: string;
  /** PGlite: a started worker (tests start one from a migrated template); closed with the database. */
  pglite?: PgliteHost;
  /** PostgreSQL: connections in the pool (shared with pg-boss). */
  poolSize?: number;
  /** Told about lost connections (they are replaced on the next query). */
  onConnectionError?: (err: Error) => void;
  /** PGlite: told once if the worker ends unasked (a crash); every later statement fails. */
  onFailure?: (err: Error) => void;
}

/** Connections of the events' own pool on PostgreSQL: a batch of events is one short transaction. */
const EVENT_POOL_SIZE = 2;

export async function openDatabase(options: OpenOptions): Promise<Database> {
  const postgresPool = (max: number): pg.PoolConfig => ({
    connectionString: options.databaseUrl,
    max,
    // A request waits at most this long for a connection while the database is away.
    connectionTimeoutMillis: 5000,
  });
  const onError = options.onConnectionError ?? (() => undefined);
  const host = options.databaseUrl ? undefined : (options.pglite ?? (await startPglite({ dataDir: options.dataDir })));
  const pool = new pg.Pool(
    host
      ? {
          host: host.socketDir,
          port: PGLITE_PORT,
          user: 'postgres',
          database: 'postgres',
          // PGlite has one session: one connection, kept while idle, and no connection timeout.
          // Statements wait for it in the pool's queue, as they waited for PGlite's lock before.
          max: 1,
          idleTimeoutMillis: 0,
          // The pool replaces its connection after a failed statement; the new one must not
          // meet the old one's prepared statements or an open transaction.
          onConnect: async (client) => {
            await client.query('ROLLBACK');
            await client.query('DISCARD ALL');
          },
        }
      : postgresPool(options.poolSize ?? 10),
  );
  const eventPool = host ? null : new pg.Pool(postgresPool(EVENT_POOL_SIZE));
  const pools = eventPool ? [pool, eventPool] : [pool];
  // When a connection was last checked out or came back (quiet()).
  let lastUse = performance.now();
  const used = () => (lastUse = performance.now());
  for (const each of pools) {
    // A restart or network blip ends connections with an 'error' event: on idle clients the
    // pool emits it, on checked-out clients (open transaction, pg-boss) the client itself
    // does. Unhandled, either one ends the process; handled, the pool reconnects on demand.
    each.on('error', onError);
    each.on('connect', (client) => client.on('error', onError));
    each.on('acquire', used);
    each.on('release', used);
  }
  if (host) host.onFailure = options.onFailure;
  const orm = (over: pg.Pool) => drizzle(over, { schema, casing: 'snake_case' }) as unknown as Db;
  const db = orm(pool);
  let closed = false;
  return {
    kind: host ? 'pglite' : 'postgres',
    db,
    events: eventPool ? orm(eventPool) : db,
    connectionString: options.databaseUrl,
    // pg-boss sends multi-statement scripts without parameters: node-postgres runs those with the
    // simple protocol and answers every statement's result.
    executeSql: (text, values) => pool.query(text, values as unknown[]),
    get closed() {
      return closed;
    },
    quiet: async (quietMs, maxWaitMs) => {
      const until = performance.now() + maxWaitMs;
      for (;;) {
        const now = performance.now();
        // A connection not idle is running a statement or connecting for one.
        const quietFor = pools.every((each) => each.totalCount === each.idleCount) ? now - lastUse : 0;
        if (quietFor >= quietMs || now >= until) return;
        await new Promise((resolve) => setTimeout(resolve, Math.min(quietMs - quietFor, until - now)));
      }
    },
    close: async () => {
      if (closed) return;
      closed = true;
      try {
        await Promise.all(pools.map((each) => each.end()));
      } finally {
        await host?.close();
      }
    },
  };
}

/**
 * Runs the migrations, then applies the SQL files of db/sql/ that changed (the current bodies of
 * the functions and triggers, ADR 059).
 */
export async function migrateDatabase(database: Database): Promise<void> {
  await migrate(database.db as never, { migrationsFolder });
  await applySqlFiles(database.db);
}
