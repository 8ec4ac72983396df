/**
 * The seminar list (/seminars, seed §2): tabs, search, category and owner filters, sorter and
 * pagination, all kept in the URL; per seminar a status select, conversation count, edit,
 * duplicate and (drafts only) delete; "publish all drafts" with its paid confirmation.
 */
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import {
  formatDate,
  INTERNAL_CATEGORY_ID,
  SEMINAR_PAGE_SIZE_DEFAULT,
  SEMINAR_PAGE_SIZES,
  SEMINAR_SORT_CLIENT_DEFAULT,
  seminarStatusTransitions,
  seminarTabs,
  type Seminar,
  type SeminarSort,
  type SeminarTab,
  type StoredSeminarStatus,
} from '@bu/contracts';
import { Alert } from '../../../components/ui/alert';
import { currentLanguage } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import {
  useDeleteSeminar,
  useDuplicateSeminar,
  useSeminarList,
  useSeminarStatusChange,
  type SeminarListParams,
} from '../api';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { PublishDraftsDialog } from './publish-drafts-dialog';
import { SeminarStatusBadge } from './status-badge';

const SORTS: SeminarSort[] = ['created_at', 'start_date', 'title', 'updated_at'];
const SEARCH_DEBOUNCE_MS = 300;

function readParams(params: URLSearchParams): Required<Pick<SeminarListParams, 'tab' | 'sort' | 'page' | 'pageSize'>> &
  SeminarListParams {
  const tab = params.get('tab');
  const sort = params.get('sort');
  const page = Number(params.get('page'));
  const pageSize = Number(params.get('pageSize'));
  const categoryId = Number(params.get('categoryId'));
  return {
    tab: (seminarTabs as readonly string[]).includes(tab ?? '') ? (tab as SeminarTab) : 'all',
    sort: SORTS.includes(sort as SeminarSort) ? (sort as SeminarSort) : SEMINAR_SORT_CLIENT_DEFAULT,
    page: Number.isInteger(page) && page > 0 ? page : 1,
    pageSize: (SEMINAR_PAGE_SIZES as readonly number[]).includes(pageSize) ? pageSize : SEMINAR_PAGE_SIZE_DEFAULT,
    q: params.get('q')?.trim() || undefined,
    categoryId: params.get('categoryId') && Number.isInteger(categoryId) ? categoryId : undefined,
    selectedOwner: params.get('selectedOwner') || undefined,
  };
}

export function SeminarListPage() {
  const { t } = useTranslation();
  const language = currentLanguage();
  const [searchParams, setSearchParams] = useSearchParams();
  const params = readParams(searchParams);
  const list = useSeminarList(params);
  const [publishOpen, setPublishOpen] = useState(false);
  const ids = { search: useId(), category: useId(), owner: useId(), sort: useId(), pageSize: useId() };

  // Changes build on the newest parameters, even when two land before the next render.
  // Navigations finish asynchronously: an older one landing must not undo a newer pending change.
  const latest = useRef(searchParams);
  const pending = useRef<string | null>(null);
  useEffect(() => {
    if (pending.current === null || pending.current === searchParams.toString()) {
      pending.current = null;
      latest.current = searchParams;
    }
  }, [searchParams]);
  const navigateTo = useCallback(
    (next: URLSearchParams) => {
      latest.current = next;
      pending.current = next.toString();
      setSearchParams(next);
    },
    [setSearchParams],
  );

  /** Sets (or clears) URL parameters; any filter change goes back to page 1. */
  const update = (changes: Record<string, string | number | undefined>, resetPage = true) => {
    const next = new URLSearchParams(latest.current);
    for (const [key, value] of Object.entries(changes)) {
      if (value === undefined || value === '') next.delete(key);
      else next.set(key, String(value));
    }
    if (resetPage && !('page' in changes)) next.delete('page');
    navigateTo(next);
  };

  // The search box updates the URL after a short pause in typing.
  const [search, setSearch] = useState(params.q ?? '');
  const [urlQuery, setUrlQuery] = useState(params.q ?? '');
  if ((params.q ?? '') !== urlQuery) {
    setUrlQuery(params.q ?? '');
    setSearch(params.q ?? '');
  }
  useEffect(() => {
    if (search.trim() === urlQuery) return;
    const timer = setTimeout(() => {
      const next = new URLSearchParams(latest.current);
      if (search.trim()) next.set('q', search.trim());
      else next.delete('q');
      next.delete('page');
      navigateTo(next);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [search, urlQuery, navigateTo]);

  const data = list.data;
  const categories = useMemo(
    () =>
      Object.entries(data?.seminar_categories ?? {})
        .filter(([id]) => Number(id) !== INTERNAL_CATEGORY_ID)
        .map(([id, label]) => ({ id: Number(id), label: label[language] }))
        .sort((a, b) => a.label.localeCompare(b.label, language)),
    [data?.seminar_categories, language],
  );
  const categoryLabel = (id: number | null) => categories.find((c) => c.id === id)?.label ?? '';
  const total = data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / params.pageSize));
  const filtered = Boolean(params.q || params.categoryId !== undefined || params.selectedOwner || params.tab !== 'all');

  return (
    <section className="stack seminar-list" aria-labelledby="seminar-list-heading">
      <div className="page-header">
        <h1 id="seminar-list-heading">{t('seminars.list.heading')}</h1>
        <div className="page-header__actions">
          <button type="button" className="button button--secondary" onClick={() => setPublishOpen(true)}>
            {t('seminars.list.publishDrafts')}
          </button>
          <Link to="/seminars/create" className="button button--primary">
            {t('seminars.list.create')}
          </Link>
        </div>
      </div>

      <nav className="tabs" aria-label={t('seminars.list.tabsLabel')}>
        {seminarTabs.map((tab) => (
          <Link
            key={tab}
            to={`?${new URLSearchParams({ ...Object.fromEntries(searchParams), tab, page: '1' }).toString()}`}
            className={tab === params.tab ? 'tabs__tab tabs__tab--active' : 'tabs__tab'}
            aria-current={tab === params.tab ? 'page' : undefined}
            onClick={(event) => {
              event.preventDefault();
              update({ tab: tab === 'all' ? undefined : tab });
            }}
          >
            {t(`seminars.list.tabs.${tab}`)}
          </Link>
        ))}
      </nav>

      <div className="filters" role="search">
        <div className="field">
          <label htmlFor={ids.search} className="field__label">
            {t('seminars.list.search')}
          </label>
          <input
            id={ids.search}
            type="search"
            className="field__control"
            value={search}
            placeholder={t('seminars.list.searchPlaceholder')}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor={ids.category} className="field__label">
            {t('seminars.list.category')}
          </label>
          <select
            id={ids.category}
            className="field__control"
            value={params.categoryId ?? ''}
            onChange={(event) => update({ categoryId: event.target.value || undefined })}
          >
            <option value="">{t('seminars.list.allCategories')}</option>
            {categories.map((category) => (
              <option key={category.id} value={category.id}>
                {category.label}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={ids.owner} className="field__label">
            {t('seminars.list.owner')}
          </label>
          <select
            id={ids.owner}
            className="field__control"
            value={params.selectedOwner ?? ''}
            onChange={(event) => update({ selectedOwner: event.target.value || undefined })}
          >
            <option value="">{t('seminars.list.allOwners')}</option>
            {(data?.owners ?? []).map((owner) => (
              <option key={owner.id} value={owner.id}>
                {owner.firstName} {owner.lastName}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={ids.sort} className="field__label">
            {t('seminars.list.sort')}
          </label>
          <select
            id={ids.sort}
            className="field__control"
            value={params.sort}
            onChange={(event) =>
              update({ sort: event.target.value === SEMINAR_SORT_CLIENT_DEFAULT ? undefined : event.target.value })
            }
          >
            {SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {t(`seminars.list.sorts.${sort}`)}
              </option>
            ))}
          </select>
        </div>
      </div>

      {list.error ? <Alert>{list.error.message}</Alert> : null}

      {data && total === 0 ? (
        <div className="empty-state card">
          {filtered ? (
            <>
              <p>{t('seminars.list.emptyFiltered')}</p>
              <Link to="/seminars" className="button button--secondary" onClick={() => setSearch('')}>
                {t('seminars.list.resetFilters')}
              </Link>
            </>
          ) : (
            <>
              <p>{t('seminars.list.empty')}</p>
              <Link to="/seminars/create" className="button button--primary">
                {t('seminars.list.createFirst')}
              </Link>
            </>
          )}
        </div>
      ) : (
        <div className="table-wrap">
          <table className="seminar-table" aria-busy={list.isFetching || undefined} aria-labelledby="seminar-list-heading">
            <thead>
              <tr>
                <th scope="col">{t('seminars.list.columns.title')}</th>
                <th scope="col">{t('seminars.list.columns.dates')}</th>
                <th scope="col">{t('seminars.list.columns.status')}</th>
                <th scope="col">{t('seminars.list.columns.conversations')}</th>
                <th scope="col">{t('seminars.list.columns.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {data
                ? data.seminars.map((seminar) => (
                    <SeminarRow
                      key={seminar.id}
                      seminar={seminar}
                      category={categoryLabel(seminar.categoryId)}
                      conversations={data.seminar_conversation_counts?.[seminar.id] ?? 0}
                    />
                  ))
                : Array.from({ length: 5 }, (_, index) => (
                    <tr key={index} className="skeleton-row" aria-hidden="true">
                      {Array.from({ length: 5 }, (__, cell) => (
                        <td key={cell}>
                          <span className="skeleton skeleton--line" />
                        </td>
                      ))}
                    </tr>
                  ))}
            </tbody>
          </table>
        </div>
      )}

      {data && total > 0 ? (
        <div className="pagination">
          <p className="pagination__info" aria-live="polite">
            {t('seminars.list.range', {
              from: (params.page - 1) * params.pageSize + 1,
              to: Math.min(params.page * params.pageSize, total),
              total,
            })}
          </p>
          <nav className="pagination__nav" aria-label={t('seminars.list.pagination')}>
            <button
              type="button"
              className="button button--secondary"
              disabled={params.page <= 1}
              onClick={() => update({ page: params.page - 1 }, false)}
            >
              {t('seminars.list.previous')}
            </button>
            <span>{t('seminars.list.pageOf', { page: params.page, pages })}</span>
            <button
              type="button"
              className="button button--secondary"
              disabled={params.page >= pages}
              onClick={() => update({ page: params.page + 1 }, false)}
            >
              {t('seminars.list.next')}
            </button>
          </nav>
          <div className="field field--inline">
            <label htmlFor={ids.pageSize} className="field__label">
              {t('seminars.list.pageSize')}
            </label>
            <select
              id={ids.pageSize}
              className="field__control"
              value={params.pageSize}
              onChange={(event) => update({ pageSize: event.target.value })}
            >
              {SEMINAR_PAGE_SIZES.map((size) => (
                <option key={size} value={size}>
                  {size}
                </option>
              ))}
            </select>
          </div>
        </div>
      ) : null}

      <PublishDraftsDialog open={publishOpen} onOpenChange={setPublishOpen} />
    </section>
  );
}

function SeminarRow({ seminar, category, conversations }: { seminar: Seminar; category: string; conversations: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const statusChange = useSeminarStatusChange();
  const duplicate = useDuplicateSeminar();
  const remove = useDeleteSeminar();
  const [confirmDelete, setConfirmDelete] = useState(false);
  const statusId = useId();
  const options: StoredSeminarStatus[] = [seminar.storedStatus, ...seminarStatusTransitions[seminar.storedStatus]];
  const editPath = `/seminars/edit?id=${encodeURIComponent(seminar.id)}`;

  const dates = seminar.dateComment
    ? seminar.dateComment
    : seminar.startDate
      ? `${formatDate(seminar.startDate)} – ${formatDate(seminar.endDate)}`
      : t('seminars.list.noDates');

  return (
    <tr>
      <td>
        <Link to={editPath} className="seminar-table__title">
          {seminar.title}
        </Link>
        <span className="seminar-table__meta muted">
          {[seminar.seminarNumber, category].filter(Boolean).join(' · ')}
        </span>
      </td>
      <td>{dates}</td>
      <td>
        <SeminarStatusBadge status={seminar.status} />
        <label htmlFor={statusId} className="visually-hidden">
          {t('seminars.list.statusFor', { title: seminar.title })}
        </label>
        <select
          id={statusId}
          className="field__control field__control--compact"
          value={seminar.storedStatus}
          aria-busy={statusChange.isPending || undefined}
          onChange={(event) => {
            const status = event.target.value as StoredSeminarStatus;
            statusChange.mutate(
              { seminarId: seminar.id, status },
              {
                onSuccess: () => toast.success(t('seminars.list.statusUpdated')),
                onError: (error) => toast.error(error.message),
              },
            );
          }}
        >
          {options.map((status) => (
            <option key={status} value={status}>
              {t(`seminars.statusOption.${status}`)}
            </option>
          ))}
        </select>
      </td>
      <td>
        <span aria-label={t('seminars.list.conversationCount', { count: conversations })}>{conversations}</span>
      </td>
      <td>
        <div className="row-actions">
          <Link to={editPath} className="button button--secondary button--small" aria-label={t('seminars.list.editNamed', { title: seminar.title })}>
            {t('seminars.list.edit')}
          </Link>
          <button
            type="button"
            className="button button--secondary button--small"
            aria-label={t('seminars.list.duplicateNamed', { title: seminar.title })}
            aria-disabled={duplicate.isPending || undefined}
            onClick={() => {
              if (duplicate.isPending) return;
              duplicate.mutate(seminar.id, {
                onSuccess: (result) => {
                  toast.success(t('seminars.list.duplicated'));
                  void navigate(`/seminars/edit?id=${encodeURIComponent(result.seminarId)}`);
                },
                onError: (error) => toast.error(error.message),
              });
            }}
          >
            {t('seminars.list.duplicate')}
          </button>
          {seminar.storedStatus === 'draft' ? (
            <button
              type="button"
              className="button button--danger-outline button--small"
              aria-label={t('seminars.list.deleteNamed', { title: seminar.title })}
              onClick={() => setConfirmDelete(true)}
            >
              {t('seminars.list.delete')}
            </button>
          ) : null}
        </div>
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
      </td>
    </tr>
  );
}
