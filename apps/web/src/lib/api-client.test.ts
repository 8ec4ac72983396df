import { describe, expect, it, vi } from 'vitest';
import { mockFetch, signIn } from '../test/utils';
import { api, ApiError, setUnauthorizedHandler } from './api-client';
import { initI18n } from './i18n';
import { getSession } from './session';

describe('api client', () => {
  it('sends JSON, the UI language and the bearer token', async () => {
    await initI18n('en');
    signIn();
    const fetchMock = mockFetch({ body: { success: true, value: 1 } });
    await expect(api.post('/things', { a: 1 })).resolves.toEqual({ success: true, value: 1 });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/things');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"a":1}');
    expect(init?.headers).toMatchObject({
      'Accept-Language': 'en',
      'Content-Type': 'application/json',
      Authorization: 'Bearer test-token',
    });
  });

  it('sends a FormData body as multipart, without a JSON content type, with the same headers', async () => {
    await initI18n('en');
    signIn();
    const fetchMock = mockFetch({ body: { success: true, image: { id: 'i1' } } });
    const body = new FormData();
    body.append('kind', 'logo');
    body.append('file', new File(['x'], 'logo.png', { type: 'image/png' }));
    await expect(api.post('/provider-images', body)).resolves.toEqual({ success: true, image: { id: 'i1' } });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/provider-images');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe(body);
    expect(init?.headers).toMatchObject({ Accept: 'application/json', 'Accept-Language': 'en', Authorization: 'Bearer test-token' });
    expect(init?.headers).not.toHaveProperty('Content-Type');
  });

  it('turns a failed upload into an ApiError and signs out on its 401', async () => {
    signIn();
    const handler = vi.fn();
    setUnauthorizedHandler(handler);
    const body = new FormData();
    body.append('kind', 'logo');
    mockFetch({ status: 400, body: { success: false, code: 'VALIDATION_FAILED', message: 'Bad image', fieldErrors: { file: 'invalid' } } });
    await expect(api.post('/provider-images', body)).rejects.toMatchObject({
      name: 'ApiError',
      code: 'VALIDATION_FAILED',
      message: 'Bad image',
      fieldErrors: { file: 'invalid' },
    });
    mockFetch({ status: 413, body: {} });
    await expect(api.post('/provider-images', body)).rejects.toMatchObject({ code: 'PAYLOAD_TOO_LARGE', status: 413 });
    expect(handler).not.toHaveBeenCalled();
    mockFetch({ status: 401, body: { success: false, code: 'UNAUTHORIZED', message: 'Please sign in.' } });
    await expect(api.post('/provider-images', body)).rejects.toMatchObject({ status: 401 });
    expect(getSession().token).toBe('');
    expect(handler).toHaveBeenCalledOnce();
  });

  it('throws an ApiError with the server message when success is false', async () => {
    mockFetch({
      status: 400,
      body: {
        success: false,
        code: 'VALIDATION_FAILED',
        message: 'Bitte prüfe deine Eingaben.',
        fieldErrors: { email: 'invalidEmail' },
      },
    });
    const error = await api.post('/auth/signup', {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'Bitte prüfe deine Eingaben.',
      status: 400,
      fieldErrors: { email: 'invalidEmail' },
    });
  });

  it('throws on success:false even with HTTP 200, and keeps seminar codes', async () => {
    mockFetch({ body: { success: false, code: 14, codes: [14], message: 'Start date locked' } });
    await expect(api.post('/seminars/edit', {})).rejects.toMatchObject({ code: 14, codes: [14], message: 'Start date locked' });
  });

  it('signs out and hands over to the unauthorized handler on a 401 of an authenticated call', async () => {
    signIn();
    localStorage.setItem('bu_auth_token', 'test-token');
    const handler = vi.fn();
    setUnauthorizedHandler(handler);
    mockFetch({ status: 401, body: { success: false, code: 'UNAUTHORIZED', message: 'Please sign in.' } });
    await expect(api.get('/seminars')).rejects.toMatchObject({ status: 401 });
    expect(getSession()).toMatchObject({ token: '', userId: '', user: null });
    expect(localStorage.getItem('bu_auth_token')).toBeNull();
    expect(handler).toHaveBeenCalledOnce();
  });

  it('does not sign out on a 401 of an anonymous call (wrong password)', async () => {
    const handler = vi.fn();
    setUnauthorizedHandler(handler);
    mockFetch({ status: 401, body: { success: false, code: 'INVALID_CREDENTIALS', message: 'wrong' } });
    await expect(api.post('/auth/login', {})).rejects.toMatchObject({ code: 'INVALID_CREDENTIALS' });
    expect(handler).not.toHaveBeenCalled();
  });

  it('turns a network failure and a non-JSON 500 into translated errors', async () => {
    await initI18n('en');
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    await expect(api.get('/x')).rejects.toMatchObject({ code: 'UNAVAILABLE', status: 0 });
    vi.stubGlobal('fetch', vi.fn(async () => new Response('<html>oops</html>', { status: 500 })));
    await expect(api.get('/x')).rejects.toMatchObject({
      code: 'INTERNAL',
      message: 'Something went wrong. Please try again later.',
    });
  });
});
