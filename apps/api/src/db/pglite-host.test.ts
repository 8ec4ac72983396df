/**
 * PGlite in its worker thread (ADR 032): the main thread's event loop stays free while a
 * statement runs, a replaced connection starts from a clean session, a crash of the worker
 * surfaces as failing statements, and close() ends everything cleanly.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { createTestContext } from '../../test/helpers';
import { openDatabase, type Database } from './client';
import { PGLITE_PORT, startPglite, type PgliteHost } from './pglite-host';
import { preparedRows } from './prepared';

function template(): ArrayBuffer {
  const file = readFileSync(inject('pgliteTemplate'));
  return file.buffer.slice(file.byteOffset, file.byteOffset + file.byteLength) as ArrayBuffer;
}

const opened: Database[] = [];
async function open(onFailure?: (err: Error) => void): Promise<{ database: Database; host: PgliteHost }> {
  const host = await startPglite({ loadDataDir: template() });
  const database = await openDatabase({ pglite: host, onFailure });
  opened.push(database);
  return { database, host };
}
afterEach(async () => {
  for (const database of opened.splice(0)) await database.close();
});

describe('the database off the main thread', () => {
  it('answers /api/health while a slow statement runs', async () => {
    const ctx = await createTestContext();
    try {
      const order: string[] = [];
      const slow = ctx.database.executeSql('select pg_sleep(1.5)').then(() => order.push('slow statement'));
      // Before the worker, PGlite ran on this thread: the timer, and so the request, waited for it.
      await new Promise((resolve) => setTimeout(resolve, 100));
      const res = await ctx.app.inject({ method: 'GET', url: '/api/health' });
      order.push('health');
      expect(res.statusCode).toBe(200);
      await slow;
      expect(order).toEqual(['health', 'slow statement']);
    } finally {
      await ctx.close();
    }
  });
});

describe('the PGlite worker', () => {
  it('gives a replaced connection a clean session: no prepared statement of the old one', async () => {
    const { database } = await open();
    const query = sql`select count(*)::int as n from users where email = ${'nobody@example.org'}`;
    await expect(preparedRows(database.db, query)).resolves.toEqual([{ n: 0 }]);
    // A failed statement makes node-postgres's pool replace its connection; the new one prepares
    // the same statement name again.
    await expect(database.executeSql('select 1/0')).rejects.toMatchObject({ code: '22012' });
    await expect(preparedRows(database.db, query)).resolves.toEqual([{ n: 0 }]);
  });

  it('does not continue the transaction of a connection that went away', async () => {
    const { database, host } = await open();
    const other = new pg.Client({ host: host.socketDir, port: PGLITE_PORT, user: 'postgres', database: 'postgres' });
    other.on('error', () => undefined);
    await other.connect();
    await other.query('begin');
    await other.query('create table left_open (id int)');
    other.connection.stream.destroy();
    await expect(database.executeSql('select count(*) from left_open')).rejects.toMatchObject({ code: '42P01' });
    await expect(database.executeSql('select 1 as one')).resolves.toMatchObject({ rows: [{ one: 1 }] });
  });

  it('answers errors as PostgreSQL does, with their codes', async () => {
    const { database } = await open();
    await database.executeSql('create table once (id int primary key)');
    await database.executeSql('insert into once values (1)');
    await expect(database.executeSql('insert into once values ($1)', [1])).rejects.toMatchObject({
      code: '23505',
      constraint: 'once_pkey',
    });
  });

  it('runs multi-statement scripts without parameters and answers each result (pg-boss)', async () => {
    const { database } = await open();
    const results = (await database.executeSql('select 1 as a; select 2 as b')) as unknown as { rows: unknown[] }[];
    expect(results.map((r) => r.rows)).toEqual([[{ a: 1 }], [{ b: 2 }]]);
  });

  it('fails statements, the running one too, when the worker crashes; close() still resolves', async () => {
    const failures: Error[] = [];
    const { database, host } = await open((err) => failures.push(err));
    // The worker is up and idle once it has answered; the next statement goes straight in.
    await database.executeSql('select 1');
    const running = database.executeSql('select pg_sleep(5)').then(
      () => 'answered',
      (err: Error) => err,
    );
    await host.worker.terminate();
    expect(await running).toBeInstanceOf(Error);
    expect(failures).toHaveLength(1);
    expect(failures[0]!.message).toMatch(/PGlite worker ended/);
    await expect(database.executeSql('select 1')).rejects.toThrow();
    await database.close();
  });

  it('keeps its data in a directory across a clean close', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'bu-pglite-test-'));
    try {
      const first = await openDatabase({ dataDir: dir });
      await first.executeSql("create table kept (note text); insert into kept values ('still here')");
      await first.close();
      const second = await openDatabase({ dataDir: dir });
      try {
        expect((await second.executeSql('select note from kept')).rows).toEqual([{ note: 'still here' }]);
      } finally {
        await second.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
