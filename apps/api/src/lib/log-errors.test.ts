/** What a failed query leaves in the log (log-errors.ts). */
import { describe, expect, it } from 'vitest';
import { serializeError } from './log-errors';

const failedQuery = (cause: Error) =>
  Object.assign(new Error('Failed query: select $1', { cause }), { query: 'select $1', params: ['anna@example.org'] });

describe('serializeError', () => {
  it('names a database error by its code, never by its message, which may quote a value', () => {
    const cause = Object.assign(new Error('invalid input syntax for type uuid: "anna@example.org"'), {
      code: '22P02',
      detail: 'Key (email)=(anna@example.org)',
    });
    const logged = JSON.stringify(serializeError(failedQuery(cause)));
    expect(logged).toContain('Failed query: select $1');
    expect(logged).toContain('22P02');
    expect(logged).not.toContain('anna@example.org');
  });

  it("says what happened to the driver when the failure is not the database's", () => {
    const logged = serializeError(failedQuery(new Error('Cannot use a pool after calling end on the pool')));
    expect(logged.cause).toEqual({ type: 'Error', message: 'Cannot use a pool after calling end on the pool' });
    expect(JSON.stringify(logged)).not.toContain('anna@example.org');
  });
});
