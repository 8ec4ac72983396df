/**
 * Closing the app waits for handlers still running, and for the statements of requests still on
 * their way to or from a handler, before the database closes (drain.ts).
 */
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestContext, type TestContext } from '../../test/helpers';
import { rowsOf } from '../db/rows';

describe('closing the app', () => {
  it('closes the database only after a running handler has finished its statements', async () => {
    let entered!: () => void;
    const inHandler = new Promise<void>((resolve) => (entered = resolve));
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    // The close has reached the wait for running handlers once it says so in the log.
    let waiting!: () => void;
    const closeWaits = new Promise<void>((resolve) => (waiting = resolve));
    const ctx: TestContext = await createTestContext(
      { LOG_LEVEL: 'info' },
      {
        logStream: { write: (line) => line.includes('closing: waiting for running requests') && waiting() },
        instrument: (app) =>
          app.get('/api/test/slow', async () => {
            entered();
            await released;
            // A statement after the close began: it fails if the database closed under it.
            return { one: rowsOf<{ one: number }>(await ctx.database.db.execute(sql`select 1 as one`))[0]!.one };
          }),
      },
    );
    const answer = ctx.app.inject({ method: 'GET', url: '/api/test/slow' });
    await inHandler;
    let closed = false;
    const closing = ctx.close().then(() => (closed = true));
    await closeWaits;
    expect(closed).toBe(false);
    release();
    const res = await answer;
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ one: 1 });
    await closing;
    expect(closed).toBe(true);
  });

  it('closes the database only after a request in its pre-handler has run its statements', async () => {
    // A client that left while its request was being authenticated: the server's close does not
    // wait for its connection, and no handler runs yet. Its statements (the session's, then the
    // next) must not meet a closed database ("Cannot use a pool after calling end on the pool").
    let entered!: () => void;
    const inPreHandler = new Promise<void>((resolve) => (entered = resolve));
    const ctx: TestContext = await createTestContext(
      {},
      {
        instrument: (app) =>
          app.get(
            '/api/test/slow-pre-handler',
            {
              preHandler: async (request) => {
                const statement = ctx.database.db.execute(sql`select pg_sleep(0.3)`);
                entered();
                await statement;
                const [row] = rowsOf<{ one: number }>(await ctx.database.db.execute(sql`select 1 as one`));
                (request as unknown as { one: number }).one = row!.one;
              },
            },
            async (request) => ({ one: (request as unknown as { one: number }).one }),
          ),
      },
    );
    const answer = ctx.app.inject({ method: 'GET', url: '/api/test/slow-pre-handler' });
    await inPreHandler;
    const closing = ctx.close();
    const res = await answer;
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ one: 1 });
    await closing;
  });
});
