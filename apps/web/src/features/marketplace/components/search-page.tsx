/**
 * The marketplace search (/marketplace): text, category, state of recognition and start month,
 * pages of 20, all in the URL. Every seminar shown is reported as an impression.
 */
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { germanStates } from '@bu/contracts';
import { Alert } from '../../../components/ui/alert';
import { useSeminarSearch, type SearchParams } from '../api';
import { isOwnListing, track } from '../track';
import { SeminarCard } from './seminar-card';

function readParams(params: URLSearchParams): SearchParams {
  const page = Number(params.get('page'));
  const categoryId = Number(params.get('categoryId'));
  return {
    q: params.get('q')?.trim() || undefined,
    categoryId: params.get('categoryId') && Number.isInteger(categoryId) ? categoryId : undefined,
    state: params.get('state') || undefined,
    month: /^\d{4}-\d{2}$/.test(params.get('month') ?? '') ? params.get('month')! : undefined,
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

export function SearchPage() {
  const { t, i18n } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const params = readParams(searchParams);
  const search = useSeminarSearch(params);
  const data = search.data;
  const ids = { q: useId(), category: useId(), state: useId(), month: useId() };
  const [q, setQ] = useState(params.q ?? '');

  const shown =
    data && !search.isPlaceholderData
      ? data.seminars
          .filter((s) => !isOwnListing(s.providerId))
          .map((s) => s.id)
          .join(',')
      : '';
  useEffect(() => {
    if (shown) track(...shown.split(',').map((seminarId) => ({ type: 'impression' as const, seminarId })));
  }, [shown]);

  const update = (changes: Record<string, string | number | undefined>) =>
    setSearchParams((previous) => {
      const next = new URLSearchParams(previous);
      for (const [key, value] of Object.entries(changes)) {
        if (value === undefined || value === '') next.delete(key);
        else next.set(key, String(value));
      }
      if (!('page' in changes)) next.delete('page');
      return next;
    });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    update({ q: q.trim() || undefined });
  };

  const total = data?.total ?? 0;
  // Each page carries its Top entries (the same number on every page) plus the rest of the normal order.
  const topPerPage = data?.seminars.filter((s) => s.boosted).length ?? 0;
  const pages = Math.max(1, Math.ceil(total / Math.max(1, (data?.pageSize ?? 20) - topPerPage)));
  const categories = data?.categories ?? [];

  return (
    <section className="stack" aria-labelledby="mp-search-heading">
      <h1 id="mp-search-heading">{t('marketplace.search.heading')}</h1>
      <p className="lead">{t('marketplace.search.intro')}</p>
      <form role="search" className="mp-search card" onSubmit={submit}>
        <div className="field mp-search__q">
          <label htmlFor={ids.q} className="field__label">
            {t('marketplace.search.q')}
          </label>
          <input
            id={ids.q}
            type="search"
            className="field__control"
            value={q}
            placeholder={t('marketplace.search.qPlaceholder')}
            onChange={(e) => setQ(e.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor={ids.category} className="field__label">
            {t('marketplace.search.category')}
          </label>
          <select
            id={ids.category}
            className="field__control"
            value={params.categoryId ?? ''}
            onChange={(e) => update({ categoryId: e.target.value || undefined })}
          >
            <option value="">{t('marketplace.search.allCategories')}</option>
            {categories.map((c) => (
              <option key={c.id} value={c.id}>
                {i18n.language === 'en' ? c.en : c.de}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={ids.state} className="field__label">
            {t('marketplace.search.state')}
          </label>
          <select
            id={ids.state}
            className="field__control"
            value={params.state ?? ''}
            onChange={(e) => update({ state: e.target.value || undefined })}
          >
            <option value="">{t('marketplace.search.allStates')}</option>
            {germanStates
              .filter((s) => s.hasLaw)
              .map((s) => (
                <option key={s.code} value={s.code}>
                  {i18n.language === 'en' ? s.en : s.de}
                </option>
              ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={ids.month} className="field__label">
            {t('marketplace.search.month')}
          </label>
          <input
            id={ids.month}
            type="month"
            className="field__control"
            value={params.month ?? ''}
            onChange={(e) => update({ month: e.target.value || undefined })}
          />
        </div>
        <button type="submit" className="button button--primary">
          {t('marketplace.search.submit')}
        </button>
      </form>

      {search.error ? <Alert>{search.error.message}</Alert> : null}

      <div aria-live="polite" className="muted">
        {data ? t('marketplace.search.total', { count: total }) : t('marketplace.loading')}
      </div>

      {data && total === 0 ? (
        <div className="card empty-state">
          <p>{t('marketplace.search.empty')}</p>
        </div>
      ) : (
        <ol className="mp-results" aria-busy={search.isFetching || undefined}>
          {(data?.seminars ?? []).map((seminar) => (
            <li key={seminar.id}>
              <SeminarCard seminar={seminar} />
            </li>
          ))}
        </ol>
      )}

      {pages > 1 ? (
        <nav className="pagination" aria-label={t('marketplace.search.pagination')}>
          <p className="pagination__info">{t('marketplace.search.page', { page: params.page, pages })}</p>
          <div className="pagination__nav">
            <button
              type="button"
              className="button button--secondary"
              disabled={params.page <= 1}
              onClick={() => update({ page: params.page - 1 })}
            >
              {t('marketplace.search.previous')}
            </button>
            <button
              type="button"
              className="button button--secondary"
              disabled={params.page >= pages}
              onClick={() => update({ page: params.page + 1 })}
            >
              {t('marketplace.search.next')}
            </button>
          </div>
        </nav>
      ) : null}
    </section>
  );
}
