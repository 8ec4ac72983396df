/**
 * Test harness: a fresh, migrated database per test file (PGlite in memory, or a clone of
 * the PostgreSQL template when the run targets PostgreSQL) and the real app built on it.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { buildApp, type App } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import { openDatabase, pgliteExtensions, type Database } from '../src/db/client';
import type { Role } from '../src/plugins/jobs';
import { withDatabase } from './global-setup';

export interface TestContext {
  app: App;
  database: Database;
  config: Config;
  close(): Promise<void>;
}

async function openTestDatabase(): Promise<{ database: Database; drop(): Promise<void> }> {
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
  const dump = new Blob([readFileSync(inject('pgliteTemplate'))]);
  const pglite = await PGlite.create('memory://', { extensions: pgliteExtensions, loadDataDir: dump });
  return { database: await openDatabase({ pglite }), drop: async () => undefined };
}

export interface TestOptions {
  role?: Role;
  clock?: () => Date;
}

export async function createTestContext(env: Record<string, string> = {}, options: TestOptions = {}): Promise<TestContext> {
  const { database, drop } = await openTestDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    PUBLIC_URL: 'http://localhost:3000',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    WEB_DIST: '/nonexistent',
    ENCRYPTION_KEY: randomUUID() + randomUUID(),
    ...(process.env.REDIS_URL && { REDIS_URL: process.env.REDIS_URL }),
    ...env,
  });
  const app = await buildApp({ config, database, rateLimitNamespace: `bu-test-${randomUUID()}:`, ...options });
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

/** Waits for the mail job to deliver a mail to `to` (the queue polls every ~0.5 s). */
export async function waitForMail(app: App, to: string, count = 1, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await app.inject({ method: 'GET', url: `/api/dev/mailbox?to=${encodeURIComponent(to)}` });
    const messages = res.json().messages as { subject: string; text: string; html: string }[];
    if (messages.length >= count) return messages;
    if (Date.now() > deadline) throw new Error(`no mail for ${to} after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

export const keyFrom = (text: string) => /[?&]key=([\w-]+)/.exec(text)?.[1] ?? '';
