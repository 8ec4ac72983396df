/**
 * What a crawler or a link preview reads in a public page's <head>: its own title and
 * description, the canonical URL, hreflang alternates (German without a parameter, English with
 * `?lang=en`, x-default German), Open Graph tags and the page's JSON-LD (contracts'
 * structured-data.ts). The server renderer (entry-server.tsx) writes it; the texts are the app's.
 */
import type { TFunction } from 'i18next';
import {
  breadcrumbJsonLd,
  courseJsonLd,
  germanStates,
  itemListJsonLd,
  jsonForScript,
  organizationJsonLd,
  plainText,
  type JsonLd,
  type Language,
  type PublicProvider,
  type PublicSeminar,
  type PublicSeminarSearchResponse,
} from '@bu/contracts';
import { RANKING_PATH, inLanguage, providerPath, seminarPath } from '../../lib/marketplace-paths';
import { formatDates } from './format';
import type { Search } from './api';

const DESCRIPTION_LENGTH = 160;

export interface PageHeadData {
  title: string;
  description: string;
  /** Absolute URLs: this page (canonical) and the page in each language. */
  canonical: string;
  alternates: Record<Language, string>;
  image: string | null;
  ogType: 'website' | 'profile';
  /** Search results for a free text: crawled for their links, not indexed themselves. */
  noindex?: boolean;
  jsonLd: JsonLd[];
}

export interface HeadContext {
  origin: string;
  language: Language;
  t: TFunction;
}

/** The absolute URL of a path in a language: German plain, English with `lang=en` (last). */
function localizedUrl(origin: string, path: string, language: Language, params?: URLSearchParams): string {
  const search = params?.toString();
  return `${origin}${inLanguage(search ? `${path}?${search}` : path, language)}`;
}

const absolute = (origin: string, url: string | null | undefined) =>
  !url ? null : /^https?:\/\//.test(url) ? url : `${origin}${url}`;

function urls(ctx: HeadContext, path: string, params?: URLSearchParams) {
  const alternates = {
    de: localizedUrl(ctx.origin, path, 'de', params),
    en: localizedUrl(ctx.origin, path, 'en', params),
  };
  return { canonical: alternates[ctx.language], alternates };
}

const titled = (ctx: HeadContext, title: string) => `${title} – ${ctx.t('marketplace.brand')}`;

function trail(ctx: HeadContext, ...rest: [string, string][]) {
  return breadcrumbJsonLd([
    [ctx.t('marketplace.brand'), localizedUrl(ctx.origin, '/marketplace', ctx.language)],
    ...rest,
  ]);
}

const cut = (text: string) => plainText(text, DESCRIPTION_LENGTH);

export function seminarHead(seminar: PublicSeminar, ctx: HeadContext): PageHeadData {
  const path = seminarPath(seminar);
  const { canonical, alternates } = urls(ctx, path);
  const providerUrl = localizedUrl(ctx.origin, providerPath(seminar.provider), ctx.language);
  const facts = [
    seminar.provider.name,
    formatDates(seminar),
    seminar.seminarType === 'online' ? ctx.t('marketplace.online') : seminar.city,
  ]
    .filter(Boolean)
    .join(' · ');
  return {
    title: titled(ctx, seminar.title),
    description: cut(`${facts}. ${plainText(seminar.descriptionWeb, 400)}`),
    canonical,
    alternates,
    image: absolute(ctx.origin, seminar.provider.cover?.url ?? seminar.provider.logo?.url),
    ogType: 'website',
    jsonLd: [
      courseJsonLd(seminar, {
        url: canonical,
        providerUrl,
        logoUrl: absolute(ctx.origin, seminar.provider.logo?.url),
        language: ctx.language,
      }),
      trail(ctx, [seminar.provider.name, providerUrl], [seminar.title, canonical]),
    ],
  };
}

export function providerHead(provider: PublicProvider, ctx: HeadContext): PageHeadData {
  const { canonical, alternates } = urls(ctx, providerPath(provider));
  const summary = ctx.t('marketplace.seo.provider', {
    name: provider.name,
    city: provider.city,
    count: provider.seminars.length,
  });
  return {
    title: titled(ctx, provider.name),
    description: cut(provider.description ? `${summary} ${plainText(provider.description, 400)}` : summary),
    canonical,
    alternates,
    image: absolute(ctx.origin, provider.cover?.url ?? provider.logo?.url),
    ogType: 'profile',
    jsonLd: [
      organizationJsonLd(provider, {
        url: canonical,
        logoUrl: absolute(ctx.origin, provider.logo?.url),
        imageUrl: absolute(ctx.origin, provider.cover?.url),
      }),
      trail(ctx, [provider.name, canonical]),
    ],
  };
}

/** The search's parameters a landing page keeps in its canonical URL, in a fixed order. */
function searchParamsOf(search: Search): URLSearchParams {
  const params = new URLSearchParams();
  if (search.q) params.set('q', search.q);
  if (search.categoryId !== undefined) params.set('categoryId', String(search.categoryId));
  if (search.state) params.set('state', search.state);
  if (search.month) params.set('month', search.month);
  if (search.page > 1) params.set('page', String(search.page));
  return params;
}

export function searchHead(search: Search, answer: PublicSeminarSearchResponse, ctx: HeadContext): PageHeadData {
  const { canonical, alternates } = urls(ctx, '/marketplace', searchParamsOf(search));
  const state = germanStates.find((s) => s.code === search.state)?.[ctx.language];
  const category = answer.categories.find((c) => c.id === search.categoryId)?.[ctx.language];
  const heading =
    state && category
      ? ctx.t('marketplace.seo.searchStateCategory', { state, category })
      : state
        ? ctx.t('marketplace.seo.searchState', { state })
        : category
          ? ctx.t('marketplace.seo.searchCategory', { category })
          : ctx.t('marketplace.search.heading');
  const page = search.page > 1 ? ` – ${ctx.t('marketplace.seo.page', { page: search.page })}` : '';
  const firstPosition = (search.page - 1) * answer.pageSize + 1;
  return {
    title: titled(ctx, `${heading}${page}`),
    description: cut(ctx.t('marketplace.seo.search', { heading, count: answer.total })),
    canonical,
    alternates,
    image: null,
    ogType: 'website',
    noindex: Boolean(search.q),
    jsonLd: [
      itemListJsonLd(
        answer.seminars,
        (i) => localizedUrl(ctx.origin, seminarPath(answer.seminars[i]!), ctx.language),
        firstPosition,
      ),
      search.state || search.categoryId !== undefined ? trail(ctx, [heading, canonical]) : trail(ctx),
    ],
  };
}

export function rankingHead(ctx: HeadContext): PageHeadData {
  const { canonical, alternates } = urls(ctx, RANKING_PATH);
  return {
    title: titled(ctx, ctx.t('marketplace.ranking.heading')),
    description: cut(ctx.t('marketplace.ranking.intro')),
    canonical,
    alternates,
    image: null,
    ogType: 'website',
    jsonLd: [trail(ctx, [ctx.t('marketplace.ranking.heading'), canonical])],
  };
}

/** A missing page's head: its title and description, nothing to index. */
export function missingHead(ctx: HeadContext, path: string): PageHeadData {
  const { canonical, alternates } = urls(ctx, path);
  return {
    title: titled(ctx, ctx.t('marketplace.notFound.heading')),
    description: ctx.t('marketplace.notFound.text'),
    canonical,
    alternates,
    image: null,
    ogType: 'website',
    noindex: true,
    jsonLd: [],
  };
}

const ogLocale: Record<Language, string> = { de: 'de_DE', en: 'en_GB' };

/** The <head> elements of a public page (rendered to static markup by the server). */
export function PageHead({ head, language, siteName }: { head: PageHeadData; language: Language; siteName: string }) {
  const other: Language = language === 'de' ? 'en' : 'de';
  return (
    <>
      <title>{head.title}</title>
      <meta name="description" content={head.description} />
      {head.noindex ? <meta name="robots" content="noindex, follow" /> : null}
      <link rel="canonical" href={head.canonical} />
      <link rel="alternate" hrefLang="de" href={head.alternates.de} />
      <link rel="alternate" hrefLang="en" href={head.alternates.en} />
      <link rel="alternate" hrefLang="x-default" href={head.alternates.de} />
      <meta property="og:type" content={head.ogType} />
      <meta property="og:site_name" content={siteName} />
      <meta property="og:title" content={head.title} />
      <meta property="og:description" content={head.description} />
      <meta property="og:url" content={head.canonical} />
      <meta property="og:locale" content={ogLocale[language]} />
      <meta property="og:locale:alternate" content={ogLocale[other]} />
      {head.image ? <meta property="og:image" content={head.image} /> : null}
      <meta name="twitter:card" content={head.image ? 'summary_large_image' : 'summary'} />
      {head.jsonLd.map((data, i) => (
        <script key={i} type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonForScript(data) }} />
      ))}
    </>
  );
}
