/**
 * Settings → Invoices (admins): every invoice and cancellation invoice of the provider with
 * period, date and amounts, each downloadable as PDF (ZUGFeRD/Factur-X) and XRechnung XML,
 * below what is booked but not yet invoiced (upcoming-invoices.tsx).
 * Members read why they cannot see them.
 */
import { useTranslation } from 'react-i18next';
import type { InvoiceSummary } from '@bu/contracts';
import { Download } from 'lucide-react';
import { SkeletonList } from '../../../components/ui/skeleton';
import { Button } from '../../../components/ui/button';
import { Alert } from '../../../components/ui/alert';
import { formatDay, formatMoney, formatMonth } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { downloadInvoice, useInvoices } from '../api';
import { UpcomingInvoices } from './upcoming-invoices';
import '../settings.css';

export function InvoicesSection({ isAdmin }: { isAdmin: boolean }) {
  const { t } = useTranslation();
  const invoices = useInvoices(isAdmin);
  if (!isAdmin) {
    return (
      <Alert tone="info">
        <p>{t('settings.invoices.adminOnly')}</p>
      </Alert>
    );
  }
  const download = (invoice: InvoiceSummary, format: 'pdf' | 'xml') =>
    downloadInvoice(invoice, format).catch((error: Error) => toast.error(error.message));

  return (
    <div className="stack">
      <p className="muted">{t('settings.invoices.intro')}</p>
      <UpcomingInvoices />
      <h3>{t('settings.invoices.issuedHeading')}</h3>
      {invoices.error ? (
        <Alert>
          <p>{invoices.error.message}</p>
        </Alert>
      ) : null}
      {invoices.isPending ? <SkeletonList rows={2} columns={4} /> : null}
      {invoices.data && !invoices.data.invoices.length ? <p>{t('settings.invoices.none')}</p> : null}
      {invoices.data?.invoices.length ? (
        <div className="invoice-table-wrap">
          <table className="invoice-table">
            <caption className="visually-hidden">{t('settings.invoices.heading')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('settings.invoices.number')}</th>
                <th scope="col">{t('settings.invoices.period')}</th>
                <th scope="col">{t('settings.invoices.issuedOn')}</th>
                <th scope="col" className="invoice-table__num">
                  {t('settings.invoices.net')}
                </th>
                <th scope="col" className="invoice-table__num">
                  {t('settings.invoices.gross')}
                </th>
                <th scope="col">{t('settings.invoices.files')}</th>
              </tr>
            </thead>
            <tbody>
              {invoices.data.invoices.map((invoice) => (
                <tr key={invoice.id}>
                  <th scope="row">
                    {invoice.number}
                    {invoice.kind === 'cancellation' ? (
                      <span className="invoice-table__note">
                        {t('settings.invoices.cancels', { number: invoice.cancelsNumber })}
                      </span>
                    ) : null}
                    {invoice.cancelledByNumber ? (
                      <span className="invoice-table__note">
                        {t('settings.invoices.cancelledBy', { number: invoice.cancelledByNumber })}
                      </span>
                    ) : null}
                  </th>
                  <td data-label={t('settings.invoices.period')}>{formatMonth(invoice.period)}</td>
                  <td data-label={t('settings.invoices.issuedOn')}>{formatDay(invoice.issuedOn)}</td>
                  <td className="invoice-table__num" data-label={t('settings.invoices.net')}>
                    {formatMoney(invoice.netCents)}
                  </td>
                  <td className="invoice-table__num" data-label={t('settings.invoices.gross')}>
                    {formatMoney(invoice.grossCents)}
                  </td>
                  <td className="invoice-table__files">
                    <div className="button-row">
                      <Button
                        variant="ghost"
                        size="sm"
                        icon={Download}
                        aria-label={t('settings.invoices.downloadPdf', { number: invoice.number })}
                        onClick={() => void download(invoice, 'pdf')}
                      >
                        PDF
                      </Button>
                      <Button
                        variant="ghost"
                        size="sm"
                        icon={Download}
                        aria-label={t('settings.invoices.downloadXml', { number: invoice.number })}
                        onClick={() => void download(invoice, 'xml')}
                      >
                        XRechnung
                      </Button>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </div>
  );
}
