/**
 * The overview's latest lead events (GET /overview `leadActivity.recent`, docs/api.md), each
 * linking to its lead, in both languages. The counts are the key figures' and the to-do card's.
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { LeadActivity as LeadActivityData } from '@bu/contracts';
import { formatDateTime } from '../../lib/format';
import './overview.css';

export function LeadActivity({ activity }: { activity: LeadActivityData }) {
  const { t } = useTranslation();
  if (activity.recent.length === 0) return null;
  return (
    <section aria-labelledby="overview-leads" className="overview-card__part">
      <h3 id="overview-leads" className="overview-card__subtitle">
        {t('overview.leads.heading')}
      </h3>
      <ul className="overview-list">
        {activity.recent.map((event) => (
          <li key={`${event.leadId}-${event.kind}-${event.createdAt}`} className="overview-list__item">
            <span className="overview-list__main">
              <Link to={`/leads/${encodeURIComponent(event.leadId)}`}>
                {event.firstName} {event.lastName}
              </Link>{' '}
              {t(`overview.leads.kinds.${event.kind}`)}
              {event.seminarTitle ? <> · {event.seminarTitle}</> : null}
            </span>{' '}
            <span className="overview-list__meta muted">
              <time dateTime={event.createdAt}>{formatDateTime(event.createdAt)}</time>
            </span>
          </li>
        ))}
      </ul>
      <p className="overview-card__more">
        <Link to="/leads">{t('overview.leads.toList')}</Link>
      </p>
    </section>
  );
}
