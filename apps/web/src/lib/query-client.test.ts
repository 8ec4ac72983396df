import { CancelledError } from '@tanstack/react-query';
import { describe, expect, it, onTestFinished } from 'vitest';
import { anna, signIn } from '../test/utils';
import { ApiError } from './api-client';
import { clearOnSessionChange, createQueryClient, shouldRetryQuery } from './query-client';
import { logout, setSession, setSessionUser } from './session';

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

  it("never shows one session's answers in the next, and cancels what is still on its way", async () => {
    signIn();
    const client = createQueryClient();
    onTestFinished(clearOnSessionChange(client));
    client.setQueryData(['overview'], 'anna');
    let answer: (value: string) => void = () => undefined;
    const late = client.fetchQuery({ queryKey: ['profile'], queryFn: () => new Promise<string>((r) => (answer = r)) });

    // The same session learning its user keeps the cache.
    setSessionUser(anna);
    expect(client.getQueryData(['overview'])).toBe('anna');

    logout();
    answer('anna');
    await expect(late).rejects.toBeInstanceOf(CancelledError);
    expect(client.getQueryData(['overview'])).toBeUndefined();
    expect(client.getQueryData(['profile'])).toBeUndefined();

    setSession({ token: 'other-token', userId: 'u-2', user: { ...anna, id: 'u-2' } });
    client.setQueryData(['overview'], 'bert');
    setSession({ token: 'third-token', userId: 'u-3', user: { ...anna, id: 'u-3' } });
    expect(client.getQueryData(['overview'])).toBeUndefined();
  });
});
