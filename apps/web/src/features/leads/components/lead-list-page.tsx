/**
 * The lead list (/leads, seed §2 and §4): filters by stage, unread only, seminar, owner and
 * search; sort by created or last activity; pagination — all kept in the URL, so a filtered
 * view can be bookmarked and shared. Unread leads stand out (bold, a dot, and the word for
 * screen readers). The CSV export takes the same filters.
 */
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import {
  LEAD_PAGE_SIZE_DEFAULT,
  LEAD_PAGE_SIZES,
  LEAD_SORT_DEFAULT,
  leadSorts,
  leadStages,
  type Lead,
  type LeadSort,
  type LeadStage,
} from '@bu/contracts';
import { Alert } from '../../../components/ui/alert';
import { toast } from '../../../lib/toast';
import { formatDateTime } from '../../../lib/format';
import { downloadLeadsCsv, useLeadList, useSeminarOptions, type LeadListParams } from '../api';

const SEARCH_DEBOUNCE_MS = 300;

export function readLeadParams(params: URLSearchParams): LeadListParams & Required<Pick<LeadListParams, 'page' | 'pageSize' | 'sort'>> {
  const stage = params.get('stage');
  const sort = params.get('sort');
  const page = Number(params.get('page'));
  const pageSize = Number(params.get('pageSize'));
  return {
    stage: (leadStages as readonly string[]).includes(stage ?? '') ? (stage as LeadStage) : undefined,
    unread: params.get('unread') === '1' || undefined,
    seminarId: params.get('seminarId') || undefined,
    ownerId: params.get('ownerId') || undefined,
    q: params.get('q')?.trim() || undefined,
    sort: (leadSorts as readonly string[]).includes(sort ?? '') ? (sort as LeadSort) : LEAD_SORT_DEFAULT,
    page: Number.isInteger(page) && page > 0 ? page : 1,
    pageSize: (LEAD_PAGE_SIZES as readonly number[]).includes(pageSize) ? pageSize : LEAD_PAGE_SIZE_DEFAULT,
  };
}

export function LeadListPage() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const params = readLeadParams(searchParams);
  const list = useLeadList(params);
  const seminars = useSeminarOptions('', true);
  const [exporting, setExporting] = useState(false);
  const ids = {
    search: useId(),
    stage: useId(),
    seminar: useId(),
    owner: useId(),
    sort: useId(),
    pageSize: useId(),
  };

  /** Sets (or clears) URL parameters; a filter change goes back to page 1. */
  const update = (changes: Record<string, string | number | undefined>) => {
    setSearchParams((previous) => {
      const next = new URLSearchParams(previous);
      for (const [key, value] of Object.entries(changes)) {
        if (value === undefined || value === '') next.delete(key);
        else next.set(key, String(value));
      }
      if (!('page' in changes)) next.delete('page');
      return next;
    });
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
      setSearchParams((previous) => {
        const next = new URLSearchParams(previous);
        if (search.trim()) next.set('q', search.trim());
        else next.delete('q');
        next.delete('page');
        return next;
      });
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [search, urlQuery, setSearchParams]);

  const data = list.data;
  const total = data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / params.pageSize));
  const filtered = Boolean(params.stage || params.unread || params.seminarId || params.ownerId || params.q);

  const exportCsv = async () => {
    if (exporting) return;
    setExporting(true);
    try {
      const { page: _page, pageSize: _pageSize, ...filter } = params;
      await downloadLeadsCsv(filter);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : t('errors.INTERNAL'));
    } finally {
      setExporting(false);
    }
  };

  return (
    <section className="stack" aria-labelledby="leads-heading">
      <div className="leads-header">
        <h1 id="leads-heading">{t('leads.list.heading')}</h1>
        <div className="leads-header__actions">
          <button
            type="button"
            className="button button--secondary"
            aria-disabled={exporting || undefined}
            onClick={() => void exportCsv()}
          >
            {exporting ? t('leads.list.exporting') : t('leads.list.export')}
          </button>
          <Link to="/leads/new" className="button button--primary">
            {t('leads.list.create')}
          </Link>
        </div>
      </div>

      <div className="leads-filters" role="search" aria-label={t('leads.list.filters')}>
        <div className="field">
          <label htmlFor={ids.search} className="field__label">
            {t('leads.list.search')}
          </label>
          <input
            id={ids.search}
            type="search"
            className="field__control"
            value={search}
            placeholder={t('leads.list.searchPlaceholder')}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor={ids.stage} className="field__label">
            {t('leads.list.stage')}
          </label>
          <select
            id={ids.stage}
            className="field__control"
            value={params.stage ?? ''}
            onChange={(event) => update({ stage: event.target.value || undefined })}
          >
            <option value="">
              {data ? t('leads.list.allStagesCount', { count: data.counts.all }) : t('leads.list.allStages')}
            </option>
            {leadStages.map((stage) => (
              <option key={stage} value={stage}>
                {data ? `${t(`leads.stages.${stage}`)} (${data.counts[stage]})` : t(`leads.stages.${stage}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={ids.seminar} className="field__label">
            {t('leads.list.seminar')}
          </label>
          <select
            id={ids.seminar}
            className="field__control"
            value={params.seminarId ?? ''}
            onChange={(event) => update({ seminarId: event.target.value || undefined })}
          >
            <option value="">{t('leads.list.allSeminars')}</option>
            {(seminars.data ?? []).map((seminar) => (
              <option key={seminar.id} value={seminar.id}>
                {seminar.title}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={ids.owner} className="field__label">
            {t('leads.list.owner')}
          </label>
          <select
            id={ids.owner}
            className="field__control"
            value={params.ownerId ?? ''}
            onChange={(event) => update({ ownerId: event.target.value || undefined })}
          >
            <option value="">{t('leads.list.allOwners')}</option>
            <option value="none">{t('leads.list.noOwner')}</option>
            {(data?.owners ?? []).map((owner) => (
              <option key={owner.id} value={owner.id}>
                {owner.firstName} {owner.lastName}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={ids.sort} className="field__label">
            {t('leads.list.sort')}
          </label>
          <select
            id={ids.sort}
            className="field__control"
            value={params.sort}
            onChange={(event) => update({ sort: event.target.value === LEAD_SORT_DEFAULT ? undefined : event.target.value })}
          >
            {leadSorts.map((sort) => (
              <option key={sort} value={sort}>
                {t(`leads.list.sorts.${sort}`)}
              </option>
            ))}
          </select>
        </div>
        <label className="leads-check">
          <input
            type="checkbox"
            checked={Boolean(params.unread)}
            onChange={(event) => update({ unread: event.target.checked ? 1 : undefined })}
          />
          {data ? t('leads.list.unreadOnlyCount', { count: data.counts.unread }) : t('leads.list.unreadOnly')}
        </label>
      </div>

      {list.error ? <Alert>{list.error.message}</Alert> : null}

      {data && total === 0 ? (
        <div className="card leads-empty">
          <p>{filtered ? t('leads.list.emptyFiltered') : t('leads.list.empty')}</p>
          {filtered ? (
            <Link to="/leads" className="button button--secondary" onClick={() => setSearch('')}>
              {t('leads.list.resetFilters')}
            </Link>
          ) : null}
        </div>
      ) : (
        <div className="leads-table-wrap">
          <table className="leads-table" aria-labelledby="leads-heading" aria-busy={list.isFetching || undefined}>
            <thead>
              <tr>
                <th scope="col">{t('leads.list.columns.name')}</th>
                <th scope="col">{t('leads.list.columns.seminar')}</th>
                <th scope="col">{t('leads.list.columns.stage')}</th>
                <th scope="col">{t('leads.list.columns.owner')}</th>
                <th scope="col">{t('leads.list.columns.created')}</th>
                <th scope="col">{t('leads.list.columns.lastActivity')}</th>
              </tr>
            </thead>
            <tbody>
              {data?.leads.map((lead) => <LeadRow key={lead.id} lead={lead} />)}
            </tbody>
          </table>
        </div>
      )}

      {data && total > 0 ? (
        <div className="leads-pagination">
          <p aria-live="polite">
            {t('leads.list.range', {
              from: (params.page - 1) * params.pageSize + 1,
              to: Math.min(params.page * params.pageSize, total),
              total,
            })}
          </p>
          <nav aria-label={t('leads.list.pagination')} className="leads-pagination__nav">
            <button
              type="button"
              className="button button--secondary"
              disabled={params.page <= 1}
              onClick={() => update({ page: params.page - 1 })}
            >
              {t('leads.list.previous')}
            </button>
            <span>{t('leads.list.pageOf', { page: params.page, pages })}</span>
            <button
              type="button"
              className="button button--secondary"
              disabled={params.page >= pages}
              onClick={() => update({ page: params.page + 1 })}
            >
              {t('leads.list.next')}
            </button>
          </nav>
          <div className="field leads-pagination__size">
            <label htmlFor={ids.pageSize} className="field__label">
              {t('leads.list.pageSize')}
            </label>
            <select
              id={ids.pageSize}
              className="field__control"
              value={params.pageSize}
              onChange={(event) => update({ pageSize: event.target.value })}
            >
              {LEAD_PAGE_SIZES.map((size) => (
                <option key={size} value={size}>
                  {size}
                </option>
              ))}
            </select>
          </div>
        </div>
      ) : null}
    </section>
  );
}

function LeadRow({ lead }: { lead: Lead }) {
  const { t } = useTranslation();
  const name = `${lead.firstName} ${lead.lastName}`;
  return (
    <tr className={lead.unread ? 'leads-table__row leads-table__row--unread' : 'leads-table__row'}>
      <td>
        <Link to={`/leads/${lead.id}`} className="leads-table__name">
          {lead.unread ? <span className="unread-dot" aria-hidden="true" /> : null}
          {name}
          {lead.unread ? (
            <>
              {' '}
              <span className="visually-hidden">({t('leads.list.unread')})</span>
            </>
          ) : null}
        </Link>
        {lead.unreadMessages > 0 ? (
          <span className="leads-table__meta muted">{t('leads.list.unreadMessages', { count: lead.unreadMessages })}</span>
        ) : null}
      </td>
      <td>{lead.seminarTitle ?? <span className="muted">{t('leads.list.noSeminar')}</span>}</td>
      <td>
        <span className={`stage-badge stage-badge--${lead.stage}`}>{t(`leads.stages.${lead.stage}`)}</span>
      </td>
      <td>{lead.owner ? `${lead.owner.firstName} ${lead.owner.lastName}` : <span className="muted">{t('leads.list.noOwner')}</span>}</td>
      <td>
        <time dateTime={lead.createdAt}>{formatDateTime(lead.createdAt)}</time>
      </td>
      <td>
        <time dateTime={lead.lastActivityAt}>{formatDateTime(lead.lastActivityAt)}</time>
      </td>
    </tr>
  );
}
