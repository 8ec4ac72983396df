/**
 * The injectable clock: `app.now()` is the current time for rules that depend on the date
 * (boosts start, run and end by day; invoices bill a month). Tests pass a fixed clock to
 * `buildApp`; production uses the system time.
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
