/**
 * Background jobs on pg-boss, in the same database as everything else (PGlite or PostgreSQL).
 * Features register handlers with `app.jobs.define`; with role `api` jobs are only enqueued,
 * with `worker` or `all` this process also works them.
 *
 * Every payload is encrypted at rest (lib/sealed.ts): pg-boss's tables hold no readable
 * secret. Completed jobs are archived within a minute; failed ones stay visible for 30 days.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import PgBoss from 'pg-boss';
import { TIME_ZONE } from '@bu/contracts';
import type { Database } from '../db/client';
import { intervalSchedule, slotOf } from '../lib/cron';
import { seal, unseal } from '../lib/sealed';
import { createSecretBox } from '../lib/secret-box';

export type Role = 'all' | 'api' | 'worker';
type Handler<T> = (data: T) => Promise<void>;

interface DefineOptions extends Partial<PgBoss.Queue> {
  /** Jobs of this queue worked at the same time by one process (default 1). */
  concurrency?: number;
  /** Removes a job from the database as soon as it succeeded. */
  deleteOnSuccess?: boolean;
}

interface SendOptions extends PgBoss.SendOptions {
  /**
   * For work that must not overlap the request that asked for it (work that differs by account,
   * where the answer must not): this process's workers are woken once this answer has gone out,
   * not at once. Workers elsewhere find the job at their next poll either way.
   */
  afterAnswer?: FastifyReply;
}

interface Jobs {
  define<T extends object>(name: string, handler: Handler<T>, options?: DefineOptions): void;
  send<T extends object>(name: string, data: T, options?: SendOptions): Promise<string | null>;
  /** Queues many jobs of one name in one statement (an import's hundreds of events), with the queue's settings. */
  sendMany<T extends object>(name: string, items: T[]): Promise<void>;
  /** Runs the job of `name` on a cron schedule (pg-boss keeps one schedule per name across processes). */
  schedule(name: string, cron: string): void;
  /**
   * Runs the job of `name` every `seconds` (lib/cron.ts): by cron where cron says the interval
   * evenly, else by a tick each minute that runs it once per slot of the interval.
   */
  every(name: string, seconds: number): void;
}

export const JOB_DEFAULTS: PgBoss.Queue = {
  name: '',
  retryLimit: 5,
  retryDelay: 5,
  retryBackoff: true,
  expireInSeconds: 120,
};

/**
 * pg-boss 10 records a worked job's outcome (complete or fail) without awaiting it, so after a
 * graceful stop that write can still be on its way while the database closes, and its rejection
 * would escape unhandled. A statement that meets a closed database is dropped: the job stays
 * active and expires into a retry on the next start, so nothing is lost. The dropped statement
 * answers as one that changed nothing: pg-boss's job commands (complete, fail, cancel, …) end in
 * `select count(*) from results` and read that one row, everything else reads no rows.
 */
export function afterCloseDropped(database: Database): Database['executeSql'] {
  const dropped = (text: string) => (COUNTED.test(text) ? { rows: [{ count: '0' }] } : { rows: [] });
  return async (text, values) => {
    if (database.closed) return dropped(text);
    try {
      return await database.executeSql(text, values);
    } catch (err) {
      if (database.closed) return dropped(text);
      throw err;
    }
  };
}
const COUNTED = /select count\(\*\) from results\s*;?\s*$/i;

/**
 * Takes the slot `slot` for the job `name` (`job_interval_runs`): answers the slot that ran before
 * (null for a first run) when this tick may run the job, `false` when the slot has run already
 * (another tick, another process). The subquery reads the row as the statement began; a second
 * claim of the same slot waits on the first's row and then finds its slot taken.
 */
export async function claimSlot(
  database: Pick<Database, 'executeSql'>,
  name: string,
  slot: number,
): Promise<number | null | false> {
  const { rows } = await database.executeSql(
    `with before as (select slot from job_interval_runs where name = $1)
     insert into job_interval_runs (name, slot) values ($1, $2)
     on conflict (name) do update set slot = excluded.slot where job_interval_runs.slot <> excluded.slot
     returning (select slot from before) as previous`,
    [name, slot],
  );
  const row = (rows as { previous: string | number | null }[])[0];
  if (!row) return false;
  return row.previous === null ? null : Number(row.previous);
}

/** Gives a claimed slot back (the run failed): the next tick of the slot runs the job again. */
export async function releaseSlot(
  database: Pick<Database, 'executeSql'>,
  name: string,
  slot: number,
  previous: number | null,
): Promise<void> {
  await (previous === null
    ? database.executeSql('delete from job_interval_runs where name = $1 and slot = $2', [name, slot])
    : database.executeSql('update job_interval_runs set slot = $3 where name = $1 and slot = $2', [
        name,
        slot,
        previous,
      ]));
}

export function createBoss(database: Database, options: Partial<PgBoss.ConstructorOptions> = {}): PgBoss {
  // pg-boss runs its statements through our pool (to PostgreSQL or the PGlite worker), so lost connections
  // are handled in one place (db/client.ts) and never reach an unhandled 'error' event.
  const boss = new PgBoss({
    db: { executeSql: afterCloseDropped(database) as PgBoss.Db['executeSql'] },
    archiveCompletedAfterSeconds: 60,
    archiveFailedAfterSeconds: 30 * 24 * 3600,
    ...options,
  });
  boss.on('error', () => undefined);
  return boss;
}

declare module 'fastify' {
  interface FastifyInstance {
    jobs: Jobs;
  }
}

interface JobsOptions {
  database: Database;
  role: Role;
  /** ENCRYPTION_KEY, from which the payload key derives; a random one per process when not given. */
  encryptionKey?: string;
  /** How often a queue's first worker looks for jobs another process queued (default 0.5 s). */
  pollingIntervalSeconds?: number;
  /**
   * How often each of a queue's other workers looks on its own (default 10 s): the first wakes
   * them when it finds a job, and a job sent from this process wakes them all.
   */
  siblingPollingIntervalSeconds?: number;
  /** The clock the interval slots of `every` are counted on (default: the app's, `app.now()`). */
  now?: () => Date;
}

export default fp<JobsOptions>(
  async (
    app,
    {
      database,
      role,
      encryptionKey,
      pollingIntervalSeconds = 0.5,
      siblingPollingIntervalSeconds = 10,
      now = () => app.now(),
    },
  ) => {
    const key = createSecretBox(encryptionKey ?? randomBytes(32).toString('hex'), 'jobs');
    const boss = createBoss(database);
    boss.on('error', (err) => app.log.error({ err: { message: err.message } }, 'job queue error'));
    const handlers = new Map<string, { handler: Handler<object>; options?: DefineOptions }>();
    const schedules = new Map<string, string>();
    /** The jobs ticked every minute that run once per slot of these seconds (`every`). */
    const slots = new Map<string, number>();
    /** This process's worker ids per queue. */
    const workers = new Map<string, string[]>();

    app.decorate('jobs', {
      define(name, handler, options) {
        handlers.set(name, { handler: handler as Handler<object>, options });
      },
      async send(name, data, options = {}) {
        const { afterAnswer, ...sendOptions } = options;
        const id = await boss.send(name, seal(key, data), sendOptions);
        // A job queued here starts now, not at the next poll (mail a user waits for).
        const wake = () => {
          for (const worker of workers.get(name) ?? []) boss.notifyWorker(worker);
        };
        if (!afterAnswer) wake();
        // 'finish': the answer is handed to the network; 'close': the caller went away first.
        else if (afterAnswer.raw.writableFinished) wake();
        else {
          const once = () => {
            afterAnswer.raw.off('finish', once).off('close', once);
            wake();
          };
          afterAnswer.raw.once('finish', once).once('close', once);
        }
        return id;
      },
      async sendMany(name, items) {
        if (!items.length) return;
        await boss.insert(items.map((data) => ({ name, data: seal(key, data) })));
        for (const worker of workers.get(name) ?? []) boss.notifyWorker(worker);
      },
      schedule(name, cron) {
        schedules.set(name, cron);
        slots.delete(name);
      },
      every(name, seconds) {
        const { cron, slotSeconds } = intervalSchedule(seconds);
        schedules.set(name, cron);
        if (slotSeconds) slots.set(name, slotSeconds);
        else slots.delete(name);
      },
    } satisfies Jobs);

    /** Runs a job; one of an `every` job ticked each minute only when its slot has not run yet. */
    async function work(name: string, handler: Handler<object>, data: unknown) {
      const slotSeconds = slots.get(name);
      if (!slotSeconds) return handler(unseal(key, data));
      const slot = slotOf(now(), slotSeconds);
      const previous = await claimSlot(database, name, slot);
      if (previous === false) return;
      try {
        await handler(unseal(key, data));
      } catch (err) {
        // Failed: the slot is given back, so pg-boss's retry (or the next tick) runs it again.
        await releaseSlot(database, name, slot, previous);
        throw err;
      }
    }

    app.addHook('onReady', async () => {
      await boss.start();
      // One read of the existing queues: a queue is created once, and an existing one is updated,
      // so changed retry settings reach existing installations (two statements a queue before).
      const existing = new Set((await boss.getQueues()).map((queue) => queue.name));
      for (const [name, { handler, options = {} }] of handlers) {
        const { concurrency = 1, deleteOnSuccess = false, ...queue } = options;
        const settings = { ...JOB_DEFAULTS, ...queue, name };
        if (existing.has(name)) await boss.updateQueue(name, settings);
        else await boss.createQueue(name, settings);
        const cron = schedules.get(name);
        if (cron) await boss.schedule(name, cron, {}, { tz: TIME_ZONE });
        if (role === 'api') continue;
        const ids: string[] = [];
        workers.set(name, ids);
        // Only a queue's first worker polls at the short interval: every idle worker polling
        // twice a second was 50 statements a second on an idle server (bench/RESULTS.md).
        for (let i = 0; i < concurrency; i++) {
          const self: { id?: string } = {};
          const interval = i === 0 ? pollingIntervalSeconds : siblingPollingIntervalSeconds;
          self.id = await boss.work<object>(name, { pollingIntervalSeconds: interval }, async (jobs) => {
            // The poller found work: the queue's other workers look too, for the rest of it.
            if (i === 0) for (const id of ids) if (id !== self.id) boss.notifyWorker(id);
            for (const job of jobs) {
              await work(name, handler, job.data);
              if (deleteOnSuccess) await boss.deleteJob(name, job.id);
            }
            // pg-boss waits out the polling interval after every fetch, so a worker worked one
            // job per interval however long the queue: 100 queued mails took 10 s and more.
            // A worker that found a job looks for the next at once; an idle one polls.
            if (self.id) boss.notifyWorker(self.id);
          });
          ids.push(self.id);
        }
      }
    });
    // Finish jobs in flight before the database closes.
    app.addHook('onClose', async () => {
      await boss.stop({ graceful: true, wait: true, timeout: 15_000, close: true });
    });
  },
  { name: 'jobs' },
);
