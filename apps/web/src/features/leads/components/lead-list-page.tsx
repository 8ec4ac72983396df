/**
 * The lead list (/leads, seed §2 and §4): filters by stage, unread only, seminar (searched on
 * the server through the seminar picker), owner and search; sort by created or last activity;
 * pagination — all kept in the URL (`useListParams`), so a filtered view can be bookmarked and
 * shared. Unread leads stand out (bold, a dot, and the word for screen readers). The CSV
 * export takes the same filters. On narrow screens the table reads as stacked cards.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Download, Inbox, Plus } from 'lucide-react';
import {
  LEAD_PAGE_SIZES,
  LEAD_SORT_DEFAULT,
  leadListQuerySchema,
  leadSorts,
  leadStages,
  type Lead,
  type LeadStage,
} from '@bu/contracts';
import { Alert } from '../../../components/ui/alert';
import { Button, ButtonLink } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { FilterBar, FilterCheckbox, FilterSelect, SearchField } from '../../../components/ui/filter-bar';
import { Pagination } from '../../../components/ui/pagination';
import { SkeletonList } from '../../../components/ui/skeleton';
import { StatusBadge, type BadgeTone } from '../../../components/ui/status-badge';
import { PageHeader } from '../../../components/ui/page-header';
import { DataCell, DataHead, DataMeta, DataRow, DataTable, DataTitle } from '../../../components/ui/data-table';
import { CountBadge } from '../../../components/ui/badge';
import { formatDateTime } from '../../../lib/format';
import { useDebouncedValue, useListParams } from '../../../lib/list-params';
import { toast } from '../../../lib/toast';
import { downloadLeadsCsv, useLeadList } from '../api';
import { NoticeDeadline } from './participant-card';
import { SeminarFilter } from '../../seminars';
import '../leads.css';

const stageTones: Record<LeadStage, BadgeTone> = {
  new: 'accent',
  open: 'info',
  waiting: 'warning',
  booked: 'success',
  archived: 'neutral',
  closed: 'neutral',
};

function LeadStageBadge({ stage }: { stage: LeadStage }) {
  const { t } = useTranslation();
  return <StatusBadge tone={stageTones[stage]}>{t(`leadStage.${stage}`)}</StatusBadge>;
}

export function LeadListPage() {
  const { t } = useTranslation();
  const { params, raw, setParams, reset, filtered } = useListParams(leadListQuerySchema);
  const q = useDebouncedValue(params.q, 300);
  const filter = {
    stage: params.stage,
    unread: params.unread,
    seminarId: params.seminarId,
    ownerId: params.ownerId,
    q,
    sort: params.sort,
  };
  const list = useLeadList({ ...filter, page: params.page, pageSize: params.pageSize });
  const [exporting, setExporting] = useState(false);

  const data = list.data;
  const total = data?.total ?? 0;

  const exportCsv = async () => {
    if (exporting) return;
    setExporting(true);
    try {
      await downloadLeadsCsv(filter);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : t('errors.INTERNAL'));
    } finally {
      setExporting(false);
    }
  };

  return (
    <section className="stack" aria-labelledby="leads-heading">
      <PageHeader
        actions={
          <>
            <Button
              icon={Download}
              pending={exporting}
              pendingLabel={t('leads.list.exporting')}
              onClick={() => void exportCsv()}
            >
              {t('leads.list.export')}
            </Button>
            <ButtonLink to="/leads/new" variant="primary" icon={Plus}>
              {t('leads.list.create')}
            </ButtonLink>
          </>
        }
      >
        <h1 id="leads-heading">{t('leads.list.heading')}</h1>
      </PageHeader>

      <FilterBar label={t('leads.list.filters')} onReset={filtered ? reset : undefined}>
        <SearchField
          label={t('leads.list.search')}
          placeholder={t('leads.list.searchPlaceholder')}
          value={raw('q')}
          onChange={(value) => setParams({ q: value }, { replace: true })}
        />
        <FilterSelect
          label={t('leads.list.stage')}
          value={params.stage ?? ''}
          onChange={(value) => setParams({ stage: value })}
        >
          <option value="">
            {data ? t('leads.list.allStagesCount', { count: data.counts.all }) : t('leads.list.allStages')}
          </option>
          {leadStages.map((stage) => (
            <option key={stage} value={stage}>
              {data ? `${t(`leadStage.${stage}`)} (${data.counts[stage]})` : t(`leadStage.${stage}`)}
            </option>
          ))}
        </FilterSelect>
        <SeminarFilter
          label={t('leads.list.seminar')}
          allLabel={t('leads.list.allSeminars')}
          clearLabel={t('leads.list.clearSeminar')}
          value={params.seminarId}
          onChange={(seminarId) => setParams({ seminarId: seminarId ?? null })}
        />
        <FilterSelect
          label={t('leads.list.owner')}
          value={params.ownerId ?? ''}
          onChange={(value) => setParams({ ownerId: value })}
        >
          <option value="">{t('leads.list.allOwners')}</option>
          <option value="none">{t('leads.list.noOwner')}</option>
          {(data?.owners ?? []).map((owner) => (
            <option key={owner.id} value={owner.id}>
              {owner.firstName} {owner.lastName}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect
          label={t('leads.list.sort')}
          value={params.sort}
          clearValue={LEAD_SORT_DEFAULT}
          onChange={(value) => setParams({ sort: value === LEAD_SORT_DEFAULT ? undefined : value })}
        >
          {leadSorts.map((sort) => (
            <option key={sort} value={sort}>
              {t(`leads.list.sorts.${sort}`)}
            </option>
          ))}
        </FilterSelect>
        <FilterCheckbox
          label={data ? t('leads.list.unreadOnlyCount', { count: data.counts.unread }) : t('leads.list.unreadOnly')}
          chipLabel={t('leads.list.unreadOnly')}
          checked={Boolean(params.unread)}
          onChange={(unread) => setParams({ unread })}
        />
      </FilterBar>

      {list.error ? <Alert>{list.error.message}</Alert> : null}

      {!data ? (
        <SkeletonList rows={5} columns={5} />
      ) : total === 0 ? (
        <EmptyState
          icon={Inbox}
          title={filtered ? t('leads.list.emptyFiltered') : t('leads.list.empty')}
          description={filtered ? t('leads.list.emptyFilteredText') : t('leads.list.emptyText')}
          action={
            filtered ? (
              <Button onClick={reset}>{t('leads.list.resetFilters')}</Button>
            ) : (
              <ButtonLink to="/seminars">{t('leads.list.emptyAction')}</ButtonLink>
            )
          }
        />
      ) : (
        <DataTable className="leads-table" aria-labelledby="leads-heading" aria-busy={list.isFetching || undefined}>
          <thead>
            <tr>
              <DataHead>{t('leads.list.columns.name')}</DataHead>
              <DataHead>{t('leads.list.columns.seminar')}</DataHead>
              <DataHead>{t('leads.list.columns.stage')}</DataHead>
              <DataHead>{t('leads.list.columns.noticeDeadline')}</DataHead>
              <DataHead>{t('leads.list.columns.owner')}</DataHead>
              <DataHead>{t('leads.list.columns.lastActivity')}</DataHead>
            </tr>
          </thead>
          <tbody>
            {data.leads.map((lead) => (
              <LeadRow key={lead.id} lead={lead} />
            ))}
          </tbody>
        </DataTable>
      )}

      {data ? (
        <Pagination
          page={params.page}
          pageSize={params.pageSize}
          total={total}
          pageSizes={LEAD_PAGE_SIZES}
          onPageChange={(page) => setParams({ page }, { resetPage: false })}
          onPageSizeChange={(pageSize) => setParams({ pageSize })}
        />
      ) : null}
    </section>
  );
}

/**
 * One lead in at most two lines (ADR 023: ~48 px rows, so ten or more leads fit a 1366 px
 * screen): each cell's fact on the first line, its detail on the second; pills never wrap.
 */
function LeadRow({ lead }: { lead: Lead }) {
  const { t } = useTranslation();
  const name = `${lead.firstName} ${lead.lastName}`;
  return (
    <DataRow unread={lead.unread} className={lead.unread ? 'leads-table__row--unread' : undefined}>
      <DataCell kind="primary">
        <span className="leads-table__name">
          <DataTitle to={`/leads/${lead.id}`}>
            {lead.unread ? <span className="unread-dot" aria-hidden="true" /> : null}
            {name}
            {lead.unread ? (
              <>
                {' '}
                <span className="visually-hidden">({t('leads.list.unread')})</span>
              </>
            ) : null}
          </DataTitle>
          {lead.unreadMessages > 0 ? (
            <CountBadge
              count={lead.unreadMessages}
              label={t('leads.list.unreadMessages', { count: lead.unreadMessages })}
              title={t('leads.list.unreadMessages', { count: lead.unreadMessages })}
            />
          ) : null}
        </span>
        {lead.answerOverdue ? (
          <DataMeta plain>
            {/* The short word in the pill; the whole sentence for screen readers and as its tooltip. */}
            <span title={t('leads.paperwork.answerOverdue')}>
              <StatusBadge tone="warning">
                <span aria-hidden="true">{t('leads.list.answerOverdueShort')}</span>
                <span className="visually-hidden">{t('leads.paperwork.answerOverdue')}</span>
              </StatusBadge>
            </span>
          </DataMeta>
        ) : null}
      </DataCell>
      <td data-label={t('leads.list.columns.seminar')}>
        {lead.seminarTitle ? (
          <span className="leads-table__seminar" title={lead.seminarTitle}>
            {lead.seminarTitle}
          </span>
        ) : (
          <span className="muted">{t('leads.list.noSeminar')}</span>
        )}
      </td>
      <td data-label={t('leads.list.columns.stage')}>
        <span>
          <LeadStageBadge stage={lead.stage} />
          {lead.waitlistPosition ? (
            <DataMeta>{t('leads.paperwork.position', { position: lead.waitlistPosition })}</DataMeta>
          ) : null}
        </span>
      </td>
      <td data-label={t('leads.list.columns.noticeDeadline')}>
        <NoticeDeadline deadline={lead.employerNoticeDeadline} seminarStart={lead.seminarStartDate} compact />
      </td>
      <td data-label={t('leads.list.columns.owner')}>
        {lead.owner ? (
          `${lead.owner.firstName} ${lead.owner.lastName}`
        ) : (
          <span className="muted">{t('leads.list.noOwner')}</span>
        )}
      </td>
      <td data-label={t('leads.list.columns.lastActivity')} className="leads-table__dates">
        <span>
          <time dateTime={lead.lastActivityAt}>{formatDateTime(lead.lastActivityAt)}</time>
          {/* The day it came in, under the last activity: a column of its own did not fit 1366 px. */}
          <DataMeta>
            {t('leads.list.columns.created')} <time dateTime={lead.createdAt}>{formatDateTime(lead.createdAt)}</time>
          </DataMeta>
        </span>
      </td>
    </DataRow>
  );
}
