/**
 * Closing the app waits for the route handlers still running, also those of requests whose
 * client has gone: the server's close waits only for open connections, so the database used to
 * close under such a handler, which then failed with "Cannot use a pool after calling end on the
 * pool" (seen when a load test ended, and at every restart under load). Then it waits until the
 * database has been quiet for a moment: a request of a client that left may still be in a hook,
 * where no handler counts it — between the session's statement and the next one, or writing the
 * support audit after its handler (seen at the end of `npm run bench -- load`, 2026-11-28).
 * Called before any route is added; both waits are bounded, so a handler that hangs cannot hold
 * a shutdown.
 */
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';

/** How long the database must have run no statement before it closes. */
const QUIET_MS = 50;

const isThenable = (value: unknown): value is PromiseLike<unknown> =>
  typeof (value as PromiseLike<unknown> | null)?.then === 'function';

export function drainHandlersOnClose(app: FastifyInstance, database: Database, maxWaitMs: number) {
  let running = 0;
  let drained: (() => void) | undefined;
  const finish = () => {
    running--;
    if (running === 0) drained?.();
  };
  app.addHook('onRoute', (route) => {
    const handler = route.handler;
    // The handler's own result goes back to Fastify unchanged (a promise, a reply, a value).
    route.handler = function (this: FastifyInstance, ...args: Parameters<typeof handler>) {
      running++;
      let result: unknown;
      try {
        result = handler.apply(this, args);
      } catch (err) {
        finish();
        throw err;
      }
      if (isThenable(result)) result.then(finish, finish);
      else finish();
      return result;
    } as typeof handler;
  });
  app.addHook('onClose', async () => {
    const until = performance.now() + maxWaitMs;
    if (running > 0) {
      app.log.info({ running }, 'closing: waiting for running requests');
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, maxWaitMs);
        drained = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    }
    await database.quiet(QUIET_MS, Math.max(0, until - performance.now()));
  });
  return {
    /** Handlers running now. */
    get running() {
      return running;
    },
  };
}
