/**
 * Net, VAT and gross of a set of bookings, the VAT per booking as its invoice line computes it
 * (`vatCents`): the cart before confirming and the success page after it show the same sums.
 */
import { useTranslation } from 'react-i18next';
import { vatCents } from '@bu/contracts';
import { formatMoney, formatPercent } from '../../../lib/format';

export function boostTotals(bookings: readonly { amountCents: number }[], vatRatePercent: number) {
  const net = bookings.reduce((sum, b) => sum + b.amountCents, 0);
  const vat = bookings.reduce((sum, b) => sum + vatCents(b.amountCents, vatRatePercent), 0);
  return { net, vat, gross: net + vat };
}

export function BoostTotals({
  bookings,
  vatRatePercent,
}: {
  bookings: readonly { amountCents: number }[];
  vatRatePercent: number;
}) {
  const { t } = useTranslation();
  const { net, vat, gross } = boostTotals(bookings, vatRatePercent);
  return (
    <dl className="facts boost-totals">
      <div>
        <dt>{t('boosts.totals.net')}</dt>
        <dd>{formatMoney(net)}</dd>
      </div>
      <div>
        <dt>{t('boosts.totals.vat', { rate: formatPercent(vatRatePercent / 100) })}</dt>
        <dd>{formatMoney(vat)}</dd>
      </div>
      <div>
        <dt>{t('boosts.totals.gross')}</dt>
        <dd>
          <strong>{formatMoney(gross)}</strong>
        </dd>
      </div>
    </dl>
  );
}
