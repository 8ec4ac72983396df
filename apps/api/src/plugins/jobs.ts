/**
 * Background jobs on pg-boss, in the same database as everything else (PGlite or PostgreSQL).
 * Features register handlers with `app.jobs.define`; with role `api` jobs are only enqueued,
 * with `worker` or `all` this process also works them.
 */
import fp from 'fastify-plugin';
import PgBoss from 'pg-boss';
import type { Database } from '../db/client';

export type Role = 'all' | 'api' | 'worker';
type Handler<T> = (data: T) => Promise<void>;

export interface Jobs {
  define<T extends object>(name: string, handler: Handler<T>, options?: PgBoss.Queue): void;
  send<T extends object>(name: string, data: T, options?: PgBoss.SendOptions): Promise<string | null>;
}

export const JOB_DEFAULTS: PgBoss.Queue = {
  name: '',
  retryLimit: 5,
  retryDelay: 5,
  retryBackoff: true,
  expireInSeconds: 120,
};

export function createBoss(database: Database, options: Partial<PgBoss.ConstructorOptions> = {}): PgBoss {
  const boss = database.connectionString
    ? new PgBoss({ connectionString: database.connectionString, max: 4, ...options })
    : new PgBoss({ db: { executeSql: database.executeSql as PgBoss.Db['executeSql'] }, ...options });
  boss.on('error', () => undefined);
  return boss;
}

declare module 'fastify' {
  interface FastifyInstance {
    jobs: Jobs;
  }
}

export interface JobsOptions {
  database: Database;
  role: Role;
}

export default fp<JobsOptions>(
  async (app, { database, role }) => {
    const boss = createBoss(database);
    boss.on('error', (err) => app.log.error({ err }, 'job queue error'));
    const handlers = new Map<string, { handler: Handler<object>; options?: PgBoss.Queue }>();

    app.decorate('jobs', {
      define(name, handler, options) {
        handlers.set(name, { handler: handler as Handler<object>, options });
      },
      send: (name, data, options) => boss.send(name, data, options ?? {}),
    } satisfies Jobs);

    app.addHook('onReady', async () => {
      await boss.start();
      for (const [name, { handler, options }] of handlers) {
        await boss.createQueue(name, { ...JOB_DEFAULTS, ...options, name });
        if (role === 'api') continue;
        await boss.work<object>(name, { pollingIntervalSeconds: 0.5 }, async (jobs) => {
          for (const job of jobs) await handler(job.data);
        });
      }
    });
    // Finish jobs in flight before the database closes.
    app.addHook('onClose', async () => {
      await boss.stop({ graceful: true, wait: true, timeout: 15_000, close: true });
    });
  },
  { name: 'jobs' },
);
