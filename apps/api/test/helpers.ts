/**
 * Test harness: a fresh, migrated database per test file (PGlite in memory, or a clone of
 * the PostgreSQL template when the run targets PostgreSQL) and the real app built on it.
 */
import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Writable } from 'node:stream';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { expect, inject, vi } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import type { DevMail } from '@bu/contracts';
import { buildApp, loggerOptions, type App } from '../src/app';
import { DEMO_ACCOUNT, seedDemo } from '../src/demo/seed';
import { loadConfig, type Config } from '../src/config';
import { migrationsFolder, openDatabase, type Database } from '../src/db/client';
import { readSqlFiles } from '../src/db/sql-files';
import { startPglite } from '../src/db/pglite-host';
import type { Role } from '../src/plugins/jobs';
import { withDatabase } from './global-setup';
import { checkResponsesAgainstDocument } from './openapi-responses';

export interface TestContext {
  app: App;
  database: Database;
  config: Config;
  close(): Promise<void>;
}

/**
 * A migrated database of the test's own, cloned from the run's template (global-setup.ts): on
 * PostgreSQL when the run names one, else an embedded one. `drop` removes a PostgreSQL clone.
 */
export async function openTestDatabase(): Promise<{ database: Database; drop(): Promise<void> }> {
  const postgres = inject('postgresTemplate');
  if (postgres) {
    const name = `bu_test_${randomUUID().replace(/-/g, '')}`;
    const admin = new pg.Client({ connectionString: postgres.adminUrl });
    await admin.connect();
    // Cloning needs the template to itself: test files running in parallel take turns.
    await admin.query('SELECT pg_advisory_lock(74201)');
    try {
      await admin.query(`CREATE DATABASE ${name} TEMPLATE ${postgres.template}`);
    } finally {
      await admin.query('SELECT pg_advisory_unlock(74201)');
      await admin.end();
    }
    const database = await openDatabase({ databaseUrl: withDatabase(postgres.adminUrl, name) });
    return {
      database,
      async drop() {
        const a = new pg.Client({ connectionString: postgres.adminUrl });
        await a.connect();
        await a.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await a.end();
      },
    };
  }
  const template = readFileSync(inject('pgliteTemplate'));
  const pglite = await startPglite({
    loadDataDir: template.buffer.slice(template.byteOffset, template.byteOffset + template.byteLength),
  });
  return { database: await openDatabase({ pglite }), drop: async () => undefined };
}

export interface TestOptions {
  role?: Role;
  clock?: () => Date;
  /** Where the log goes (by default nowhere: LOG_LEVEL silent); pretty-printed when it says isTTY. */
  logStream?: { write(line: string): void; isTTY?: boolean };
  /** Adds routes of the test's own before the app is ready (instead of the API-description check). */
  instrument?: (app: App) => void;
}

/** A stream that hands each chunk to `to.write`, a terminal when `to` says so. */
function logOutput(to: NonNullable<TestOptions['logStream']>) {
  const stream = new Writable({
    write(chunk, _encoding, done) {
      to.write(String(chunk));
      done();
    },
  });
  return Object.assign(stream, { isTTY: to.isTTY ?? false });
}

export async function createTestContext(
  env: Record<string, string> = {},
  options: TestOptions = {},
): Promise<TestContext> {
  const { database, drop } = await openTestDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    PUBLIC_URL: 'http://localhost:3000',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    WEB_DIST: '/nonexistent',
    ENCRYPTION_KEY: randomUUID() + randomUUID(),
    ...(process.env.REDIS_URL && { REDIS_URL: process.env.REDIS_URL }),
    // A test's burst of requests waits its turn however busy the machine is: the 1 s bound of
    // production answered 503 to the last of 24 lists on a CI machine running two test files at
    // once on PGlite (16 places). The admission tests set their own bound.
    REQUEST_MAX_WAIT_MS: '60000',
    ...env,
  });
  const { logStream, ...rest } = options;
  const app = await buildApp({
    config,
    database,
    rateLimitNamespace: `bu-test-${randomUUID()}:`,
    instrument: (instance) => checkResponsesAgainstDocument(instance),
    pluginTimeout: 120_000,
    ...(logStream && { logger: loggerOptions(config, logOutput(logStream)) }),
    ...rest,
  });
  await app.ready();
  return {
    app,
    database,
    config,
    async close() {
      await app.close();
      await database.close();
      await drop();
    },
  };
}

export const json = <T = Record<string, unknown>>(res: LightMyRequestResponse) => res.json() as T;

/** Waits for the mail job to deliver `count` mails to `to` (the queue polls every ~0.5 s). */
export async function waitForMail(app: App, to: string, count = 1, timeoutMs = 15_000) {
  const mailbox = async () => {
    const res = await app.inject({ method: 'GET', url: `/api/dev/mailbox?to=${encodeURIComponent(to)}` });
    return res.json().messages as DevMail[];
  };
  await expect
    .poll(async () => (await mailbox()).length, { timeout: timeoutMs, interval: 200, message: `mails for ${to}` })
    .toBeGreaterThanOrEqual(count);
  return mailbox();
}

/**
 * Records every job the app queues (name and payload before sealing), so a test asserts on
 * what was queued rather than waiting for a mail that must not arrive. `worked(id)` waits
 * until a queued job has run (completed, or deleted on success).
 */
export function watchJobs(ctx: TestContext) {
  const send = vi.spyOn(ctx.app.jobs, 'send');
  const state = async (id: string) => {
    const { rows } = await ctx.database.executeSql('SELECT state FROM pgboss.job WHERE id = $1', [id]);
    return (rows as { state: string }[])[0]?.state ?? 'deleted';
  };
  return {
    /** The jobs queued since the watch began, optionally only those of one queue. */
    sent(name?: string) {
      return send.mock.calls
        .filter(([queue]) => !name || queue === name)
        .map(([queue, data]) => ({ name: queue, data }));
    },
    /** The id pg-boss gave the n-th queued job of `name`. */
    async idOf(name: string, index = 0) {
      const results = send.mock.calls.flatMap(([queue], i) => (queue === name ? [send.mock.results[i]!.value] : []));
      return (await results[index]) as string;
    },
    async worked(id: string, timeout = 15_000) {
      await expect
        .poll(() => state(id), { timeout, interval: 100, message: `job ${id}` })
        .toMatch(/^(completed|deleted)$/);
    },
    restore: () => send.mockRestore(),
  };
}

export const keyFrom = (text: string) => /[?&]key=([\w-]+)/.exec(text)?.[1] ?? '';

/** Seeds the demo account into the context's database and signs in as it. */
export async function signInDemo(ctx: TestContext): Promise<{ token: string; providerId: string }> {
  await seedDemo(ctx.database.db);
  const login = await ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: DEMO_ACCOUNT });
  expect(login.statusCode, login.body).toBe(200);
  const body = login.json();
  return { token: body.token, providerId: body.user.providerId };
}

/**
 * What migrations 0029 and 0030 (the kept counts and the lead search's copy) added, taken away
 * again: a test database as it was before them, with the data it holds now (`replayCountMigrations`).
 */
const beforeCountMigrations = [
  // 0030: the lead search's lower-cased copy (its index goes with it), and the index it replaced.
  'alter table leads drop column search_folded',
  `create index leads_provider_search_trgm_idx on leads using gin (provider_id,
    (first_name || ' ' || last_name || E'\\x1f' || email || E'\\x1f' || coalesce(phone, '') || E'\\x1f' || message) gin_trgm_ops)`,
  // 0029: the kept list counts.
  'drop function count_provider_leads',
  'drop table provider_lead_counts',
  'alter table provider_data_versions drop column seminar_count, drop column thread_count',
];

/**
 * Takes the database back to before migration 0029 (the kept list counts) and runs 0029 and
 * 0030 again in one transaction, from their files as the migrator does: the
 * counts (and the lead search's copy) a database already held when it was upgraded. The functions
 * they wrote are then set back to their current bodies from db/sql/.
 */
export async function replayCountMigrations(database: Database): Promise<void> {
  const files = readdirSync(migrationsFolder)
    .filter((file) => file.endsWith('.sql') && file >= '0029' && file < '0031')
    .sort();
  await database.db.transaction(async (tx) => {
    for (const statement of beforeCountMigrations) await tx.execute(sql.raw(statement));
    for (const file of files)
      for (const statement of readFileSync(path.join(migrationsFolder, file), 'utf8').split('--> statement-breakpoint'))
        await tx.execute(sql.raw(statement));
    // The functions those migrations wrote, back to their current bodies (db/sql, as migrating leaves them).
    for (const file of readSqlFiles()) for (const statement of file.definition) await tx.execute(sql.raw(statement));
  });
}
