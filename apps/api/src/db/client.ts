/**
 * Opens the database: PGlite in DATA_DIR by default, PostgreSQL when DATABASE_URL is set.
 * Both are driven through the same drizzle schema and the same migrations.
 */
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { citext } from '@electric-sql/pglite/contrib/citext';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema/index';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle, and anything that runs queries (the database or a transaction). */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type Executor = Db | Tx;

/** Runs one SQL text with parameters and returns its rows; used by pg-boss and raw queries. */
export type ExecuteSql = (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>;

export interface Database {
  kind: 'pglite' | 'postgres';
  db: Db;
  executeSql: ExecuteSql;
  /** Connection string of the PostgreSQL server; undefined on PGlite. */
  connectionString?: string;
  /** True once close() has been called. */
  readonly closed: boolean;
  close(): Promise<void>;
}

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));
export const pgliteExtensions = { pg_trgm, unaccent, citext };

export interface OpenOptions {
  databaseUrl?: string;
  dataDir?: string;
  /** An already opened PGlite instance (tests load a migrated template into memory). */
  pglite?: PGlite;
  /** PostgreSQL: connections in the pool (shared with pg-boss). */
  poolSize?: number;
  /** PostgreSQL: told about lost connections (they are replaced on the next query). */
  onConnectionError?: (err: Error) => void;
}

export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      // A request waits at most this long for a connection while the database is away.
      connectionTimeoutMillis: 5000,
    });
    // A restart or network blip ends connections with an 'error' event: on idle clients the
    // pool emits it, on checked-out clients (open transaction, pg-boss) the client itself
    // does. Unhandled, either one ends the process; handled, the pool reconnects on demand.
    const onError = options.onConnectionError ?? (() => undefined);
    pool.on('error', onError);
    pool.on('connect', (client) => client.on('error', onError));
    const db = drizzleNodePg(pool, { schema, casing: 'snake_case' }) as unknown as Db;
    let closed = false;
    return {
      kind: 'postgres',
      db,
      connectionString: options.databaseUrl,
      executeSql: (text, values) => pool.query(text, values as unknown[]),
      get closed() {
        return closed;
      },
      close: async () => {
        if (closed) return;
        closed = true;
        await pool.end();
      },
    };
  }
  const client =
    options.pglite ?? (await PGlite.create(options.dataDir ?? 'memory://', { extensions: pgliteExtensions }));
  const db = drizzlePglite(client, { schema, casing: 'snake_case' }) as unknown as Db;
  return {
    kind: 'pglite',
    db,
    // pg-boss sends multi-statement scripts without parameters; exec runs those.
    executeSql: async (text, values) => {
      if (values?.length) return client.query(text, values);
      const results = await client.exec(text);
      return results.length === 1 ? results[0]! : (results as unknown as { rows: unknown[] });
    },
    get closed() {
      return client.closed;
    },
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}

export async function migrateDatabase(database: Database): Promise<void> {
  if (database.kind === 'postgres') {
    await migrateNodePg(database.db as never, { migrationsFolder });
  } else {
    await migratePglite(database.db as never, { migrationsFolder });
  }
}
