/**
 * The overview's lead activity (GET /overview `leadActivity`, docs/api.md): how many
 * inquiries there are, which wait to be read, and the latest lead events with links to the lead.
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { LeadActivity as LeadActivityData } from '@bu/contracts';
import { formatDateTime } from '../../lib/format';

export function LeadActivity({ activity }: { activity: LeadActivityData }) {
  const { t } = useTranslation();
  const figures = [
    { key: 'newLast7Days', value: activity.newLast7Days },
    { key: 'unread', value: activity.unread },
    { key: 'unreadConversations', value: activity.unreadConversations },
    { key: 'total', value: activity.total },
  ] as const;
  return (
    <section aria-labelledby="overview-leads">
      <h3 id="overview-leads">{t('overview.leads.heading')}</h3>
      <dl className="status-counts">
        {figures.map(({ key, value }) => (
          <div key={key} className="status-counts__item">
            <dt>{t(`overview.leads.${key}`)}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {activity.recent.length === 0 ? (
        <p className="muted">{t('overview.leads.empty')}</p>
      ) : (
        <ul className="overview-list">
          {activity.recent.map((event) => (
            <li key={`${event.leadId}-${event.kind}-${event.createdAt}`} className="overview-list__item">
              <Link to={`/leads/${encodeURIComponent(event.leadId)}`}>
                {event.firstName} {event.lastName}
              </Link>{' '}
              {t(`overview.leads.kinds.${event.kind}`)}
              {event.seminarTitle ? <> · {event.seminarTitle}</> : null}{' '}
              <span className="muted">
                <time dateTime={event.createdAt}>{formatDateTime(event.createdAt)}</time>
              </span>
            </li>
          ))}
        </ul>
      )}
      <p>
        <Link to="/leads">{t('overview.leads.toList')}</Link>
      </p>
    </section>
  );
}
