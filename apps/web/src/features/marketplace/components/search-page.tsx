/**
 * The marketplace search (/marketplace): text, category, state of recognition and start month,
 * pages of 20, all in the URL through the list kit over the contracts' search-query schema.
 * Every seminar shown is reported as an impression. Paid top placements are labelled as ads, and
 * "How results are ordered" (ranking-page.tsx) is linked above the results.
 */
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { germanStates, hasLawFrom, publicSeminarSearchQuerySchema, todayIso } from '@bu/contracts';
import { Alert } from '../../../components/ui/alert';
import { currentLanguage } from '../../../lib/i18n';
import { useListParams } from '../../../lib/list-params';
import { RANKING_PATH } from '../../../lib/marketplace-paths';
import { useSeminarSearch } from '../api';
import { isOwnListing, track } from '../track';
import { SeminarCard } from './seminar-card';
import { Button } from '../../../components/ui/button';
import '../../../components/ui/empty-state.css';
import '../../../components/ui/pagination.css';

export function SearchPage() {
  const { t } = useTranslation();
  const language = currentLanguage();
  const { params, setParams } = useListParams(publicSeminarSearchQuerySchema);
  const search = useSeminarSearch(params);
  const data = search.data;
  const ids = { q: useId(), category: useId(), state: useId(), month: useId() };
  // The search box submits; until then its text is its own. It follows the URL when that
  // changes from elsewhere (Back, a link).
  const [q, setQ] = useState(params.q ?? '');
  const [seenQ, setSeenQ] = useState(params.q);
  if (params.q !== seenQ) {
    setSeenQ(params.q);
    setQ(params.q ?? '');
  }

  const shown =
    data && !search.isPlaceholderData
      ? data.seminars
          .filter((s) => !isOwnListing(s.providerId))
          .map((s) => s.id)
          .join(',')
      : '';
  const viewToken = data?.viewToken;
  useEffect(() => {
    if (shown) track(...shown.split(',').map((seminarId) => ({ type: 'impression' as const, seminarId, viewToken })));
    // Reported once per list shown; the token belongs to that list.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [shown]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setParams({ q: q.trim() });
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
            onChange={(e) => setParams({ categoryId: e.target.value })}
          >
            <option value="">{t('marketplace.search.allCategories')}</option>
            {categories.map((c) => (
              <option key={c.id} value={c.id}>
                {c[language]}
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
            onChange={(e) => setParams({ state: e.target.value })}
          >
            <option value="">{t('marketplace.search.allStates')}</option>
            {germanStates
              .filter((s) => hasLawFrom(s.code, todayIso()))
              .map((s) => (
                <option key={s.code} value={s.code}>
                  {s[language]}
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
            onChange={(e) => setParams({ month: e.target.value })}
          />
        </div>
        <Button type="submit" variant="primary">
          {t('marketplace.search.submit')}
        </Button>
      </form>

      {search.error ? <Alert>{search.error.message}</Alert> : null}

      <div className="mp-search__meta">
        <div aria-live="polite" className="muted">
          {data ? t('marketplace.search.total', { count: total }) : t('marketplace.loading')}
        </div>
        <Link to={RANKING_PATH} className="mp-search__ranking">
          {t('marketplace.ranking.link')}
        </Link>
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
            <Button
              disabled={params.page <= 1}
              onClick={() => setParams({ page: params.page - 1 }, { resetPage: false })}
            >
              {t('marketplace.search.previous')}
            </Button>
            <Button
              disabled={params.page >= pages}
              onClick={() => setParams({ page: params.page + 1 }, { resetPage: false })}
            >
              {t('marketplace.search.next')}
            </Button>
          </div>
        </nav>
      ) : null}
    </section>
  );
}
