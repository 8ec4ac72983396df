/**
 * Settings → Invoices, above the issued ones: what is booked but not yet invoiced (confirmed
 * boost days, brochure and expanded-text charges) month by month, priced by the API with the
 * month-end run's own code, and the day the next invoice arrives. With nothing booked it says
 * what will appear here and when.
 */
import { useTranslation } from 'react-i18next';
import { CalendarClock } from 'lucide-react';
import type { UpcomingInvoiceLine, UpcomingInvoicesResponse } from '@bu/contracts';
import { Alert } from '../../../components/ui/alert';
import { EmptyState } from '../../../components/ui/empty-state';
import { SkeletonList } from '../../../components/ui/skeleton';
import { formatDay, formatMoney, formatMonth } from '../../../lib/format';
import { useUpcomingInvoices } from '../api';
import '../settings.css';

function LineText({ line }: { line: UpcomingInvoiceLine }) {
  const { t } = useTranslation();
  const title = line.seminarTitle ?? t('settings.invoices.upcoming.deletedSeminar');
  if (line.kind === 'boost') {
    return (
      <>
        <span className="upcoming-invoices__what">{t('settings.invoices.upcoming.boost', { title })}</span>
        <span className="muted">
          {t('settings.invoices.upcoming.boostDays', {
            count: line.quantity,
            from: formatDay(line.from),
            to: formatDay(line.to),
            price: formatMoney(line.unitPriceCents),
          })}
        </span>
      </>
    );
  }
  return (
    <>
      <span className="upcoming-invoices__what">{t(`settings.invoices.upcoming.${line.kind}`, { title })}</span>
      <span className="muted">{t('settings.invoices.upcoming.charge')}</span>
    </>
  );
}

function Upcoming({ data }: { data: UpcomingInvoicesResponse }) {
  const { t } = useTranslation();
  const next = data.invoices[0]!;
  return (
    <>
      <p className="upcoming-invoices__next">
        <CalendarClock size={18} aria-hidden="true" />
        <strong>
          {t(data.firstInvoice ? 'settings.invoices.upcoming.firstOn' : 'settings.invoices.upcoming.nextOn', {
            date: formatDay(next.invoiceOn),
          })}
        </strong>
      </p>
      <dl className="upcoming-invoices__totals" aria-label={t('settings.invoices.upcoming.totalsLabel')}>
        <div>
          <dt>{t('settings.invoices.upcoming.net')}</dt>
          <dd>{formatMoney(data.netCents)}</dd>
        </div>
        <div>
          <dt>{t('settings.invoices.upcoming.vat', { rate: data.vatRatePercent })}</dt>
          <dd>{formatMoney(data.vatCents)}</dd>
        </div>
        <div>
          <dt>{t('settings.invoices.upcoming.gross')}</dt>
          <dd>{formatMoney(data.grossCents)}</dd>
        </div>
      </dl>
      {data.invoices.map((invoice) => {
        const month = formatMonth(invoice.period);
        return (
          <section key={invoice.period} className="upcoming-invoices__month" aria-label={month}>
            <h4>{t('settings.invoices.upcoming.month', { month, date: formatDay(invoice.invoiceOn) })}</h4>
            <ul>
              {invoice.lines.map((line, index) => (
                <li key={index}>
                  <span className="upcoming-invoices__text">
                    <LineText line={line} />
                  </span>
                  <span className="upcoming-invoices__amount">{formatMoney(line.netCents)}</span>
                </li>
              ))}
            </ul>
            <p className="upcoming-invoices__sum">
              {t('settings.invoices.upcoming.monthSum', {
                month,
                net: formatMoney(invoice.netCents),
                gross: formatMoney(invoice.grossCents),
              })}
            </p>
          </section>
        );
      })}
    </>
  );
}

export function UpcomingInvoices() {
  const { t } = useTranslation();
  const upcoming = useUpcomingInvoices(true);
  return (
    <section className="upcoming-invoices stack" aria-labelledby="upcoming-invoices-heading">
      <h3 id="upcoming-invoices-heading">{t('settings.invoices.upcoming.heading')}</h3>
      {upcoming.error ? (
        <Alert>
          <p>{t('settings.invoices.upcoming.failed')}</p>
        </Alert>
      ) : null}
      {upcoming.isPending ? <SkeletonList rows={2} columns={2} /> : null}
      {upcoming.data && !upcoming.data.invoices.length ? (
        <EmptyState
          icon={CalendarClock}
          title={t('settings.invoices.upcoming.emptyTitle')}
          description={t('settings.invoices.upcoming.empty', { date: formatDay(upcoming.data.nextRunOn) })}
        />
      ) : null}
      {upcoming.data?.invoices.length ? <Upcoming data={upcoming.data} /> : null}
    </section>
  );
}
