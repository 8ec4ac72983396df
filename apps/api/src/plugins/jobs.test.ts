/** The job queue's database adapter after shutdown (pg-boss writes a job's outcome without awaiting it). */
import Fastify from 'fastify';
import { describe, expect, it, onTestFinished } from 'vitest';
import type { Database } from '../db/client';
import { openTestDatabase } from '../../test/helpers';
import jobsPlugin, { afterCloseDropped, claimSlot, createBoss, releaseSlot } from './jobs';

/**
 * A database of the test's own, migrated and with the job queue's schema, cloned from the run's
 * template (an empty embedded one of its own took 5–10 s to start); dropped after the test.
 */
async function ownDatabase(): Promise<Database> {
  const { database, drop } = await openTestDatabase();
  onTestFinished(async () => {
    await database.close();
    await drop();
  });
  return database;
}

/** A server with one queue, as a start of the app defines it. */
async function startWith(database: Database, retryLimit: number) {
  const app = Fastify();
  await app.register(jobsPlugin, { database, role: 'api' });
  app.jobs.define('settings-check', async () => undefined, { retryLimit });
  await app.ready();
  return app;
}

describe('job queue adapter', () => {
  it('drops a statement that meets the closed database instead of rejecting; before, it runs it', async () => {
    const database = await ownDatabase();
    const run = afterCloseDropped(database);
    await expect(run('select 1 as one')).resolves.toMatchObject({ rows: [{ one: 1 }] });
    await database.close();
    await expect(database.executeSql('select 1 as one')).rejects.toThrow();
    await expect(run('select 1 as one')).resolves.toEqual({ rows: [] });
  });

  it("lets pg-boss record a job's outcome after the database closed as changing nothing", async () => {
    const database = await ownDatabase();
    const boss = createBoss(database);
    await boss.start();
    await boss.createQueue('late-outcome');
    const failed = await boss.send('late-outcome', {});
    const completed = await boss.send('late-outcome', {});
    await boss.stop({ graceful: false, close: false, wait: true });
    await database.close();
    await expect(boss.fail('late-outcome', failed!, new Error('late'))).resolves.toMatchObject({ affected: 0 });
    await expect(boss.complete('late-outcome', completed!)).resolves.toMatchObject({ affected: 0 });
  });

  it('creates a queue on the first start and gives it changed settings on a later one', async () => {
    const database = await ownDatabase();
    const queue = async () => {
      const boss = createBoss(database);
      await boss.start();
      const found = await boss.getQueue('settings-check');
      await boss.stop({ graceful: false, close: false });
      return found;
    };
    await (await startWith(database, 2)).close();
    expect(await queue()).toMatchObject({ name: 'settings-check', retryLimit: 2 });
    await (await startWith(database, 7)).close();
    expect(await queue()).toMatchObject({ name: 'settings-check', retryLimit: 7 });
  });

  it("wakes a queue's sleeping workers when its polling worker finds a job from another process", async () => {
    // The other workers look on their own once an hour: only the poller's wake-up lets three
    // jobs run side by side, and each waits until all three have started.
    const database = await ownDatabase();
    const options = { database, encryptionKey: 'k'.repeat(64), siblingPollingIntervalSeconds: 3600 };
    let started = 0;
    let allStarted = () => {};
    const together = new Promise<void>((resolve) => (allStarted = resolve));
    const producer = Fastify();
    const consumer = Fastify();
    try {
      await consumer.register(jobsPlugin, { ...options, role: 'all' });
      consumer.jobs.define(
        'side-by-side',
        async () => {
          if (++started === 3) allStarted();
          await together;
        },
        { concurrency: 3 },
      );
      await consumer.ready();
      // Every worker looks once when it starts; the jobs come after that first look.
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await producer.register(jobsPlugin, { ...options, role: 'api' });
      producer.jobs.define('side-by-side', async () => undefined, { concurrency: 3 });
      await producer.ready();
      for (let n = 0; n < 3; n++) await producer.jobs.send('side-by-side', {});
      await together;
      expect(started).toBe(3);
    } finally {
      await consumer.close();
      await producer.close();
    }
  });

  describe('a worker with an hour between polls', () => {
    // The polling interval is far longer than the test's timeout: only a worker that goes on
    // after a found job, or that a job sent from its own process wakes, gets these done.
    const encryptionKey = 'k'.repeat(64);
    async function worker(database: Database, role: 'api' | 'all', worked: number[], wanted: number) {
      let allWorked = () => {};
      const done = new Promise<void>((resolve) => (allWorked = resolve));
      const app = Fastify();
      await app.register(jobsPlugin, {
        database,
        role,
        encryptionKey,
        pollingIntervalSeconds: 3600,
        siblingPollingIntervalSeconds: 3600,
      });
      app.jobs.define<{ n: number }>('drain-check', async ({ n }) => {
        worked.push(n);
        if (worked.length === wanted) allWorked();
      });
      await app.ready();
      return { app, done };
    }

    it('works jobs queued before it started one after the other', async () => {
      const database = await ownDatabase();
      const worked: number[] = [];
      const producer = await worker(database, 'api', [], 0);
      for (const n of [1, 2, 3]) await producer.app.jobs.send('drain-check', { n });
      await producer.app.close();
      const consumer = await worker(database, 'all', worked, 3);
      await consumer.done;
      await consumer.app.close();
      expect(worked.sort()).toEqual([1, 2, 3]);
    });

    it('starts a job sent from its own process at once', async () => {
      const database = await ownDatabase();
      const worked: number[] = [];
      const { app, done } = await worker(database, 'all', worked, 1);
      await app.jobs.send('drain-check', { n: 7 });
      await done;
      await app.close();
      expect(worked).toEqual([7]);
    });
  });

  describe('a job every N seconds (ADR 057)', () => {
    it('takes each slot once: again, or from a second process at once, it finds the slot taken', async () => {
      const database = await ownDatabase();
      expect(await claimSlot(database, 'every-check', 10)).toBeNull();
      expect(await claimSlot(database, 'every-check', 10)).toBe(false);
      expect(await claimSlot(database, 'every-check', 11)).toBe(10);
      const both = await Promise.all([claimSlot(database, 'every-check', 12), claimSlot(database, 'every-check', 12)]);
      expect(both.sort()).toEqual([11, false]);
      // A failed run gives its slot back: the next tick of the slot runs it.
      await releaseSlot(database, 'every-check', 12, 11);
      expect(await claimSlot(database, 'every-check', 12)).toBe(11);
      // Another job's slots are its own.
      expect(await claimSlot(database, 'other-check', 12)).toBeNull();
    });

    it('runs a ticked job once per slot of its interval, and a cron job on every tick', async () => {
      const database = await ownDatabase();
      let now = new Date('2027-01-10T10:30:00Z');
      const runs = { uneven: 0, even: 0 };
      const app = Fastify();
      await app.register(jobsPlugin, { database, role: 'all', encryptionKey: 'k'.repeat(64), now: () => now });
      app.jobs.define('uneven-check', async () => void runs.uneven++);
      app.jobs.every('uneven-check', 3000);
      app.jobs.define('even-check', async () => void runs.even++);
      app.jobs.every('even-check', 900);
      await app.ready();
      try {
        const boss = createBoss(database);
        await boss.start();
        const schedules = await boss.getSchedules();
        await boss.stop({ graceful: false, close: false });
        expect(Object.fromEntries(schedules.map((s) => [s.name, s.cron]))).toMatchObject({
          'uneven-check': '* * * * *',
          'even-check': '*/15 * * * *',
        });
        const finished = async (id: string | null) =>
          expect
            .poll(
              async () => {
                const { rows } = await database.executeSql('select state from pgboss.job where id = $1', [id]);
                return (rows as { state: string }[])[0]?.state;
              },
              { timeout: 20_000, interval: 100 },
            )
            .toBe('completed');
        // Two ticks in the slot from 10:30 (slots of 50 minutes from the epoch: 09:40, 10:30, 11:20).
        for (const _ of [1, 2]) await finished(await app.jobs.send('uneven-check', {}));
        now = new Date('2027-01-10T11:19:00Z');
        await finished(await app.jobs.send('uneven-check', {}));
        expect(runs.uneven).toBe(1);
        now = new Date('2027-01-10T11:20:00Z');
        await finished(await app.jobs.send('uneven-check', {}));
        expect(runs.uneven).toBe(2);
        // Not gated: every job of it runs (a real quarter-hour's tick among them, too).
        for (const _ of [1, 2]) await finished(await app.jobs.send('even-check', {}));
        const { rows } = await database.executeSql(
          "select count(*)::int as n from pgboss.job where name = 'even-check' and state = 'completed'",
        );
        expect(runs.even).toBe((rows as { n: number }[])[0]!.n);
        expect(runs.even).toBeGreaterThanOrEqual(2);
      } finally {
        await app.close();
      }
    });
  });
});
