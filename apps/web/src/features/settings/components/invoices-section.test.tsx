/** Settings → Invoices as an admin reads it: every invoice with period and amounts, PDF and XRechnung downloads; members see why not. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { InvoiceListResponse, UpcomingInvoicesResponse } from '@bu/contracts';
import { apiLog, mockApi, raw } from '../../../test/server';
import { anna, renderRoute, signIn } from '../../../test/utils';
import { noneUpcoming, routeFetch } from '../test/fixtures';

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
    // The static route first: msw tries a call's handlers in order.
    mockApi({
      'GET /settings/invoices/upcoming': { body: noneUpcoming },
      'GET /settings/invoices/:file': raw(200, '%PDF-1.7'),
    });
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
        .filter((c) => /^\/settings\/invoices\/[\w-]+\.(pdf|xml)$/.test(c.path))
        .map((c) => c.path),
    ).toEqual([
      '/settings/invoices/1a5e2b0d-8f9c-4b1a-9d0e-6f5a4b3c2d1e.pdf',
      '/settings/invoices/1a5e2b0d-8f9c-4b1a-9d0e-6f5a4b3c2d1e.xml',
    ]);
  });

  it('says when there are no invoices yet, what will appear and when', async () => {
    signIn();
    routeFetch({ 'GET /settings/invoices': { body: { success: true, invoices: [], total: 0 } } });
    await renderRoute('/settings');
    expect(await screen.findByText('Noch keine Rechnungen.')).toBeInTheDocument();
    expect(await screen.findByText('Noch nichts gebucht')).toBeInTheDocument();
    expect(
      screen.getByText(/Sobald du einen Boost bestätigst.*Nächster Abrechnungstag: 01\.12\.2026\./),
    ).toBeInTheDocument();
  });

  it('shows what is booked but not yet invoiced, per month, with the day of the first invoice', async () => {
    signIn();
    const upcoming: UpcomingInvoicesResponse = {
      ...noneUpcoming,
      invoices: [
        {
          period: '2026-11',
          invoiceOn: '2026-12-01',
          lines: [
            {
              kind: 'boost',
              seminarTitle: 'Rhetorik kompakt',
              description: 'Top-Platzierung „Rhetorik kompakt“ 28.11.2026–30.11.2026',
              from: '2026-11-28',
              to: '2026-11-30',
              quantity: 3,
              unitPriceCents: 333,
              netCents: 999,
              vatCents: 190,
            },
            {
              kind: 'brochure_entry',
              seminarTitle: 'Rhetorik kompakt',
              description: 'Broschüreneintrag „Rhetorik kompakt“',
              from: null,
              to: null,
              quantity: 1,
              unitPriceCents: 3900,
              netCents: 3900,
              vatCents: 741,
            },
          ],
          netCents: 4899,
          vatCents: 931,
          grossCents: 5830,
        },
        {
          period: '2026-12',
          invoiceOn: '2027-01-01',
          lines: [
            {
              kind: 'boost',
              seminarTitle: 'Rhetorik kompakt',
              description: 'Top-Platzierung „Rhetorik kompakt“ 01.12.2026–01.12.2026',
              from: '2026-12-01',
              to: '2026-12-01',
              quantity: 1,
              unitPriceCents: 333,
              netCents: 333,
              vatCents: 63,
            },
          ],
          netCents: 333,
          vatCents: 63,
          grossCents: 396,
        },
      ],
      netCents: 5232,
      vatCents: 994,
      grossCents: 6226,
    };
    routeFetch({
      'GET /settings/invoices': { body: { success: true, invoices: [], total: 0 } },
      'GET /settings/invoices/upcoming': { body: upcoming },
    });
    await renderRoute('/settings');
    expect(await screen.findByText('Deine erste Rechnung kommt am 01.12.2026.')).toBeInTheDocument();
    const november = screen.getByRole('region', { name: 'November 2026' });
    expect(within(november).getByRole('heading')).toHaveTextContent('November 2026: Rechnung am 01.12.2026');
    const [boost, brochure] = within(november).getAllByRole('listitem');
    expect(boost).toHaveTextContent('Boost „Rhetorik kompakt“');
    expect(boost).toHaveTextContent('28.11.2026 – 30.11.2026 · 3 Tage × 3,33 €');
    expect(boost).toHaveTextContent('9,99 €');
    expect(brochure).toHaveTextContent('Broschüreneintrag „Rhetorik kompakt“');
    expect(brochure).toHaveTextContent('39,00 €');
    expect(november).toHaveTextContent('Summe November 2026: 48,99 € netto, 58,30 € brutto');
    const december = screen.getByRole('region', { name: 'Dezember 2026' });
    expect(within(december).getByRole('listitem')).toHaveTextContent('01.12.2026 · 1 Tag × 3,33 €');
    expect(screen.getByText('52,32 €')).toBeInTheDocument();
    expect(screen.getByText('62,26 €')).toBeInTheDocument();
  });

  it('tells members that only admins see invoices, and asks for none', async () => {
    signIn({ ...anna, role: 'member' });
    routeFetch();
    await renderRoute('/settings');
    expect(await screen.findByText('Rechnungen sehen nur Admins deines Teams.')).toBeInTheDocument();
    expect(apiLog.calls('GET /settings/invoices')).toHaveLength(0);
    expect(apiLog.calls('GET /settings/invoices/upcoming')).toHaveLength(0);
  });
});
