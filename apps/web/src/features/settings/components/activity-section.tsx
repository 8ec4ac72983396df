/**
 * The activity log for admins (issue 12): who did what and when, filtered by person and kind,
 * paged, exportable as CSV. Support entries name the support person. Filters and page are the
 * list kit's: kept in the URL (`useListParams`), shown by `FilterBar` and `Pagination`.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  activityKinds,
  activityQuerySchema,
  seminarStatuses,
  type ActivityEntry,
  type SeminarStatus,
} from '@bu/contracts';
import { Download } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { FilterBar, FilterSelect } from '../../../components/ui/filter-bar';
import { Pagination } from '../../../components/ui/pagination';
import { Alert } from '../../../components/ui/alert';
import { DataCell, DataHead, DataTable } from '../../../components/ui/data-table';
import { formatDateTime, formatDay } from '../../../lib/format';
import { useListParams } from '../../../lib/list-params';
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
  const { t } = useTranslation();
  const { params, setParams, reset, filtered } = useListParams(activityQuerySchema);
  const [exporting, setExporting] = useState(false);
  const activity = useActivity(params);
  const data = activity.data;

  const exportCsv = async () => {
    setExporting(true);
    try {
      await securityApi.exportActivity({ kind: params.kind, userId: params.userId });
    } catch (error) {
      toast.error((error as Error).message);
    } finally {
      setExporting(false);
    }
  };

  return (
    <div className="stack">
      <p className="muted">{t('security.activity.intro')}</p>
      <FilterBar label={t('ui.filters')} onReset={filtered ? reset : undefined}>
        <FilterSelect
          label={t('security.activity.person')}
          value={params.userId ?? ''}
          onChange={(userId) => setParams({ userId })}
        >
          <option value="">{t('security.activity.everyone')}</option>
          {data?.people.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect
          label={t('security.activity.kind')}
          value={params.kind ?? ''}
          onChange={(kind) => setParams({ kind })}
        >
          <option value="">{t('security.activity.allKinds')}</option>
          {activityKinds.map((k) => (
            <option key={k} value={k}>
              {t(`activityKind.${k}`)}
            </option>
          ))}
        </FilterSelect>
      </FilterBar>
      <div className="button-row">
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
          <DataTable className="activity-table" aria-busy={activity.isFetching || undefined}>
            <caption className="visually-hidden">{t('security.activity.caption', { count: data.total })}</caption>
            <thead>
              <tr>
                <DataHead>{t('security.activity.when')}</DataHead>
                <DataHead>{t('security.activity.who')}</DataHead>
                <DataHead>{t('security.activity.what')}</DataHead>
              </tr>
            </thead>
            <tbody>
              {data.entries.map((entry) => (
                <tr key={entry.id}>
                  <DataCell kind="primary">{formatDateTime(entry.createdAt)}</DataCell>
                  <td data-label={t('security.activity.who')}>
                    <Who entry={entry} />
                  </td>
                  <td data-label={t('security.activity.what')}>
                    <What entry={entry} label={t(`activityKind.${entry.kind}`)} />
                  </td>
                </tr>
              ))}
            </tbody>
          </DataTable>
        </div>
      ) : null}
      {data ? (
        <Pagination
          page={params.page}
          pageSize={data.pageSize}
          total={data.total}
          onPageChange={(page) => setParams({ page }, { resetPage: false })}
        />
      ) : null}
    </div>
  );
}
