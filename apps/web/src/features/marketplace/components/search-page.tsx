/**
 * The marketplace search (/marketplace): text, category, state of recognition and start month,
 * pages of 20, all in the URL through the list kit over the contracts' search-query schema.
 * Every seminar shown is reported as an impression. Paid top placements are labelled as ads, and
 * "How results are ordered" (ranking-page.tsx) is linked above the results.
 */
import { useEffect, useRef, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { defaultLanguage, germanStates, hasLawFrom, publicSeminarSearchQuerySchema, todayIso } from '@bu/contracts';
import { Alert } from '../../../components/ui/alert';
import { SelectField, TextField } from '../../../components/ui/field';
import { formatMonth, formatNumber } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { useListParams } from '../../../lib/list-params';
import { RANKING_PATH } from '../../../lib/marketplace-paths';
import { useSeminarSearch } from '../api';
import { isOwnListing, track } from '../track';
import { SeminarCard } from './seminar-card';
import { Button } from '../../../components/ui/button';
import '../../../components/ui/empty-state.css';
import '../../../components/ui/pagination.css';
import { useLocalizedPath } from '../language-in-address';

/** How many start months the filter offers, from the current one on. */
const SEARCH_MONTHS = 18;

/**
 * The months (YYYY-MM) the start-month filter offers: this month and the next ones, plus the
 * month the address names if that lies outside. A select of named months, not `<input
 * type=month>`, which some browsers show as "--------- ----".
 */
function searchMonths(today: string, chosen?: string): string[] {
  const [year, month] = today.split('-').map(Number) as [number, number];
  const months = Array.from({ length: SEARCH_MONTHS }, (_, index) => {
    const date = new Date(Date.UTC(year, month - 1 + index, 1));
    return `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`;
  });
  return chosen && !months.includes(chosen) ? [chosen, ...months].sort() : months;
}

export function SearchPage() {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const language = currentLanguage();
  const { params, setParams } = useListParams(publicSeminarSearchQuerySchema);
  const search = useSeminarSearch(params);
  const data = search.data;
  // The search box is the form's own until it is submitted: uncontrolled, so what a visitor
  // typed before the script started stays (a controlled box would hydrate empty and submit
  // nothing). It follows the URL when that changes from elsewhere (Back, a link).
  const qInput = useRef<HTMLInputElement>(null);
  const shownQ = useRef(params.q);
  useEffect(() => {
    if (shownQ.current === params.q) return;
    shownQ.current = params.q;
    if (qInput.current) qInput.current.value = params.q ?? '';
  }, [params.q]);

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

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setParams({ q: String(new FormData(event.currentTarget).get('q') ?? '').trim() });
  };

  const total = data?.total ?? 0;
  // The server counts up to its cap (ADR 041): beyond it, the count reads "more than 1,000" and
  // the last page is not known, so the pager names the page alone and goes on while pages are full.
  const capped = data?.totalCapped ?? false;
  // Each page carries its Top entries (the same number on every page) plus the rest of the normal order.
  const topPerPage = data?.seminars.filter((s) => s.boosted).length ?? 0;
  const pages = Math.max(1, Math.ceil(total / Math.max(1, (data?.pageSize ?? 20) - topPerPage)));
  const hasNext = capped ? data!.seminars.length >= data!.pageSize : params.page < pages;
  const categories = data?.categories ?? [];

  return (
    <section className="stack" aria-labelledby="mp-search-heading">
      <h1 id="mp-search-heading">{t('marketplace.search.heading')}</h1>
      <p className="lead">{t('marketplace.search.intro')}</p>
      {/* A plain GET form as well: it searches before the script has started, and without it. */}
      <form role="search" className="mp-search card" method="get" action="/marketplace" onSubmit={submit}>
        {language !== defaultLanguage && <input type="hidden" name="lang" value={language} />}
        <TextField
          label={t('marketplace.search.q')}
          className="mp-search__q"
          type="search"
          name="q"
          ref={qInput}
          defaultValue={params.q ?? ''}
          placeholder={t('marketplace.search.qPlaceholder')}
        />
        <SelectField
          label={t('marketplace.search.category')}
          name="categoryId"
          value={params.categoryId ?? ''}
          onChange={(e) => setParams({ categoryId: e.target.value })}
        >
          <option value="">{t('marketplace.search.allCategories')}</option>
          {categories.map((c) => (
            <option key={c.id} value={c.id}>
              {c[language]}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('marketplace.search.state')}
          name="state"
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
        </SelectField>
        <SelectField
          label={t('marketplace.search.month')}
          name="month"
          value={params.month ?? ''}
          onChange={(e) => setParams({ month: e.target.value })}
        >
          <option value="">{t('marketplace.search.anyMonth')}</option>
          {searchMonths(todayIso(), params.month).map((month) => (
            <option key={month} value={month}>
              {formatMonth(month, language)}
            </option>
          ))}
        </SelectField>
        <Button type="submit" variant="primary">
          {t('marketplace.search.submit')}
        </Button>
      </form>

      {search.error ? <Alert>{search.error.message}</Alert> : null}

      <div className="mp-search__meta">
        <div aria-live="polite" className="muted">
          {data
            ? capped
              ? t('marketplace.search.totalCapped', { count: total, total: formatNumber(total) })
              : t('marketplace.search.total', { count: total })
            : t('marketplace.loading')}
        </div>
        <Link to={localized(RANKING_PATH)} className="mp-search__ranking">
          {t('marketplace.ranking.link')}
        </Link>
      </div>

      {data && total === 0 ? (
        <div className="card empty-state">
          <p>{t('marketplace.search.empty')}</p>
        </div>
      ) : (
        <>
          {/* The results' own heading, so that each card's title (h3) sits under one. */}
          <h2 id="mp-results-heading" className="visually-hidden">
            {t('marketplace.search.results')}
          </h2>
          <ol className="mp-results" aria-labelledby="mp-results-heading" aria-busy={search.isFetching || undefined}>
            {(data?.seminars ?? []).map((seminar) => (
              <li key={seminar.id}>
                <SeminarCard seminar={seminar} />
              </li>
            ))}
          </ol>
        </>
      )}

      {pages > 1 || capped ? (
        <nav className="pagination" aria-label={t('marketplace.search.pagination')}>
          <p className="pagination__info">
            {capped
              ? t('marketplace.search.pageOfMany', { page: params.page })
              : t('marketplace.search.page', { page: params.page, pages })}
          </p>
          <div className="pagination__nav">
            <Button
              disabled={params.page <= 1}
              onClick={() => setParams({ page: params.page - 1 }, { resetPage: false })}
            >
              {t('marketplace.search.previous')}
            </Button>
            <Button disabled={!hasNext} onClick={() => setParams({ page: params.page + 1 }, { resetPage: false })}>
              {t('marketplace.search.next')}
            </Button>
          </div>
        </nav>
      ) : null}
    </section>
  );
}
