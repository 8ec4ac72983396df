import { describe, expect, it, vi } from 'vitest';
import { getSession, setSession } from '../../lib/session';
import { anna, mockFetch } from '../../test/utils';
import { checkSession } from './session-check';

function storeToken() {
  setSession({ token: 'stored-token', userId: 'u1', user: anna });
}

describe('start-up session check', () => {
  it('does nothing without a stored token', async () => {
    const fetchMock = mockFetch({ body: { success: true } });
    await expect(checkSession()).resolves.toBe(false);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('keeps the session and takes isSuperadmin from a valid answer', async () => {
    storeToken();
    const fetchMock = mockFetch({ body: { success: true, isSuperadmin: true, user: { ...anna, firstName: 'Anne' } } });
    await expect(checkSession()).resolves.toBe(true);
    expect(fetchMock).toHaveBeenCalledOnce();
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/validate-session');
    expect(getSession()).toMatchObject({ token: 'stored-token', user: { firstName: 'Anne', isSuperadmin: true } });
  });

  it('tries 3 times, 300 ms apart, then signs out', async () => {
    vi.useFakeTimers();
    storeToken();
    const times: number[] = [];
    const fetchMock = vi.fn(async () => {
      times.push(Date.now());
      throw new TypeError('Failed to fetch');
    });
    vi.stubGlobal('fetch', fetchMock);

    const result = checkSession();
    await vi.advanceTimersByTimeAsync(299);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(300);
    await expect(result).resolves.toBe(false);

    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(times[1]! - times[0]!).toBe(300);
    expect(times[2]! - times[1]!).toBe(300);
    expect(getSession()).toMatchObject({ token: '', userId: '', user: null, loading: false });
    expect(localStorage.getItem('bu_auth_token')).toBeNull();
    expect(localStorage.getItem('bu_user_id')).toBeNull();
  });

  it('signs out at once on success:false or a 401', async () => {
    storeToken();
    let fetchMock = mockFetch({ body: { success: false } });
    await expect(checkSession()).resolves.toBe(false);
    expect(fetchMock).toHaveBeenCalledOnce();
    expect(getSession().token).toBe('');

    storeToken();
    fetchMock = mockFetch({ status: 401, body: { success: false } });
    await expect(checkSession()).resolves.toBe(false);
    expect(fetchMock).toHaveBeenCalledOnce();
    expect(getSession().token).toBe('');
  });

  it('recovers when a later attempt succeeds', async () => {
    vi.useFakeTimers();
    storeToken();
    const fetchMock = mockFetch(
      { status: 503, body: { success: false, code: 'UNAVAILABLE', message: 'down' } },
      { body: { success: true, isSuperadmin: false, user: anna } },
    );
    const result = checkSession();
    await vi.advanceTimersByTimeAsync(300);
    await expect(result).resolves.toBe(true);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(getSession().token).toBe('stored-token');
  });
});
