/**
 * /seminars/boost/success (seed §2): what was just booked and when it runs, the amount and
 * that the invoice arrives at month end. The booking ids travel in `?bookings=` so the page
 * survives a reload; it reads the bookings from the boost overview.
 */
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Rocket } from 'lucide-react';
import { ButtonLink } from '../../../components/ui/button';
import { Alert } from '../../../components/ui/alert';
import { PageHeader } from '../../../components/ui/page-header';
import { useBoostOverview } from '../api';
import { BoostTotals } from './boost-totals';
import { formatDay, formatMoney } from '../../../lib/format';
import '../boosts.css';

export function BoostSuccessPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const ids = new Set((params.get('bookings') ?? '').split(',').filter(Boolean));
  const overview = useBoostOverview();
  const booked = overview.data?.bookings.filter((b) => ids.has(b.id) && b.confirmed) ?? [];
  const rate = overview.data?.vatRatePercent ?? 0;

  return (
    <div className="stack boost-page">
      <PageHeader>
        <h1>{t('boosts.success.heading')}</h1>
      </PageHeader>
      {overview.error ? (
        <Alert>
          <p>{overview.error.message}</p>
        </Alert>
      ) : null}
      {overview.data ? (
        booked.length ? (
          <section className="card stack" aria-labelledby="boost-success-summary">
            <h2 id="boost-success-summary">{t('boosts.success.summary', { count: booked.length })}</h2>
            <ul className="boost-success-list">
              {booked.map((b) => (
                <li key={b.id}>
                  <strong>{b.title}</strong>
                  <span>
                    {t('boosts.success.runs', { from: formatDay(b.startsOn), to: formatDay(b.endsOn), count: b.days })}{' '}
                    · {formatMoney(b.amountCents)}
                  </span>
                </li>
              ))}
            </ul>
            <BoostTotals bookings={booked} vatRatePercent={rate} />
            <p>{t('boosts.success.invoice')}</p>
            <p className="muted">{t('boosts.success.placement')}</p>
          </section>
        ) : (
          <Alert tone="info">
            <p>{t('boosts.success.nothing')}</p>
          </Alert>
        )
      ) : null}
      <div className="button-row">
        <ButtonLink variant="primary" icon={Rocket} to="/seminars/boost">
          {t('boosts.success.back')}
        </ButtonLink>
        <ButtonLink to="/seminars">{t('boosts.success.toSeminars')}</ButtonLink>
      </div>
    </div>
  );
}
