/**
 * The one clock: `app.now()` is the current time, and `app.today()` the day it is in Berlin, for
 * every API module — timestamps, expiries, what is public, boosts, invoices, statistics. Tests
 * pass a fixed clock to `buildApp`; production uses the system time. ESLint keeps `new Date()`,
 * `Date.now()`, `todayIso()` without a time and `todayIso(app.now())` out of modules, plugins and
 * lib (eslint.config.js); functions outside a service take a `now` argument instead.
 */
import fp from 'fastify-plugin';
import { todayIso } from '@bu/contracts';

export type Clock = () => Date;

declare module 'fastify' {
  interface FastifyInstance {
    now: Clock;
    /** Today in Berlin (YYYY-MM-DD) by `now`. */
    today: () => string;
  }
}

export default fp<{ clock?: Clock }>(
  async (app, { clock }) => {
    const now = clock ?? (() => new Date());
    app.decorate('now', now);
    app.decorate('today', () => todayIso(now()));
  },
  { name: 'clock' },
);
