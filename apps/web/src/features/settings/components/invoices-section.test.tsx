/** Settings → Invoices as an admin reads it: every invoice with period and amounts, PDF and XRechnung downloads; members see why not. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { InvoiceListResponse } from '@bu/contracts';
import { apiLog, mockApi, raw } from '../../../test/server';
import { anna, renderRoute, signIn } from '../../../test/utils';
import { routeFetch } from '../test/fixtures';

vi.setConfig({ testTimeout: 15_000 });

/** jsdom has no blob URLs: the download saves through fakes, put back after each test. */
const restore: (() => void)[] = [];
function fakeObjectUrls() {
  for (const name of ['createObjectURL', 'revokeObjectURL'] as const) {
    const original = Object.getOwnPropertyDescriptor(URL, name);
    Object.defineProperty(URL, name, { value: vi.fn(() => 'blob:invoice'), configurable: true, writable: true });
    restore.push(() => (original ? Object.defineProperty(URL, name, original) : Reflect.deleteProperty(URL, name)));
  }
}
afterEach(() => {
  for (const undo of restore.splice(0)) undo();
});

const list: InvoiceListResponse = {
  success: true,
  total: 2,
  invoices: [
    {
      id: '2b6f3c1e-9a0d-4c2b-8e1f-7a6b5c4d3e2f',
      number: '2026-00002',
      kind: 'cancellation',
      period: '2026-01',
      issuedOn: '2026-02-10',
      netCents: 7766,
      vatCents: 1476,
      grossCents: 9242,
      cancelsNumber: '2026-00001',
      cancelledByNumber: null,
    },
    {
      id: '1a5e2b0d-8f9c-4b1a-9d0e-6f5a4b3c2d1e',
      number: '2026-00001',
      kind: 'invoice',
      period: '2026-01',
      issuedOn: '2026-02-01',
      netCents: 7766,
      vatCents: 1476,
      grossCents: 9242,
      cancelsNumber: null,
      cancelledByNumber: '2026-00002',
    },
  ],
};

describe('Settings → Invoices', () => {
  it('lists the invoices with period, date, net and gross, and downloads PDF and XRechnung', async () => {
    signIn();
    routeFetch({ 'GET /settings/invoices': { body: list } });
    mockApi({ 'GET /settings/invoices/:file': raw(200, '%PDF-1.7') });
    fakeObjectUrls();
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const user = userEvent.setup();
    await renderRoute('/settings');
    const table = await screen.findByRole('table', { name: 'Rechnungen' });
    const invoice = within(table).getByRole('row', { name: /^2026-00001/ });
    expect(invoice).toHaveTextContent('Storniert durch 2026-00002');
    expect(invoice).toHaveTextContent('Januar 2026');
    expect(invoice).toHaveTextContent('01.02.2026');
    expect(invoice).toHaveTextContent('77,66 €');
    expect(invoice).toHaveTextContent('92,42 €');
    expect(within(table).getByRole('row', { name: /^2026-00002/ })).toHaveTextContent('Storno zu 2026-00001');

    await user.click(within(invoice).getByRole('button', { name: 'Rechnung 2026-00001 als PDF herunterladen' }));
    await waitFor(() => expect(saved).toEqual(['2026-00001.pdf']));
    await user.click(within(invoice).getByRole('button', { name: 'Rechnung 2026-00001 als XRechnung herunterladen' }));
    await waitFor(() => expect(saved).toEqual(['2026-00001.pdf', '2026-00001.xml']));
    expect(
      apiLog
        .calls()
        .filter((c) => c.path.startsWith('/settings/invoices/'))
        .map((c) => c.path),
    ).toEqual([
      '/settings/invoices/1a5e2b0d-8f9c-4b1a-9d0e-6f5a4b3c2d1e.pdf',
      '/settings/invoices/1a5e2b0d-8f9c-4b1a-9d0e-6f5a4b3c2d1e.xml',
    ]);
  });

  it('says when there are no invoices yet', async () => {
    signIn();
    routeFetch({ 'GET /settings/invoices': { body: { success: true, invoices: [], total: 0 } } });
    await renderRoute('/settings');
    expect(await screen.findByText('Noch keine Rechnungen.')).toBeInTheDocument();
  });

  it('tells members that only admins see invoices, and asks for none', async () => {
    signIn({ ...anna, role: 'member' });
    routeFetch();
    await renderRoute('/settings');
    expect(await screen.findByText('Rechnungen sehen nur Admins deines Teams.')).toBeInTheDocument();
    expect(apiLog.calls('GET /settings/invoices')).toHaveLength(0);
  });
});
