import { onlineManager } from '@tanstack/react-query';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import {
  okSchema,
  providerImageResponseSchema,
  sendMessageResponseSchema,
  unreadCountsResponseSchema,
} from '@bu/contracts';
import { fail, mockApi, networkError, raw, reply } from '../test/server';
import { signIn } from '../test/utils';
import { api, ApiError, apiUrl, setUnauthorizedHandler } from './api-client';
import { endpoints } from './endpoints';
import { initI18n } from './i18n';
import { getSession } from './session';

const message = {
  id: 'm1',
  direction: 'out' as const,
  text: 'Hello',
  createdAt: '2026-11-24T10:00:00.000Z',
  author: { id: 'u1', firstName: 'Anna', lastName: 'Admin' },
  readAt: null,
};
const unread = { success: true as const, leads: 1, conversations: 2, messages: 3 };

describe('api client', () => {
  it('sends JSON to the route of the map, with the UI language and the bearer token', async () => {
    await initI18n('en');
    signIn();
    const log = mockApi({
      'POST /conversations/:id/messages': reply(sendMessageResponseSchema, { success: true, message }, 201),
    });
    await expect(
      api.call(endpoints.sendMessage, { params: { id: 'c 1/2' }, body: { text: 'Hello' } }),
    ).resolves.toEqual({ success: true, message });
    const [request] = log.calls();
    // The path parameter fills its segment, encoded.
    expect(request!.url.pathname).toBe('/api/conversations/c%201%2F2/messages');
    expect(request!.method).toBe('POST');
    expect(request!.body).toEqual({ text: 'Hello' });
    expect(request!.headers.get('Accept-Language')).toBe('en');
    expect(request!.headers.get('Content-Type')).toBe('application/json');
    expect(request!.headers.get('Authorization')).toBe('Bearer test-token');
  });

  it('sends the query without empty values, no body with GET and DELETE, and an empty one where none is needed', async () => {
    signIn();
    const log = mockApi({
      'GET /leads/unread-count': reply(unreadCountsResponseSchema, unread),
      'DELETE /settings/team/:id': reply(okSchema, { success: true }),
      'POST /auth/logout': reply(okSchema, { success: true }),
    });
    await expect(api.call(endpoints.leadUnreadCounts)).resolves.toEqual(unread);
    await api.call(endpoints.removeMember, { params: { id: 'u2' } });
    await api.call(endpoints.logOut);
    const [counts, remove, logout] = log.calls();
    expect(counts!.url.search).toBe('');
    expect([counts!.body, remove!.body]).toEqual([undefined, undefined]);
    expect(remove!.url.pathname).toBe('/api/settings/team/u2');
    expect(logout!.body).toEqual({});
  });

  it('answers a file operation with its bytes and the name the server gives, through the same headers', async () => {
    await initI18n('en');
    signIn();
    const log = mockApi({
      'GET /leads/export.csv': raw(200, 'Vorname;Nachname\n', {
        'Content-Type': 'text/csv',
        'Content-Disposition': 'attachment; filename="anfragen-2026-11-24.csv"',
      }),
    });
    const file = await api.call(endpoints.exportLeads, { query: { stage: 'new', q: '', unread: undefined } });
    expect(file.fileName).toBe('anfragen-2026-11-24.csv');
    expect(await file.blob.text()).toBe('Vorname;Nachname\n');
    const [request] = log.calls('GET /leads/export.csv');
    expect(request!.url.search).toBe('?stage=new');
    expect(request!.headers.get('Accept')).toBe('*/*');
    expect(request!.headers.get('Authorization')).toBe('Bearer test-token');
    expect(request!.headers.get('Accept-Language')).toBe('en');
  });

  it('refuses a call without a path parameter before sending anything', async () => {
    const log = mockApi({});
    await expect(api.call(endpoints.getLead, { params: { id: '' } })).rejects.toThrow(
      'GET /leads/:id: the path parameter id is missing',
    );
    expect(log.calls()).toEqual([]);
  });

  it('builds the address of an operation the browser opens itself', () => {
    expect(apiUrl(endpoints.getProviderCalendar, { params: { id: 'p 1' } })).toBe(
      '/api/public/providers/p%201/calendar.ics',
    );
    expect(apiUrl(endpoints.recordEvents)).toBe('/api/public/events');
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
    await expect(api.call(endpoints.uploadProviderImage, { body })).resolves.toEqual({ success: true, image });
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
    await expect(api.call(endpoints.uploadProviderImage, { body })).rejects.toMatchObject({
      name: 'ApiError',
      code: 'VALIDATION_FAILED',
      message: 'Bad image',
      fieldErrors: { file: 'invalid' },
    });
    await expect(api.call(endpoints.uploadProviderImage, { body })).rejects.toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      status: 413,
    });
    expect(handler).not.toHaveBeenCalled();
    await expect(api.call(endpoints.uploadProviderImage, { body })).rejects.toMatchObject({ status: 401 });
    expect(getSession().token).toBe('');
    expect(handler).toHaveBeenCalledOnce();
  });

  it('throws an ApiError with the server message when success is false', async () => {
    mockApi({
      'POST /auth/resend-verification': fail(400, {
        success: false,
        code: 'VALIDATION_FAILED',
        message: 'Bitte prüfe deine Eingaben.',
        fieldErrors: { email: 'invalidEmail' },
      }),
    });
    const error = await api
      .call(endpoints.resendVerification, { body: { email: 'x' } })
      .catch((caught: unknown) => caught);
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
    await expect(api.call(endpoints.editSeminar, { body: { seminarId: 's1' } })).rejects.toMatchObject({
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
    mockApi({ 'GET /overview': fail(401, { success: false, code: 'UNAUTHORIZED', message: 'Please sign in.' }) });
    await expect(api.call(endpoints.getOverview)).rejects.toMatchObject({ status: 401 });
    expect(getSession()).toMatchObject({ token: '', userId: '', user: null });
    expect(localStorage.getItem('bu_auth_token')).toBeNull();
    expect(handler).toHaveBeenCalledOnce();
  });

  it('does not sign out on a 401 of an anonymous call (wrong password)', async () => {
    const handler = vi.fn();
    setUnauthorizedHandler(handler);
    mockApi({ 'POST /auth/login': fail(401, { success: false, code: 'INVALID_CREDENTIALS', message: 'wrong' }) });
    await expect(api.call(endpoints.logIn, { body: { email: 'a@example.org', password: 'x' } })).rejects.toMatchObject({
      code: 'INVALID_CREDENTIALS',
    });
    expect(handler).not.toHaveBeenCalled();
  });

  it('turns a network failure and a non-JSON 500 into translated errors', async () => {
    await initI18n('en');
    mockApi({ 'GET /overview': [networkError(), raw(500, '<html>oops</html>')] });
    await expect(api.call(endpoints.getOverview)).rejects.toMatchObject({ code: 'UNAVAILABLE', status: 0 });
    await expect(api.call(endpoints.getOverview)).rejects.toMatchObject({
      code: 'INTERNAL',
      message: 'Something went wrong. Please try again later.',
    });
  });

  it('says that saving needs a connection when a request fails offline (issue 26)', async () => {
    await initI18n('en');
    onlineManager.setOnline(false);
    onTestFinished(() => onlineManager.setOnline(true));
    mockApi({ 'PUT /me/language': networkError() });
    await expect(api.call(endpoints.setLanguage, { body: { language: 'en' } })).rejects.toMatchObject({
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
      'POST /conversations/:id/messages': [
        raw(503, busy, { 'content-type': 'application/json', 'retry-after': '1' }),
        reply(sendMessageResponseSchema, { success: true, message }, 201),
      ],
    });
    await expect(api.call(endpoints.sendMessage, { params: { id: 'c1' }, body: { text: 'Hello' } })).resolves.toEqual({
      success: true,
      message,
    });
    expect(log.calls().map((c) => c.body)).toEqual([{ text: 'Hello' }, { text: 'Hello' }]);
  });

  it('does not send again a 503 that names no pause (the server may be down, not busy)', async () => {
    await initI18n('en');
    const log = mockApi({ 'GET /overview': raw(503, '') });
    await expect(api.call(endpoints.getOverview)).rejects.toMatchObject({ code: 'UNAVAILABLE', status: 503 });
    expect(log.calls()).toHaveLength(1);
  });
});
