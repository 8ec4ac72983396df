/**
 * Home (seed §2): the greeting and three cards — seminars (counts by status, seminars that
 * start within 30 days flagged with links, "book a boost" while any is online), activities (latest changes and lead activity) and the provider
 * profile status (completeness when the profile API answers it).
 */
import type { QueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EXPIRING_WITHIN_DAYS, formatDate, germanStates, seminarStatuses } from '@bu/contracts';
import { Rocket, UserRound } from 'lucide-react';
import { formatDay, formatPercent } from '../../lib/format';
import { currentLanguage } from '../../lib/i18n';
import { Alert } from '../../components/ui/alert';
import { ButtonLink } from '../../components/ui/button';
import { SkeletonCard } from '../../components/ui/skeleton';
import { providerProfileQuery } from '../../lib/query-keys';
import { useSession } from '../../lib/session';
import {
  SeminarDates,
  SeminarStatusBadge,
  seminarOverviewQuery,
  useProviderCompleteness,
  useSeminarOverview,
} from '../seminars';
import { LeadActivity } from './lead-activity';

/** The overview's queries, started before the first render when the app opens here (routes.ts). */
export function prefetchOverview(queryClient: QueryClient) {
  void queryClient.prefetchQuery(seminarOverviewQuery());
  void queryClient.prefetchQuery(providerProfileQuery());
}

const editPath = (id: string) => `/seminars/edit?id=${encodeURIComponent(id)}`;

function CardSkeleton() {
  return (
    <div aria-hidden="true">
      <span className="skeleton skeleton--line" />
      <span className="skeleton skeleton--line" />
    </div>
  );
}

export function OverviewPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const overview = useSeminarOverview();
  const completeness = useProviderCompleteness();
  const data = overview.data;
  const counts = data?.counts;
  const expiring = data?.expiringSoon ?? [];
  const recent = data?.recentlyChanged ?? [];
  const language = currentLanguage();
  const stateName = (code: string) => germanStates.find((s) => s.code === code)?.[language] ?? code;

  return (
    <section className="stack" aria-labelledby="overview-heading">
      <h1 id="overview-heading">
        {user?.firstName ? t('overview.greeting', { name: user.firstName }) : t('overview.greetingNoName')}
      </h1>
      <p className="lead">{t('overview.intro')}</p>
      {overview.error ? <Alert>{overview.error.message}</Alert> : null}
      {/* Until the overview answers, one placeholder holds the cards' place: the cards then come in
          below everything already shown, so nothing on screen moves (no layout shift). */}
      {data || overview.error ? (
        <div className="overview-cards">
          <section
            className="card overview-card"
            aria-labelledby="overview-seminars"
            aria-busy={overview.isPending || undefined}
          >
            <h2 id="overview-seminars">{t('overview.seminars.heading')}</h2>
            {counts ? (
              <>
                <p className="overview-card__total">{t('overview.seminars.total', { count: counts.total ?? 0 })}</p>
                <dl className="status-counts">
                  {seminarStatuses.map((status) => (
                    <div key={status} className="status-counts__item">
                      <dt>
                        <SeminarStatusBadge status={status} />
                      </dt>
                      <dd>{counts[status] ?? 0}</dd>
                    </div>
                  ))}
                </dl>
                <h3>{t('overview.seminars.expiringHeading', { days: EXPIRING_WITHIN_DAYS })}</h3>
                {expiring.length === 0 ? (
                  <p className="muted">{t('overview.seminars.noneExpiring')}</p>
                ) : (
                  <ul className="overview-list">
                    {expiring.map((seminar) => (
                      <li key={seminar.id} className="overview-list__item overview-list__item--expiring">
                        <span className="expiring-flag">{t('seminarStatus.startsSoon')}</span>{' '}
                        <Link to={editPath(seminar.id)}>{seminar.title}</Link>
                        <SeminarDates
                          startDate={seminar.startDate}
                          endDate={seminar.endDate}
                          dateComment={seminar.dateComment}
                        />
                      </li>
                    ))}
                  </ul>
                )}
                <p>
                  <Link to="/seminars">{t('overview.seminars.toList')}</Link>
                </p>
                {counts.online > 0 ? (
                  <div className="stack">
                    <p className="muted">{t('overview.seminars.boostHint')}</p>
                    <ButtonLink to="/seminars/boost" icon={Rocket}>
                      {t('overview.seminars.boost')}
                    </ButtonLink>
                  </div>
                ) : null}
              </>
            ) : (
              <CardSkeleton />
            )}
          </section>

          <section
            className="card overview-card"
            aria-labelledby="overview-recognitions"
            aria-busy={overview.isPending || undefined}
          >
            <h2 id="overview-recognitions">{t('recognitions.overviewHeading')}</h2>
            {data ? (
              <>
                <h3>{t('recognitions.overviewExpiring')}</h3>
                {data.recognitionsExpiring.length === 0 ? (
                  <p className="muted">{t('recognitions.overviewNoneExpiring')}</p>
                ) : (
                  <ul className="overview-list">
                    {data.recognitionsExpiring.map((r) => (
                      <li
                        key={`${r.seminarId ?? 'provider'}-${r.state}-${r.number ?? ''}-${r.validUntil}`}
                        className="overview-list__item overview-list__item--expiring"
                      >
                        <strong>{stateName(r.state)}</strong>
                        {r.number ? ` (${r.number})` : ''}
                        {' – '}
                        {r.seminarId ? (
                          <Link to={editPath(r.seminarId)}>{r.seminarTitle}</Link>
                        ) : (
                          <Link to="/recognitions">{t('recognitions.overviewProviderLevel')}</Link>
                        )}{' '}
                        <span className="expiring-flag">
                          {t('recognitions.overviewValidUntil', { date: formatDate(r.validUntil, language) })}
                        </span>
                      </li>
                    ))}
                  </ul>
                )}
                {data.applicationsDue.length ? (
                  <>
                    <h3>{t('recognitions.overviewApplications')}</h3>
                    <ul className="overview-list">
                      {data.applicationsDue.map((a) => (
                        <li key={`${a.seminarId}-${a.state}`} className="overview-list__item">
                          <strong>{stateName(a.state)}</strong>
                          {' – '}
                          <Link to={editPath(a.seminarId)}>{a.seminarTitle}</Link>{' '}
                          <span className="muted">
                            {t('recognitions.overviewApplyBy', {
                              date: formatDate(a.applicationDeadline, language),
                            })}
                          </span>
                        </li>
                      ))}
                    </ul>
                  </>
                ) : null}
                <p>
                  <Link to="/recognitions">{t('recognitions.overviewToRegister')}</Link>
                </p>
              </>
            ) : (
              <CardSkeleton />
            )}
          </section>

          <section
            className="card overview-card"
            aria-labelledby="overview-activities"
            aria-busy={overview.isPending || undefined}
          >
            <h2 id="overview-activities">{t('overview.activities.heading')}</h2>
            {data ? (
              <>
                {recent.length === 0 ? (
                  <p className="muted">{t('overview.activities.empty')}</p>
                ) : (
                  <ul className="overview-list">
                    {recent.map((seminar) => (
                      <li key={seminar.id} className="overview-list__item">
                        <Link to={editPath(seminar.id)}>{seminar.title}</Link>{' '}
                        <SeminarStatusBadge status={seminar.status} />{' '}
                        <span className="muted">
                          {t('overview.activities.changedOn', { date: formatDay(seminar.updatedAt) })}
                        </span>
                      </li>
                    ))}
                  </ul>
                )}
                {data.leadActivity ? <LeadActivity activity={data.leadActivity} /> : null}
              </>
            ) : (
              <CardSkeleton />
            )}
          </section>

          <section className="card overview-card" aria-labelledby="overview-profile">
            <h2 id="overview-profile">{t('overview.profile.heading')}</h2>
            {typeof completeness.data === 'number' ? (
              <>
                <p>{t('overview.profile.completeness', { percent: formatPercent(completeness.data / 100) })}</p>
                <progress max={100} value={completeness.data} aria-label={t('overview.profile.completenessLabel')} />
              </>
            ) : (
              <p>{t('overview.profile.text')}</p>
            )}
            <p>
              <ButtonLink to="/profile" icon={UserRound}>
                {t('overview.profile.link')}
              </ButtonLink>
            </p>
          </section>
        </div>
      ) : (
        <SkeletonCard label={t('overview.loading')} lines={5} />
      )}
    </section>
  );
}
