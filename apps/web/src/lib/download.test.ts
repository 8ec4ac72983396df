import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, mockApi, networkError, raw } from '../test/server';
import { signIn } from '../test/utils';
import { api, ApiError, setUnauthorizedHandler } from './api-client';
import { saveFile } from './download';
import { endpoints } from './endpoints';
import { initI18n } from './i18n';
import { getSession } from './session';

// jsdom has neither object URLs nor downloads: record what would be saved. (Left in place: the
// revocation a second after a download may come after the test.)
let saved: { name: string; href: string }[];
beforeEach(() => {
  saved = [];
  URL.createObjectURL = vi.fn(() => 'blob:file');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, href: this.href });
  });
});
afterEach(() => setUnauthorizedHandler(undefined));

const exportActivity = () => api.call(endpoints.exportActivity);

describe('saveFile', () => {
  it('saves a file answer under the server’s name', async () => {
    signIn();
    mockApi({
      'GET /leads/export.csv': raw(200, 'Vorname;Nachname\n', {
        'Content-Type': 'text/csv',
        'Content-Disposition': 'attachment; filename="anfragen-2026-11-24.csv"',
      }),
    });
    saveFile(await api.call(endpoints.exportLeads), 'leads.csv');
    expect(saved).toEqual([{ name: 'anfragen-2026-11-24.csv', href: 'blob:file' }]);
  });

  it('falls back to the given name without Content-Disposition', async () => {
    signIn();
    mockApi({ 'GET /settings/invoices/:file': raw(200, '%PDF', { 'Content-Type': 'application/pdf' }) });
    saveFile(await api.call(endpoints.getInvoiceFile, { params: { file: 'x.pdf' } }), 'RE-2026-0001.pdf');
    expect(saved).toEqual([{ name: 'RE-2026-0001.pdf', href: 'blob:file' }]);
  });

  it('gets nothing to save when the file fails with the same ApiError as every call: server message, network, 401 signs out', async () => {
    await initI18n('en');
    signIn();
    const handler = vi.fn();
    setUnauthorizedHandler(handler);
    mockApi({
      'GET /settings/activity/export.csv': [
        fail(403, { success: false, code: 'FORBIDDEN', message: 'Admins only.' }),
        networkError(),
        raw(502, '<html>Bad gateway</html>'),
        fail(401, { success: false, code: 'UNAUTHORIZED', message: 'Please sign in.' }),
      ],
    });
    const attempt = async () => saveFile(await exportActivity(), 'activity.csv');
    const forbidden = await attempt().catch((error: unknown) => error);
    expect(forbidden).toBeInstanceOf(ApiError);
    expect(forbidden).toMatchObject({ code: 'FORBIDDEN', message: 'Admins only.', status: 403 });
    await expect(attempt()).rejects.toMatchObject({ name: 'ApiError', code: 'UNAVAILABLE', status: 0 });
    await expect(attempt()).rejects.toMatchObject({
      code: 'INTERNAL',
      status: 502,
      message: 'Something went wrong. Please try again later.',
    });
    expect(handler).not.toHaveBeenCalled();
    await expect(attempt()).rejects.toMatchObject({ code: 'UNAUTHORIZED', status: 401 });
    expect(getSession().token).toBe('');
    expect(handler).toHaveBeenCalledOnce();
    expect(saved).toEqual([]);
  });
});
