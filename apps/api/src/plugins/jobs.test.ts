/** The job queue's database adapter after shutdown (pg-boss writes a job's outcome without awaiting it). */
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client';
import { afterCloseDropped, createBoss } from './jobs';

describe('job queue adapter', () => {
  it('drops a statement that meets the closed database instead of rejecting; before, it runs it', async () => {
    const database = await openDatabase({});
    const run = afterCloseDropped(database);
    await expect(run('select 1 as one')).resolves.toMatchObject({ rows: [{ one: 1 }] });
    await database.close();
    await expect(database.executeSql('select 1 as one')).rejects.toThrow();
    await expect(run('select 1 as one')).resolves.toEqual({ rows: [] });
  });

  it("lets pg-boss record a job's outcome after the database closed as changing nothing", async () => {
    const database = await openDatabase({});
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
});
