/**
 * Closing the app waits for the route handlers still running, also those of requests whose
 * client has gone: the server's close waits only for open connections, so the database used to
 * close under such a handler, which then failed with "Cannot use a pool after calling end on the
 * pool" (seen when a load test ended, and at every restart under load). Called before any route
 * is added; the wait is bounded, so a handler that hangs cannot hold a shutdown.
 */
import type { FastifyInstance } from 'fastify';

const isThenable = (value: unknown): value is PromiseLike<unknown> =>
  typeof (value as PromiseLike<unknown> | null)?.then === 'function';

export function drainHandlersOnClose(app: FastifyInstance, maxWaitMs: number) {
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
    if (running === 0) return;
    app.log.info({ running }, 'closing: waiting for running requests');
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, maxWaitMs);
      drained = () => {
        clearTimeout(timer);
        resolve();
      };
    });
  });
  return {
    /** Handlers running now. */
    get running() {
      return running;
    },
  };
}
