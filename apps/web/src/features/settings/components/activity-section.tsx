/**
 * The activity log for admins (issue 12): who did what and when, filtered by person and kind,
 * paged, exportable as CSV. Support entries name the support person.
 */
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  activityKindLabels,
  activityKinds,
  seminarStatuses,
  type ActivityEntry,
  type ActivityKind,
  type SeminarStatus,
} from '@bu/contracts';
import { ChevronLeft, ChevronRight, Download } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { isLanguage } from '../../../lib/i18n';
import { Alert } from '../../../components/ui/alert';
import { formatDateTime, formatDay } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { securityApi, useActivity } from '../security-api';
import '../../../components/ui/pagination.css';

function Who({ entry }: { entry: ActivityEntry }) {
  const { t } = useTranslation();
  if (entry.supportUser) return <>{t('security.activity.bySupport', { name: entry.supportUser.name })}</>;
  return <>{entry.user?.name || t('security.activity.nobody')}</>;
}

const isSeminarStatus = (value: unknown): value is SeminarStatus =>
  (seminarStatuses as readonly unknown[]).includes(value);

/** A "from → to" value as the UI shows it: days and instants in the UI language, a seminar state by its word. */
function useDetailValue() {
  const { t } = useTranslation();
  return (entry: ActivityEntry, value: string | number | boolean | null) => {
    if (entry.kind === 'seminar_status_changed' && isSeminarStatus(value)) return t(`seminarStatus.label.${value}`);
    if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return formatDay(value);
    if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(value)) return formatDateTime(value);
    return String(value);
  };
}

function What({ entry, label }: { entry: ActivityEntry; label: string }) {
  const detailValue = useDetailValue();
  const from = entry.details.from;
  const to = entry.details.to;
  return (
    <>
      {label}
      {entry.subject ? <>: {entry.subject}</> : null}
      {from !== undefined && to !== undefined ? (
        <span className="muted">
          {' '}
          ({detailValue(entry, from)} → {detailValue(entry, to)})
        </span>
      ) : null}
      {typeof entry.details.call === 'string' ? (
        <span className="muted">
          {' '}
          ({String(entry.details.method)} {entry.details.call})
        </span>
      ) : null}
    </>
  );
}

export function ActivitySection() {
  const { t, i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : 'de';
  const kindId = useId();
  const personId = useId();
  const [kind, setKind] = useState<ActivityKind | ''>('');
  const [userId, setUserId] = useState('');
  const [page, setPage] = useState(1);
  const [exporting, setExporting] = useState(false);
  const filter = { kind: kind || undefined, userId: userId || undefined, page };
  const activity = useActivity(filter);
  const data = activity.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  const exportCsv = async () => {
    setExporting(true);
    try {
      await securityApi.exportActivity({ kind: filter.kind, userId: filter.userId });
    } catch (error) {
      toast.error((error as Error).message);
    } finally {
      setExporting(false);
    }
  };

  return (
    <div className="stack">
      <p className="muted">{t('security.activity.intro')}</p>
      <div className="activity__filters">
        <div className="field field--inline">
          <label htmlFor={personId} className="field__label">
            {t('security.activity.person')}
          </label>
          <select
            id={personId}
            className="field__control"
            value={userId}
            onChange={(event) => {
              setUserId(event.target.value);
              setPage(1);
            }}
          >
            <option value="">{t('security.activity.everyone')}</option>
            {data?.people.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
          </select>
        </div>
        <div className="field field--inline">
          <label htmlFor={kindId} className="field__label">
            {t('security.activity.kind')}
          </label>
          <select
            id={kindId}
            className="field__control"
            value={kind}
            onChange={(event) => {
              setKind(event.target.value as ActivityKind | '');
              setPage(1);
            }}
          >
            <option value="">{t('security.activity.allKinds')}</option>
            {activityKinds.map((k) => (
              <option key={k} value={k}>
                {activityKindLabels[k][language]}
              </option>
            ))}
          </select>
        </div>
        <Button size="sm" icon={Download} pending={exporting} onClick={() => void exportCsv()}>
          {t('security.activity.export')}
        </Button>
      </div>
      {activity.error ? (
        <Alert>
          <p>{activity.error.message}</p>
        </Alert>
      ) : null}
      {data && data.entries.length === 0 ? <p>{t('security.activity.empty')}</p> : null}
      {data && data.entries.length > 0 ? (
        <div>
          <table className="data-table activity-table" aria-busy={activity.isFetching || undefined}>
            <caption className="visually-hidden">{t('security.activity.caption', { count: data.total })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('security.activity.when')}</th>
                <th scope="col">{t('security.activity.who')}</th>
                <th scope="col">{t('security.activity.what')}</th>
              </tr>
            </thead>
            <tbody>
              {data.entries.map((entry) => (
                <tr key={entry.id}>
                  <td className="data-table__primary">{formatDateTime(entry.createdAt)}</td>
                  <td data-label={t('security.activity.who')}>
                    <Who entry={entry} />
                  </td>
                  <td data-label={t('security.activity.what')}>
                    <What entry={entry} label={activityKindLabels[entry.kind][language]} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {pages > 1 ? (
        <nav className="pagination" aria-label={t('security.activity.pages')}>
          <Button size="sm" icon={ChevronLeft} disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {t('security.activity.previous')}
          </Button>
          <span>{t('security.activity.page', { page, pages })}</span>
          <Button size="sm" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            {t('security.activity.next')}
            <ChevronRight aria-hidden="true" size={18} className="button__icon" />
          </Button>
        </nav>
      ) : null}
    </div>
  );
}
