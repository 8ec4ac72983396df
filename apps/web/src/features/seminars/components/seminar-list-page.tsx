/**
 * The seminar list (/seminars, seed §2): tabs, search, category, owner and location filters
 * (the locations page links here with `locationId`), sorter and pagination, all kept in the URL (`useListParams`); per seminar one status badge and a row
 * action menu (edit, preview, duplicate, boost, status change, delete); "publish all drafts"
 * with its paid confirmation; the CSV import and export (issue 44) one link away. On narrow screens the table reads as stacked cards.
 */
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  Archive,
  CalendarClock,
  Copy,
  Eye,
  EyeOff,
  FileStack,
  FileUp,
  Pencil,
  Plus,
  Rocket,
  Send,
  Trash2,
} from 'lucide-react';
import {
  SEMINAR_PAGE_SIZES,
  SEMINAR_SORT_CLIENT_DEFAULT,
  seminarListQuerySchema,
  seminarSorts,
  seminarStatusTransitions,
  seminarTabs,
  type Seminar,
  type StoredSeminarStatus,
} from '@bu/contracts';
import { ActionMenu, type ActionMenuItem } from '../../../components/ui/action-menu';
import { Alert } from '../../../components/ui/alert';
import { Button, ButtonLink } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { FilterBar, FilterSelect, SearchField } from '../../../components/ui/filter-bar';
import { Pagination } from '../../../components/ui/pagination';
import { SkeletonList } from '../../../components/ui/skeleton';
import { PageHeader } from '../../../components/ui/page-header';
import { TabLink, Tabs } from '../../../components/ui/tabs';
import { DataCell, DataHead, DataMeta, DataTable, DataTitle } from '../../../components/ui/data-table';
import { currentLanguage } from '../../../lib/i18n';
import { useDebouncedValue, useListParams } from '../../../lib/list-params';
import { inLanguage, seminarPath } from '../../../lib/marketplace-paths';
import { toast } from '../../../lib/toast';
import { useDeleteSeminar, useDuplicateSeminar, useSeminarList, useSeminarStatusChange } from '../api';
import { PublishDraftsDialog } from './publish-drafts-dialog';
import { publishCosts, SeminarCostConfirmDialog } from './seminar-cost-confirm-dialog';
import { SeminarDates } from './seminar-dates';
import { SeminarStatusBadge } from './status-badge';
import { buildCategoryList } from '../categories';

export function SeminarListPage() {
  const { t } = useTranslation();
  const language = currentLanguage();
  const { params, raw, setParams, hrefFor, reset, filtered } = useListParams(seminarListQuerySchema);
  const q = useDebouncedValue(params.q, 300);
  const sort = params.sort ?? SEMINAR_SORT_CLIENT_DEFAULT;
  const list = useSeminarList({
    tab: params.tab,
    q,
    categoryId: params.categoryId,
    selectedOwner: params.selectedOwner,
    locationId: params.locationId,
    sort,
    page: params.page,
    pageSize: params.pageSize,
  });
  const [publishOpen, setPublishOpen] = useState(false);

  const data = list.data;
  const categories = useMemo(
    () => buildCategoryList(data?.seminar_categories, language),
    [data?.seminar_categories, language],
  );
  const categoryLabel = (id: number | null) => categories.find((c) => c.id === id)?.label ?? '';
  const total = data?.total ?? 0;
  const locations = data?.providerLocations ?? [];

  return (
    <section className="stack seminar-list" aria-labelledby="seminar-list-heading">
      <PageHeader
        actions={
          <>
            <Button icon={FileStack} onClick={() => setPublishOpen(true)}>
              {t('seminars.list.publishDrafts')}
            </Button>
            <ButtonLink to="/seminars/import" icon={FileUp}>
              {t('seminars.list.import')}
            </ButtonLink>
            <ButtonLink to="/seminars/create" variant="primary" icon={Plus}>
              {t('seminars.list.create')}
            </ButtonLink>
          </>
        }
      >
        <h1 id="seminar-list-heading">{t('seminars.list.heading')}</h1>
      </PageHeader>

      <Tabs label={t('seminars.list.tabsLabel')}>
        {seminarTabs.map((tab) => (
          <TabLink
            key={tab}
            to={hrefFor({ tab })}
            current={tab === params.tab}
            onClick={(event) => {
              event.preventDefault();
              setParams({ tab });
            }}
          >
            {t(`seminars.list.tabs.${tab}`)}
          </TabLink>
        ))}
      </Tabs>

      <FilterBar label={t('ui.filters')} onReset={filtered ? reset : undefined}>
        <SearchField
          label={t('seminars.list.search')}
          placeholder={t('seminars.list.searchPlaceholder')}
          value={raw('q')}
          onChange={(value) => setParams({ q: value }, { replace: true })}
        />
        <FilterSelect
          label={t('seminars.list.category')}
          value={params.categoryId ?? ''}
          onChange={(value) => setParams({ categoryId: value })}
        >
          <option value="">{t('seminars.list.allCategories')}</option>
          {categories.map((category) => (
            <option key={category.id} value={category.id}>
              {category.label}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect
          label={t('seminars.list.owner')}
          value={params.selectedOwner ?? ''}
          onChange={(value) => setParams({ selectedOwner: value })}
        >
          <option value="">{t('seminars.list.allOwners')}</option>
          {(data?.owners ?? []).map((owner) => (
            <option key={owner.id} value={owner.id}>
              {owner.firstName} {owner.lastName}
            </option>
          ))}
        </FilterSelect>
        {locations.length || params.locationId ? (
          <FilterSelect
            label={t('seminars.list.location')}
            value={params.locationId ?? ''}
            onChange={(value) => setParams({ locationId: value })}
          >
            <option value="">{t('seminars.list.allLocations')}</option>
            {params.locationId && !locations.some((l) => l.id === params.locationId) ? (
              <option value={params.locationId}>{t('seminars.list.unknownLocation')}</option>
            ) : null}
            {locations.map((location) => (
              <option key={location.id} value={location.id}>
                {location.formattedAddress}
              </option>
            ))}
          </FilterSelect>
        ) : null}
        <FilterSelect
          label={t('seminars.list.sort')}
          value={sort}
          clearValue={SEMINAR_SORT_CLIENT_DEFAULT}
          onChange={(value) => setParams({ sort: value === SEMINAR_SORT_CLIENT_DEFAULT ? undefined : value })}
        >
          {seminarSorts.map((option) => (
            <option key={option} value={option}>
              {t(`seminars.list.sorts.${option}`)}
            </option>
          ))}
        </FilterSelect>
      </FilterBar>

      {list.error ? <Alert>{list.error.message}</Alert> : null}

      {!data ? (
        <SkeletonList rows={5} columns={4} />
      ) : total === 0 ? (
        filtered ? (
          <EmptyState
            title={t('seminars.list.emptyFiltered')}
            description={t('seminars.list.emptyFilteredText')}
            action={<Button onClick={reset}>{t('seminars.list.resetFilters')}</Button>}
          />
        ) : (
          <EmptyState
            title={t('seminars.list.empty')}
            description={t('seminars.list.emptyText')}
            action={
              <ButtonLink to="/seminars/create" variant="primary" icon={Plus}>
                {t('seminars.list.createFirst')}
              </ButtonLink>
            }
          />
        )
      ) : (
        <DataTable aria-busy={list.isFetching || undefined} aria-labelledby="seminar-list-heading">
          <thead>
            <tr>
              <DataHead>{t('seminars.list.columns.title')}</DataHead>
              <DataHead>{t('seminars.list.columns.dates')}</DataHead>
              <DataHead>{t('seminars.list.columns.status')}</DataHead>
              <DataHead kind="numeric">{t('seminars.list.columns.participants')}</DataHead>
              <DataHead kind="numeric">{t('seminars.list.columns.conversations')}</DataHead>
              <DataHead kind="actions">
                <span className="visually-hidden">{t('seminars.list.columns.actions')}</span>
              </DataHead>
            </tr>
          </thead>
          <tbody>
            {data.seminars.map((seminar) => (
              <SeminarRow
                key={seminar.id}
                seminar={seminar}
                category={categoryLabel(seminar.categoryId)}
                conversations={data.seminar_conversation_counts?.[seminar.id] ?? 0}
                participants={data.seminar_participant_counts?.[seminar.id] ?? { booked: 0, waitlist: 0 }}
                vatRatePercent={data.vatRatePercent}
              />
            ))}
          </tbody>
        </DataTable>
      )}

      {data ? (
        <Pagination
          page={params.page}
          pageSize={params.pageSize}
          total={total}
          pageSizes={SEMINAR_PAGE_SIZES}
          onPageChange={(page) => setParams({ page }, { resetPage: false })}
          onPageSizeChange={(pageSize) => setParams({ pageSize })}
        />
      ) : null}

      <PublishDraftsDialog open={publishOpen} onOpenChange={setPublishOpen} />
    </section>
  );
}

/** Which status changes a row offers: an expired seminar only archive (and edit dates). */
function statusTargets(seminar: Pick<Seminar, 'status' | 'storedStatus'>): StoredSeminarStatus[] {
  if (seminar.status === 'expired') return seminar.storedStatus === 'archived' ? [] : ['archived'];
  return [...seminarStatusTransitions[seminar.storedStatus]];
}

const statusIcons = { online: Send, paused: EyeOff, archived: Archive, draft: Pencil } as const;

function SeminarRow({
  seminar,
  category,
  conversations,
  participants,
  vatRatePercent,
}: {
  seminar: Seminar;
  category: string;
  conversations: number;
  participants: { booked: number; waitlist: number };
  vatRatePercent: number;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const statusChange = useSeminarStatusChange();
  const duplicate = useDuplicateSeminar();
  const remove = useDeleteSeminar();
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [confirmStatus, setConfirmStatus] = useState<StoredSeminarStatus | null>(null);
  const editPath = `/seminars/edit?id=${encodeURIComponent(seminar.id)}`;
  const costs = publishCosts(seminar);

  const applyStatus = (status: StoredSeminarStatus) =>
    statusChange.mutate(
      { seminarId: seminar.id, status },
      {
        onSuccess: () => {
          setConfirmStatus(null);
          toast.success(t(`seminarStatus.updated.${status}`, { title: seminar.title }));
        },
        onError: (error) => toast.error(error.message),
      },
    );

  const items: ActionMenuItem[] = [
    { key: 'edit', label: t('seminars.list.edit'), icon: Pencil, to: editPath },
    // Every own seminar: the marketplace page shows drafts, paused and expired ones to their provider as a preview.
    {
      key: 'preview',
      label: t('seminars.list.preview'),
      icon: Eye,
      href: inLanguage(seminarPath(seminar), currentLanguage()),
    },
    {
      key: 'duplicate',
      label: t('seminars.list.duplicate'),
      icon: Copy,
      disabled: duplicate.isPending,
      onSelect: () =>
        duplicate.mutate(seminar.id, {
          onSuccess: (result) => {
            toast.success(t('seminars.list.duplicated'));
            void navigate(`/seminars/edit?id=${encodeURIComponent(result.seminarId)}`);
          },
          onError: (error) => toast.error(error.message),
        }),
    },
    ...(seminar.status === 'online' && !seminar.isExpired
      ? [
          {
            key: 'boost',
            label: t('seminars.list.boost'),
            icon: Rocket,
            to: `/seminars/boost?seminarId=${encodeURIComponent(seminar.id)}`,
          },
        ]
      : []),
    { key: 'sep-status', separator: true as const },
    ...(seminar.status === 'expired'
      ? [
          {
            key: 'edit-dates',
            label: t('seminars.list.editDates'),
            icon: CalendarClock,
            to: `${editPath}#section-dates`,
          },
        ]
      : []),
    ...statusTargets(seminar).map((status) => ({
      key: `status-${status}`,
      label: t(
        status === 'online' && seminar.storedStatus === 'draft'
          ? 'seminars.list.publish'
          : `seminars.list.statusTo.${status}`,
      ),
      icon: statusIcons[status],
      disabled: statusChange.isPending,
      onSelect: () => (status === 'online' ? setConfirmStatus(status) : applyStatus(status)),
    })),
    ...(seminar.storedStatus === 'draft'
      ? [
          { key: 'sep-delete', separator: true as const },
          {
            key: 'delete',
            label: t('seminars.list.delete'),
            icon: Trash2,
            tone: 'danger' as const,
            onSelect: () => setConfirmDelete(true),
          },
        ]
      : []),
  ];

  return (
    <tr>
      <DataCell data-label={t('seminars.list.columns.title')} kind="primary">
        <DataTitle to={editPath}>{seminar.title}</DataTitle>
        <DataMeta>{[seminar.seminarNumber, category].filter(Boolean).join(' · ')}</DataMeta>
      </DataCell>
      <td data-label={t('seminars.list.columns.dates')}>
        <SeminarDates startDate={seminar.startDate} endDate={seminar.endDate} dateComment={seminar.dateComment} />
      </td>
      <td data-label={t('seminars.list.columns.status')}>
        <SeminarStatusBadge status={seminar.status} />
      </td>
      <DataCell data-label={t('seminars.list.columns.participants')} kind="numeric">
        {seminar.maxParticipants
          ? t('seminars.list.bookedOf', { booked: participants.booked, max: seminar.maxParticipants })
          : t('seminars.list.booked', { booked: participants.booked })}
        {participants.waitlist ? (
          <DataMeta>{t('seminars.list.waitlist', { count: participants.waitlist })}</DataMeta>
        ) : null}
      </DataCell>
      <DataCell data-label={t('seminars.list.columns.conversations')} kind="numeric">
        <span aria-label={t('seminars.list.conversationCount', { count: conversations })}>{conversations}</span>
      </DataCell>
      <DataCell kind="actions">
        <ActionMenu label={t('ui.actionsFor', { name: seminar.title })} items={items} />
        <ConfirmDialog
          cancelLabel={t('seminars.common.cancel')}
          open={confirmDelete}
          onOpenChange={setConfirmDelete}
          tone="danger"
          title={t('seminars.list.deleteHeading')}
          description={t('seminars.list.deleteText', { title: seminar.title })}
          confirmLabel={t('seminars.list.deleteConfirm')}
          pendingLabel={t('seminars.list.deleting')}
          pending={remove.isPending}
          onConfirm={() =>
            remove.mutate(seminar.id, {
              onSuccess: () => {
                setConfirmDelete(false);
                toast.success(t('seminars.list.deleted'));
              },
              onError: (error) => toast.error(error.message),
            })
          }
        />
        <SeminarCostConfirmDialog
          open={confirmStatus !== null}
          onOpenChange={(open) => setConfirmStatus(open ? confirmStatus : null)}
          title={seminar.title}
          costs={costs}
          action="publish"
          pending={statusChange.isPending}
          vatRatePercent={vatRatePercent}
          onConfirm={() => confirmStatus && applyStatus(confirmStatus)}
        />
      </DataCell>
    </tr>
  );
}
