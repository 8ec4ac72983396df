/**
 * /support (superadmins, issue 12): find a provider by name, email, provider or seminar number,
 * see its account state and open its dashboard in a support session. Everyone else gets the
 * not-found page, as the API answers 404.
 */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { z } from 'zod';
import { boostStates, supportSearchQuerySchema, type SupportProviderDetail } from '@bu/contracts';
import { Alert } from '../../../components/ui/alert';
import { formatDateTime, formatDay, formatMoney, formatNumber } from '../../../lib/format';
import { useListParams } from '../../../lib/list-params';
import { useSession } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { useResendVerification, useStartSupport, useSupportProvider, useSupportSearch } from '../api';
import { Button, ButtonLink } from '../../../components/ui/button';
import { FieldFrame, InputControl, useFieldIds } from '../../../components/ui/field';
import { PageHeader } from '../../../components/ui/page-header';
import '../support.css';

/** The page's URL (read and written by the list kit): the API's search plus the provider shown. */
const supportUrlSchema = supportSearchQuerySchema.extend({ provider: z.string().min(1).optional() });

function NotFound() {
  const { t } = useTranslation();
  return (
    <div className="stack">
      <h1>{t('notFound.heading')}</h1>
      <p className="lead">{t('notFound.text')}</p>
      <p>
        <ButtonLink to="/" variant="primary">
          {t('notFound.home')}
        </ButtonLink>
      </p>
    </div>
  );
}

function ProviderState({ provider }: { provider: SupportProviderDetail }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const start = useStartSupport();
  const resend = useResendVerification();
  // mutateAsync: this page unmounts as soon as the support session is in place.
  const open = () =>
    start.mutateAsync(provider.id).then(
      () => navigate('/', { replace: true }),
      (error: Error) => toast.error(error.message),
    );
  const yesNo = (value: boolean) => (value ? t('support.yes') : t('support.no'));
  const latest = provider.invoices.latest;
  return (
    <section className="card stack" aria-labelledby="support-provider-heading">
      <h2 id="support-provider-heading">{provider.name}</h2>
      <p className="muted">
        {t('support.providerMeta', {
          number: provider.providerNumber,
          city: provider.city,
          since: formatDateTime(provider.createdAt),
        })}
        {provider.email ? ` · ${provider.email}` : null}
      </p>
      <p>
        <Button variant="primary" pending={start.isPending} onClick={() => void open()}>
          {t('support.openDashboard')}
        </Button>
      </p>
      <h3>{t('support.users')}</h3>
      <div className="table-wrap">
        <table className="seminar-table">
          <thead>
            <tr>
              <th scope="col">{t('support.name')}</th>
              <th scope="col">{t('support.role')}</th>
              <th scope="col">{t('support.verified')}</th>
              <th scope="col">{t('support.twoFactor')}</th>
              <th scope="col">{t('support.lastSignIn')}</th>
              <th scope="col">{t('support.rateLimits')}</th>
            </tr>
          </thead>
          <tbody>
            {provider.users.map((u) => (
              <tr key={u.id}>
                <td>
                  {u.firstName} {u.lastName}
                  <br />
                  <span className="muted">{u.email}</span>
                </td>
                <td>
                  {u.role === 'admin' ? t('support.admin') : t('support.member')}
                  {u.isCreator ? ` · ${t('support.creator')}` : null}
                </td>
                <td>
                  {yesNo(u.verified)}
                  {u.verified ? null : (
                    <>
                      {' '}
                      <Button
                        size="sm"
                        pending={resend.isPending}
                        onClick={() =>
                          resend.mutate(
                            { providerId: provider.id, userId: u.id },
                            {
                              onSuccess: () => toast.success(t('support.resent')),
                              onError: (error) => toast.error(error.message),
                            },
                          )
                        }
                      >
                        {t('support.resend')}
                      </Button>
                    </>
                  )}
                </td>
                <td>{yesNo(u.twoFactorEnabled)}</td>
                <td>{u.lastSignInAt ? formatDateTime(u.lastSignInAt) : '—'}</td>
                <td>
                  {u.rateLimits.length ? (
                    <ul className="support__limits">
                      {u.rateLimits.map((limit) => (
                        <li key={limit.scope}>
                          {t(`support.limits.${limit.scope}`)}:{' '}
                          {t('support.releasesIn', { count: Math.ceil(limit.retryAfterSeconds / 60) })}
                        </li>
                      ))}
                    </ul>
                  ) : (
                    t('support.no')
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <h3>{t('support.seminars')}</h3>
      <ul className="support__counts">
        {(['online', 'paused', 'draft', 'expired', 'archived', 'total'] as const).map((status) => (
          <li key={status}>
            {status === 'total' ? t('support.status.total') : t(`seminarStatus.label.${status}`)}:{' '}
            <strong>{provider.seminars[status]}</strong>
          </li>
        ))}
      </ul>
      <h3>{t('support.boosts')}</h3>
      <ul className="support__counts">
        {boostStates.map((state) => (
          <li key={state}>
            {t(`support.boostState.${state}`)}: <strong>{formatNumber(provider.boosts[state])}</strong>
          </li>
        ))}
      </ul>
      <h3>{t('support.invoices')}</h3>
      {latest ? (
        <p>
          {t('support.invoiceCount', { n: formatNumber(provider.invoices.count) })}
          <br />
          {t(latest.kind === 'cancellation' ? 'support.latestCancellation' : 'support.latestInvoice', {
            number: latest.number,
            date: formatDay(latest.issuedOn),
            gross: formatMoney(latest.grossCents),
          })}
        </p>
      ) : (
        <p className="muted">{t('support.noInvoices')}</p>
      )}
      <h3>{t('support.recentActivity')}</h3>
      {provider.recentActivity.length ? (
        <ul className="support__activity">
          {provider.recentActivity.map((e) => (
            <li key={e.id}>
              {formatDateTime(e.createdAt)} · {t(`activityKind.${e.kind}`)}
              {e.subject ? `: ${e.subject}` : ''} ·{' '}
              {e.supportUser ? t('support.bySupport', { name: e.supportUser.name }) : (e.user?.name ?? '')}
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">{t('support.noActivity')}</p>
      )}
    </section>
  );
}

export function SupportPage() {
  const { t } = useTranslation();
  const { user, support } = useSession();
  const { params, setParams, hrefFor } = useListParams(supportUrlSchema);
  const searchIds = useFieldIds(undefined, null);
  const { q } = params;
  const selected = params.provider ?? null;
  // The box submits; until then its text is its own. It follows the URL changed elsewhere (Back).
  const [input, setInput] = useState(q);
  const [seenQ, setSeenQ] = useState(q);
  if (q !== seenQ) {
    setSeenQ(q);
    setInput(q);
  }
  const allowed = Boolean(user?.isSuperadmin) && !support;
  const results = useSupportSearch(q);
  const provider = useSupportProvider(allowed ? selected : null);

  if (!allowed) return <NotFound />;

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    setParams({ q: input.trim(), provider: null });
  };

  return (
    <div className="stack support">
      <PageHeader>
        <h1>{t('support.heading')}</h1>
      </PageHeader>
      <form role="search" onSubmit={onSearch} className="support__search">
        <FieldFrame label={t('support.searchLabel')} ids={searchIds}>
          <div className="support__search-row">
            <InputControl
              id={searchIds.id}
              type="search"
              value={input}
              onChange={(event) => setInput(event.target.value)}
            />
            <Button type="submit" variant="primary">
              {t('support.search')}
            </Button>
          </div>
        </FieldFrame>
      </form>
      {results.error ? (
        <Alert>
          <p>{results.error.message}</p>
        </Alert>
      ) : null}
      {results.data ? (
        <section aria-labelledby="support-results-heading" className="stack">
          <h2 id="support-results-heading">{t('support.results', { count: results.data.total })}</h2>
          <ul className="support__results">
            {results.data.providers.map((p) => (
              <li key={p.id}>
                <Link to={hrefFor({ provider: p.id })} aria-current={p.id === selected ? 'true' : undefined}>
                  {p.name}
                </Link>{' '}
                <span className="muted">{t('support.providerShort', { number: p.providerNumber, city: p.city })}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {provider.error ? (
        <Alert>
          <p>{provider.error.message}</p>
        </Alert>
      ) : null}
      {provider.data ? <ProviderState provider={provider.data.provider} /> : null}
    </div>
  );
}
