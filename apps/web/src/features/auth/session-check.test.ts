import { describe, expect, it, vi } from 'vitest';
import { getSession, setSession } from '../../lib/session';
import { fail, mockApi, networkError } from '../../test/server';
import { anna } from '../../test/utils';
import { checkSession } from './session-check';
import { validSession } from './test/handlers';

function storeToken() {
  setSession({ token: 'stored-token', userId: 'u1', user: anna });
}

describe('start-up session check', () => {
  it('does nothing without a stored token', async () => {
    const api = mockApi({ 'POST /validate-session': validSession() });
    await expect(checkSession()).resolves.toBe(false);
    expect(api.calls()).toHaveLength(0);
  });

  it('keeps the session and takes isSuperadmin from a valid answer', async () => {
    storeToken();
    const api = mockApi({ 'POST /validate-session': validSession({ ...anna, firstName: 'Anne' }, true) });
    await expect(checkSession()).resolves.toBe(true);
    expect(api.calls()).toHaveLength(1);
    expect(api.calls('POST /validate-session')).toHaveLength(1);
    expect(getSession()).toMatchObject({ token: 'stored-token', user: { firstName: 'Anne', isSuperadmin: true } });
  });

  it('tries 3 times, 300 ms apart, then signs out when the server keeps failing', async () => {
    vi.useFakeTimers();
    storeToken();
    const times: number[] = [];
    const api = mockApi({
      'POST /validate-session': () => {
        times.push(Date.now());
        return fail(503, { success: false, code: 'UNAVAILABLE', message: 'down' });
      },
    });

    const result = checkSession();
    await vi.advanceTimersByTimeAsync(299);
    expect(api.calls()).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(api.calls()).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(300);
    await expect(result).resolves.toBe(false);

    expect(api.calls()).toHaveLength(3);
    expect(times[1]! - times[0]!).toBe(300);
    expect(times[2]! - times[1]!).toBe(300);
    expect(getSession()).toMatchObject({ token: '', userId: '', user: null, loading: false });
    expect(localStorage.getItem('bu_auth_token')).toBeNull();
    expect(localStorage.getItem('bu_user_id')).toBeNull();
  });

  it('keeps the session when the server cannot be reached (offline)', async () => {
    vi.useFakeTimers();
    storeToken();
    const api = mockApi({ 'POST /validate-session': () => networkError() });
    const result = checkSession();
    await vi.advanceTimersByTimeAsync(600);
    await expect(result).resolves.toBe(true);
    expect(api.calls()).toHaveLength(3);
    expect(getSession()).toMatchObject({ token: 'stored-token', userId: 'u1', loading: false });
    expect(localStorage.getItem('bu_auth_token')).toBe('stored-token');
  });

  it('signs out at once on success:false or a 401', async () => {
    storeToken();
    const api = mockApi({
      'POST /validate-session': [
        fail(200, { success: false, code: 'UNAUTHORIZED', message: 'x' }),
        fail(401, { success: false, code: 'UNAUTHORIZED', message: 'x' }),
      ],
    });
    await expect(checkSession()).resolves.toBe(false);
    expect(api.calls()).toHaveLength(1);
    expect(getSession().token).toBe('');

    storeToken();
    await expect(checkSession()).resolves.toBe(false);
    expect(api.calls()).toHaveLength(2);
    expect(getSession().token).toBe('');
  });

  it('recovers when a later attempt succeeds', async () => {
    vi.useFakeTimers();
    storeToken();
    const api = mockApi({
      'POST /validate-session': [fail(503, { success: false, code: 'UNAVAILABLE', message: 'down' }), validSession()],
    });
    const result = checkSession();
    await vi.advanceTimersByTimeAsync(300);
    await expect(result).resolves.toBe(true);
    expect(api.calls()).toHaveLength(2);
    expect(getSession().token).toBe('stored-token');
  });
});
