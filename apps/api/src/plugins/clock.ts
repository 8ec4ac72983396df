/**
 * The one clock: `app.now()` is the current time, and `todayIso(app.now())` today, for every API
 * module — timestamps, expiries, what is public, boosts, invoices, statistics. Tests pass a fixed
 * clock to `buildApp`; production uses the system time. ESLint keeps `new Date()`, `Date.now()`
 * and `todayIso()` without a time out of `src/modules` (eslint.config.js); functions outside a
 * service take a `now` argument instead.
 */
import fp from 'fastify-plugin';

export type Clock = () => Date;

declare module 'fastify' {
  interface FastifyInstance {
    now: Clock;
  }
}

export default fp<{ clock?: Clock }>(
  async (app, { clock }) => {
    app.decorate('now', clock ?? (() => new Date()));
  },
  { name: 'clock' },
);
