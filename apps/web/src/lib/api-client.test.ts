import { onlineManager } from '@tanstack/react-query';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { z } from 'zod';
import { okSchema, providerImageResponseSchema } from '@bu/contracts';
import { fail, mockApi, networkError, raw, reply } from '../test/server';
import { signIn } from '../test/utils';
import { api, ApiError, setUnauthorizedHandler } from './api-client';
import { initI18n } from './i18n';
import { getSession } from './session';

// The client is tested on made-up endpoints: what matters is the envelope, not a feature's answer.
const valueSchema = okSchema.extend({ value: z.number() });

describe('api client', () => {
  it('sends JSON, the UI language and the bearer token', async () => {
    await initI18n('en');
    signIn();
    const log = mockApi({ 'POST /things': reply(valueSchema, { success: true, value: 1 }) });
    await expect(api.post('/things', { a: 1 })).resolves.toEqual({ success: true, value: 1 });
    const [request] = log.calls();
    expect(request!.url.pathname).toBe('/api/things');
    expect(request!.method).toBe('POST');
    expect(request!.body).toEqual({ a: 1 });
    expect(request!.headers.get('Accept-Language')).toBe('en');
    expect(request!.headers.get('Content-Type')).toBe('application/json');
    expect(request!.headers.get('Authorization')).toBe('Bearer test-token');
  });

  it('sends a FormData body as multipart, without a JSON content type, with the same headers', async () => {
    await initI18n('en');
    signIn();
    const image = {
      id: 'i1',
      kind: 'logo' as const,
      url: `/api/images/${'a'.repeat(64)}.webp`,
      description: null,
      order: 0,
      width: 400,
      height: 400,
      format: 'webp' as const,
    };
    const log = mockApi({ 'POST /provider-images': reply(providerImageResponseSchema, { success: true, image }) });
    const body = new FormData();
    body.append('kind', 'logo');
    body.append('file', new File(['x'], 'logo.png', { type: 'image/png' }));
    await expect(api.post('/provider-images', body)).resolves.toEqual({ success: true, image });
    const [request] = log.calls();
    expect(request!.url.pathname).toBe('/api/provider-images');
    expect(request!.method).toBe('POST');
    const sent = request!.body as FormData;
    expect(sent.get('kind')).toBe('logo');
    // jsdom's File crosses into Node's fetch as a plain blob part: its name stays behind, its type arrives.
    expect((sent.get('file') as Blob).type).toBe('image/png');
    expect(request!.headers.get('Accept')).toBe('application/json');
    expect(request!.headers.get('Accept-Language')).toBe('en');
    expect(request!.headers.get('Authorization')).toBe('Bearer test-token');
    // The browser's multipart type with its boundary, not the client's JSON type.
    expect(request!.headers.get('Content-Type')).toMatch(/^multipart\/form-data; boundary=/);
  });

  it('turns a failed upload into an ApiError and signs out on its 401', async () => {
    signIn();
    const handler = vi.fn();
    setUnauthorizedHandler(handler);
    const body = new FormData();
    body.append('kind', 'logo');
    mockApi({
      'POST /provider-images': [
        fail(400, {
          success: false,
          code: 'VALIDATION_FAILED',
          message: 'Bad image',
          fieldErrors: { file: 'invalid' },
        }),
        raw(413, '{}'),
        fail(401, { success: false, code: 'UNAUTHORIZED', message: 'Please sign in.' }),
      ],
    });
    await expect(api.post('/provider-images', body)).rejects.toMatchObject({
      name: 'ApiError',
      code: 'VALIDATION_FAILED',
      message: 'Bad image',
      fieldErrors: { file: 'invalid' },
    });
    await expect(api.post('/provider-images', body)).rejects.toMatchObject({ code: 'PAYLOAD_TOO_LARGE', status: 413 });
    expect(handler).not.toHaveBeenCalled();
    await expect(api.post('/provider-images', body)).rejects.toMatchObject({ status: 401 });
    expect(getSession().token).toBe('');
    expect(handler).toHaveBeenCalledOnce();
  });

  it('throws an ApiError with the server message when success is false', async () => {
    mockApi({
      'POST /auth/signup': fail(400, {
        success: false,
        code: 'VALIDATION_FAILED',
        message: 'Bitte prüfe deine Eingaben.',
        fieldErrors: { email: 'invalidEmail' },
      }),
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
    mockApi({
      'POST /seminars/edit': fail(200, { success: false, code: 14, codes: [14], message: 'Start date locked' }),
    });
    await expect(api.post('/seminars/edit', {})).rejects.toMatchObject({
      code: 14,
      codes: [14],
      message: 'Start date locked',
    });
  });

  it('signs out and hands over to the unauthorized handler on a 401 of an authenticated call', async () => {
    signIn();
    localStorage.setItem('bu_auth_token', 'test-token');
    const handler = vi.fn();
    setUnauthorizedHandler(handler);
    mockApi({ 'GET /seminars': fail(401, { success: false, code: 'UNAUTHORIZED', message: 'Please sign in.' }) });
    await expect(api.get('/seminars')).rejects.toMatchObject({ status: 401 });
    expect(getSession()).toMatchObject({ token: '', userId: '', user: null });
    expect(localStorage.getItem('bu_auth_token')).toBeNull();
    expect(handler).toHaveBeenCalledOnce();
  });

  it('does not sign out on a 401 of an anonymous call (wrong password)', async () => {
    const handler = vi.fn();
    setUnauthorizedHandler(handler);
    mockApi({ 'POST /auth/login': fail(401, { success: false, code: 'INVALID_CREDENTIALS', message: 'wrong' }) });
    await expect(api.post('/auth/login', {})).rejects.toMatchObject({ code: 'INVALID_CREDENTIALS' });
    expect(handler).not.toHaveBeenCalled();
  });

  it('turns a network failure and a non-JSON 500 into translated errors', async () => {
    await initI18n('en');
    mockApi({ 'GET /x': [networkError(), raw(500, '<html>oops</html>')] });
    await expect(api.get('/x')).rejects.toMatchObject({ code: 'UNAVAILABLE', status: 0 });
    await expect(api.get('/x')).rejects.toMatchObject({
      code: 'INTERNAL',
      message: 'Something went wrong. Please try again later.',
    });
  });

  it('says that saving needs a connection when a request fails offline (issue 26)', async () => {
    await initI18n('en');
    onlineManager.setOnline(false);
    onTestFinished(() => onlineManager.setOnline(true));
    mockApi({ 'POST /x': networkError() });
    await expect(api.post('/x', {})).rejects.toMatchObject({
      code: 'UNAVAILABLE',
      status: 0,
      message: 'Saving needs an internet connection. Please try again once you are back online.',
    });
  });

  it('sends a request again that the busy server turned away with Retry-After, once the pause is over', async () => {
    await initI18n('en');
    signIn();
    const busy = JSON.stringify({ success: false, code: 'UNAVAILABLE', message: 'Busy' });
    const log = mockApi({
      'POST /things': [
        raw(503, busy, { 'content-type': 'application/json', 'retry-after': '1' }),
        reply(valueSchema, { success: true, value: 2 }),
      ],
    });
    await expect(api.post('/things', { a: 1 })).resolves.toEqual({ success: true, value: 2 });
    expect(log.calls().map((c) => c.body)).toEqual([{ a: 1 }, { a: 1 }]);
  });

  it('does not send again a 503 that names no pause (the server may be down, not busy)', async () => {
    await initI18n('en');
    const log = mockApi({ 'GET /x': raw(503, '') });
    await expect(api.get('/x')).rejects.toMatchObject({ code: 'UNAVAILABLE', status: 503 });
    expect(log.calls()).toHaveLength(1);
  });
});
