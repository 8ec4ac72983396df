/**
 * /seminars/boost (seed §2, §9): book top placement for online seminars. The booking form
 * (booking-form.tsx) puts a seminar and a duration into the cart; the cart shows price per day,
 * amount per seminar, net, VAT and gross; confirming is binding and paid after a confirmation
 * naming the amount and the month-end invoice. Unconfirmed bookings can be cancelled. Below:
 * every booking with its state and the impressions/clicks it gained while running.
 */
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { BoostBooking, BoostState } from '@bu/contracts';
import { Rocket, X } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Alert } from '../../../components/ui/alert';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { PageHeader } from '../../../components/ui/page-header';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { isApiError } from '../../../lib/api-client';
import { RANKING_PATH } from '../../../lib/marketplace-paths';
import { useAdminNames } from '../../../lib/query-keys';
import { useSession } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { useBoostOverview, useCancelBoost, useConfirmBoosts } from '../api';
import { formatDay, formatMoney, formatNumber, formatPercent } from '../../../lib/format';
import { BookingForm } from './booking-form';
import { BoostTotals, boostTotals } from './boost-totals';
import '../boosts.css';

/** A boost's impressions or clicks; a dash before its first day has been counted. */
const figure = (n: number | null) => (n === null ? '–' : formatNumber(n));

function Cart({ bookings, vatRatePercent }: { bookings: BoostBooking[]; vatRatePercent: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const cancel = useCancelBoost();
  const confirm = useConfirmBoosts();
  const [excluded, setExcluded] = useState<Set<string>>(new Set());
  const [open, setOpen] = useState(false);
  // Only admins commit the provider's money: a member fills the cart and is told whom to ask.
  const isMember = useSession().user?.role === 'member';
  const admins = useAdminNames(isMember);
  const [refusal, setRefusal] = useState<string | null>(null);
  const chosen = bookings.filter((b) => !excluded.has(b.id));
  const { net, gross } = boostTotals(chosen, vatRatePercent);

  if (!bookings.length) return <p className="muted">{t('boosts.cart.empty')}</p>;

  const onConfirm = () =>
    confirm.mutate(
      chosen.map((b) => b.seminarId),
      {
        onSuccess: (result) => {
          setOpen(false);
          void navigate(`/seminars/boost/success?bookings=${result.bookings.map((b) => b.id).join(',')}`);
        },
        onError: (err) => {
          setOpen(false);
          if (isApiError(err) && err.code === 'PAID_ACTION_ADMIN_ONLY') setRefusal(err.message);
          else toast.error(err.message);
        },
      },
    );

  return (
    <div className="stack">
      <div className="boost-table-wrap">
        <table className="boost-table">
          <caption className="visually-hidden">{t('boosts.cart.heading')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('boosts.cart.include')}</th>
              <th scope="col">{t('boosts.table.seminar')}</th>
              <th scope="col">{t('boosts.table.period')}</th>
              <th scope="col" className="boost-table__num">
                {t('boosts.table.days')}
              </th>
              <th scope="col" className="boost-table__num">
                {t('boosts.pricePerDay')}
              </th>
              <th scope="col" className="boost-table__num">
                {t('boosts.table.amount')}
              </th>
              <th scope="col">
                <span className="visually-hidden">{t('boosts.table.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {bookings.map((b) => (
              <tr key={b.id}>
                <td>
                  <input
                    type="checkbox"
                    aria-label={t('boosts.cart.includeOne', { title: b.title })}
                    checked={!excluded.has(b.id)}
                    onChange={(e) =>
                      setExcluded((prev) => {
                        const next = new Set(prev);
                        if (e.target.checked) next.delete(b.id);
                        else next.add(b.id);
                        return next;
                      })
                    }
                  />
                </td>
                <th scope="row">{b.title}</th>
                <td>
                  {formatDay(b.startsOn)} – {formatDay(b.endsOn)}
                </td>
                <td className="boost-table__num">{b.days}</td>
                <td className="boost-table__num">{formatMoney(b.pricePerDayCents)}</td>
                <td className="boost-table__num">{formatMoney(b.amountCents)}</td>
                <td>
                  <Button
                    variant="ghost"
                    size="sm"
                    icon={X}
                    aria-label={t('boosts.cart.cancelOne', { title: b.title })}
                    onClick={() =>
                      cancel.mutate(b.id, {
                        onSuccess: () => toast.success(t('boosts.cart.cancelled')),
                        onError: (err) => toast.error(err.message),
                      })
                    }
                  >
                    {t('boosts.cart.cancel')}
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <BoostTotals bookings={chosen} vatRatePercent={vatRatePercent} />
      {isMember ? (
        <Alert tone="info">
          <p>{admins ? t('boosts.adminOnly.hint', { admins }) : t('boosts.adminOnly.hintNoNames')}</p>
        </Alert>
      ) : null}
      {refusal ? (
        <Alert>
          <p>{refusal}</p>
        </Alert>
      ) : null}
      <div className="button-row">
        {/* Not aria-disabled: with nothing chosen the click says why instead of doing nothing. */}
        <Button
          variant="primary"
          icon={Rocket}
          onClick={() => (chosen.length ? setOpen(true) : toast.info(t('boosts.cart.chooseOne')))}
        >
          {t('boosts.cart.confirm', { count: chosen.length })}
        </Button>
      </div>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={t('boosts.confirm.title')}
        description={t('boosts.confirm.text', {
          count: chosen.length,
          net: formatMoney(net),
          gross: formatMoney(gross),
        })}
        confirmLabel={t('boosts.confirm.action', { gross: formatMoney(gross) })}
        cancelLabel={t('boosts.confirm.back')}
        pendingLabel={t('boosts.confirm.pending')}
        pending={confirm.isPending}
        onConfirm={onConfirm}
      >
        <ul className="boost-confirm-list">
          {chosen.map((b) => (
            <li key={b.id}>
              {t('boosts.confirm.line', {
                title: b.title,
                count: b.days,
                from: formatDay(b.startsOn),
                to: formatDay(b.endsOn),
                amount: formatMoney(b.amountCents),
              })}
            </li>
          ))}
        </ul>
        <p className="muted">{t('boosts.confirm.invoice')}</p>
      </ConfirmDialog>
    </div>
  );
}

/** A boost's state in the tone of its badge: in the cart it waits for the provider. */
const stateTones: Record<BoostState, BadgeTone> = {
  unconfirmed: 'warning',
  scheduled: 'info',
  running: 'success',
  ended: 'neutral',
};

function Overview({ bookings }: { bookings: BoostBooking[] }) {
  const { t } = useTranslation();
  if (!bookings.length) return <p className="muted">{t('boosts.overview.empty')}</p>;
  return (
    <div className="boost-table-wrap">
      <table className="boost-table">
        <caption className="visually-hidden">{t('boosts.overview.heading')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('boosts.table.seminar')}</th>
            <th scope="col">{t('boosts.table.period')}</th>
            <th scope="col" className="boost-table__num">
              {t('boosts.table.amount')}
            </th>
            <th scope="col">{t('boosts.table.state')}</th>
            <th scope="col" className="boost-table__num">
              {t('boosts.table.impressions')}
            </th>
            <th scope="col" className="boost-table__num">
              {t('boosts.table.clicks')}
            </th>
          </tr>
        </thead>
        <tbody>
          {bookings.map((b) => (
            <tr key={b.id}>
              <th scope="row">{b.title}</th>
              <td>
                {formatDay(b.startsOn)} – {formatDay(b.endsOn)} ({t('counts.days', { count: b.days })})
              </td>
              <td className="boost-table__num">{formatMoney(b.amountCents)}</td>
              <td>
                <Badge tone={stateTones[b.state]}>{t(`boosts.state.${b.state}`)}</Badge>
              </td>
              <td className="boost-table__num">{figure(b.impressions)}</td>
              <td className="boost-table__num">{figure(b.clicks)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function BoostPage() {
  const { t } = useTranslation();
  const overview = useBoostOverview();
  const data = overview.data;
  const cart = useMemo(() => data?.bookings.filter((b) => !b.confirmed) ?? [], [data]);

  return (
    <div className="stack boost-page">
      <PageHeader>
        <h1>{t('boosts.heading')}</h1>
      </PageHeader>
      <p className="muted">{t('boosts.intro')}</p>
      <p className="muted">
        {t('boosts.adNotice.text')} <Link to={RANKING_PATH}>{t('boosts.adNotice.link')}</Link>
      </p>
      {overview.error ? (
        <Alert>
          <p>{overview.error.message}</p>
        </Alert>
      ) : null}
      {data ? (
        <>
          <section className="card stack" aria-labelledby="boost-book-heading">
            <h2 id="boost-book-heading">{t('boosts.form.heading')}</h2>
            <p className="muted">
              {t('boosts.priceNote', {
                price: formatMoney(data.pricePerDayCents),
                rate: formatPercent(data.vatRatePercent / 100),
              })}
            </p>
            <BookingForm
              seminars={data.boostableSeminars}
              pricePerDayCents={data.pricePerDayCents}
              today={data.today}
            />
          </section>
          <section className="card stack" aria-labelledby="boost-cart-heading">
            <h2 id="boost-cart-heading">{t('boosts.cart.heading')}</h2>
            <Cart bookings={cart} vatRatePercent={data.vatRatePercent} />
          </section>
          <section className="card stack" aria-labelledby="boost-overview-heading">
            <h2 id="boost-overview-heading">{t('boosts.overview.heading')}</h2>
            <p className="muted">{t('boosts.overview.note')}</p>
            <Overview bookings={data.bookings} />
          </section>
        </>
      ) : null}
    </div>
  );
}
