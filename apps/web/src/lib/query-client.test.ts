import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { createQueryClient, shouldRetryQuery } from './query-client';

describe('query client', () => {
  it('retries server and network errors up to 3 times but never 4xx', () => {
    expect(shouldRetryQuery(0, new ApiError('INTERNAL', 'x', 500))).toBe(true);
    expect(shouldRetryQuery(2, new Error('network'))).toBe(true);
    expect(shouldRetryQuery(3, new Error('network'))).toBe(false);
    expect(shouldRetryQuery(0, new ApiError('NOT_FOUND', 'x', 404))).toBe(false);
  });

  it('never retries mutations', () => {
    expect(createQueryClient().getDefaultOptions().mutations?.retry).toBe(false);
  });
});
