/**
 * Prepares one migrated database per test run: a PGlite data-directory dump that each test
 * file loads into memory, and, when TEST_DATABASE_URL (or DATABASE_URL) names a PostgreSQL
 * server, a template database that each test file clones.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { createBoss } from '../src/plugins/jobs';
import { migrateDatabase, openDatabase, type Database } from '../src/db/client';
import { startPglite } from '../src/db/pglite-host';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    postgresTemplate: { adminUrl: string; template: string } | null;
  }
}

async function prepare(database: Database) {
  await migrateDatabase(database);
  // Only installs pg-boss's schema: no maintenance or cron timers in this process.
  const boss = createBoss(database, { supervise: false, schedule: false });
  await boss.start();
  await boss.stop({ graceful: false, close: true, wait: true });
}

export default async function setup(project: TestProject) {
  const dir = mkdtempSync(path.join(tmpdir(), 'bu-test-'));
  const pglite = await startPglite();
  const database = await openDatabase({ pglite });
  await prepare(database);
  const file = path.join(dir, 'template.tar');
  writeFileSync(file, Buffer.from(await pglite.dump()));
  await database.close();
  project.provide('pgliteTemplate', file);

  const adminUrl = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
  let template: string | null = null;
  if (adminUrl) {
    template = `bu_test_template_${process.pid}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${template}`);
    await admin.query(`CREATE DATABASE ${template}`);
    await admin.end();
    const templateDb = await openDatabase({ databaseUrl: withDatabase(adminUrl, template) });
    await prepare(templateDb);
    await templateDb.close();
  }
  project.provide('postgresTemplate', template && adminUrl ? { adminUrl, template } : null);

  return async () => {
    rmSync(dir, { recursive: true, force: true });
    if (template && adminUrl) {
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
      await admin.end();
    }
  };
}

export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}
