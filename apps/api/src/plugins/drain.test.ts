/** Closing the app waits for handlers still running before the database closes (drain.ts). */
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
    const ctx: TestContext = await createTestContext(
      {},
      {
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
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(closed).toBe(false);
    release();
    const res = await answer;
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ one: 1 });
    await closing;
    expect(closed).toBe(true);
  });
});
