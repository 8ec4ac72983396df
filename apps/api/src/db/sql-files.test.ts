/**
 * The SQL files of the functions and triggers (sql-files.ts, ADR 059): migrating applies each one,
 * again only when its text changed, all definitions before any `on change` part, in one
 * transaction; and what a function keeps is refreshed when its file changes.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/helpers';
import { createProviderUser } from '../../test/factories';
import type { Database } from './client';
import { rowsOf } from './rows';
import { seminars, sqlFiles } from './schema/index';
import { applySqlFiles, readSqlFiles } from './sql-files';

let database: Database;
let drop: () => Promise<void>;
const folder = mkdtempSync(path.join(tmpdir(), 'bu-sql-files-'));

beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
});
afterAll(async () => {
  await database?.close();
  await drop?.();
  rmSync(folder, { recursive: true, force: true });
});

const value = async (query: string) => rowsOf<{ v: unknown }>(await database.db.execute(sql.raw(query)))[0]?.v;
const write = (name: string, text: string) => writeFileSync(path.join(folder, name), text);

describe('the SQL files of db/sql', () => {
  it('are applied by migrating, each remembered by its text’s hash, and not again while unchanged', async () => {
    const applied = await database.db.select().from(sqlFiles);
    expect(Object.fromEntries(applied.map((row) => [row.name, row.hash]))).toEqual(
      Object.fromEntries(readSqlFiles().map((file) => [file.name, file.hash])),
    );
    expect(applied.map((row) => row.name)).toContain('seminar_answer_json.sql');
    expect(await applySqlFiles(database.db)).toEqual([]);
  });

  it('rewrite every seminar’s kept answer when seminar_answer_json.sql changes', async () => {
    const db = database.db;
    const user = await createProviderUser(db);
    const [row] = await db
      .insert(seminars)
      .values({ providerId: user.providerId, title: 'Gespräche führen' })
      .returning();
    const answer = row!.answerJson;
    expect(JSON.parse(answer)).toMatchObject({ id: row!.id, title: 'Gespräche führen', recognitions: [] });
    // A copy the trigger did not write, as a database before the file's last change would hold it.
    await db.execute(sql`alter table seminars disable trigger seminars_answer_json`);
    await db.update(seminars).set({ answerJson: '{}' }).where(eq(seminars.id, row!.id));
    await db.execute(sql`alter table seminars enable trigger seminars_answer_json`);
    await db.update(sqlFiles).set({ hash: 'before' }).where(eq(sqlFiles.name, 'seminar_answer_json.sql'));
    expect(await applySqlFiles(db)).toEqual(['seminar_answer_json.sql']);
    const [after] = await db.select({ answerJson: seminars.answerJson }).from(seminars).where(eq(seminars.id, row!.id));
    expect(after!.answerJson).toBe(answer);
  });

  it('define every changed file before running any file’s on-change part, once per change', async () => {
    write(
      'a.sql',
      `CREATE OR REPLACE FUNCTION probe_a() RETURNS int LANGUAGE sql AS $$ SELECT 1 $$;
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS probe_log (v int);
--> on change
-- b.sql's function, defined after this file by name but before this part runs.
INSERT INTO probe_log SELECT probe_b();`,
    );
    write('b.sql', `CREATE OR REPLACE FUNCTION probe_b() RETURNS int LANGUAGE sql AS $$ SELECT 2 $$;`);
    expect(await applySqlFiles(database.db, folder)).toEqual(['a.sql', 'b.sql']);
    expect(await value('select count(*)::int as v from probe_log')).toBe(1);
    expect(await applySqlFiles(database.db, folder)).toEqual([]);
    write('b.sql', `CREATE OR REPLACE FUNCTION probe_b() RETURNS int LANGUAGE sql AS $$ SELECT 3 $$;`);
    expect(await applySqlFiles(database.db, folder)).toEqual(['b.sql']);
    expect(await value('select probe_b() as v')).toBe(3);
    expect(await value('select count(*)::int as v from probe_log')).toBe(1);
  });

  it('apply nothing of a run in which one statement fails, and name the file', async () => {
    write('c.sql', `CREATE OR REPLACE FUNCTION probe_c() RETURNS int LANGUAGE sql AS $$ SELECT 4 $$;`);
    write('d.sql', `CREATE OR REPLACE FUNCTION probe_d() RETURNS int LANGUAGE sql AS $$ SELECT no_such_column $$;`);
    await expect(applySqlFiles(database.db, folder)).rejects.toThrow(/db\/sql\/d\.sql: /);
    expect(await value(`select count(*)::int as v from pg_proc where proname = 'probe_c'`)).toBe(0);
  });
});
