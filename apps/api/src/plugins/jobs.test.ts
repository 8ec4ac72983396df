/** The job queue's database adapter after shutdown (pg-boss writes a job's outcome without awaiting it). */
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client';
import { afterCloseDropped } from './jobs';

describe('job queue adapter', () => {
  it('drops a statement that meets the closed database instead of rejecting; before, it runs it', async () => {
    const database = await openDatabase({});
    const run = afterCloseDropped(database);
    await expect(run('select 1 as one')).resolves.toMatchObject({ rows: [{ one: 1 }] });
    await database.close();
    await expect(database.executeSql('select 1 as one')).rejects.toThrow();
    await expect(run('select 1 as one')).resolves.toEqual({ rows: [] });
  });
});
