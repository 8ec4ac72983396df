/**
 * The server renderer of the public marketplace pages (docs/decisions/046): the API calls
 * `render` with a page's URL and its in-process reads; this answers the whole HTML page made by
 * the same route tree and components the browser then hydrates (app/startup.tsx), with the
 * page's <head> (features/marketplace/seo.tsx) and its query cache as a JSON data block, so the
 * browser neither fetches nor renders anything again. Built by `vite build --ssr` into
 * apps/web/dist-server; the dashboard is never rendered here.
 */
import { StrictMode } from 'react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { dehydrate, QueryClient } from '@tanstack/react-query';
import {
  createStaticHandler,
  createStaticRouter,
  matchPath,
  StaticRouterProvider,
  type StaticHandlerContext,
} from 'react-router';
import {
  idFromSlug,
  INITIAL_STATE_ELEMENT_ID,
  isPageMissing,
  jsonForScript,
  type BuildManifest,
  publicSeminarSearchQuerySchema,
  todayIso,
  type Language,
  type MarketplaceReads,
  type PageMissing,
  type PageRenderer,
  type RenderRequest,
  type RenderResult,
} from '@bu/contracts';
import { AppProviders } from './app/providers';
import { routes } from './app/routes';
import { initServerI18n } from './lib/i18n-server';
import { i18n } from './lib/i18n';
import { parseListParams } from './lib/list-params';
import { providerPath, RANKING_PATH, seminarPath } from './lib/marketplace-paths';
import { marketplaceKeys, searchQuery } from './features/marketplace/api';
import {
  missingHead,
  PageHead,
  providerHead,
  rankingHead,
  searchHead,
  seminarHead,
  type HeadContext,
  type PageHeadData,
} from './features/marketplace/seo';

const handler = createStaticHandler(routes);
const ready = initServerI18n();

/** Blocks of the template that belong to the single-page app only (its default head, the no-script note). */
const SPA_ONLY = /<!--spa-only-->[\s\S]*?<!--\/spa-only-->/g;
/**
 * The app's stylesheet as the build inlines it for the single-page app's first paint
 * (vite.config.ts): a public page links the file instead, loaded side by side with its route's
 * style sheets and kept by the browser from page to page, so each page's HTML is half as long.
 */
const ENTRY_STYLE = /<style data-href="([^"]+)">[\s\S]*?<\/style>/;
/** The root element with the static shell between its markers: replaced whole, so no stray whitespace is hydrated. */
const ROOT = /<div id="root">\s*<!--ssr-outlet-->[\s\S]*?<!--\/ssr-outlet-->\s*<\/div>/;

/** The template cut where a page writes its language, head, root and state block. */
type PageTemplate = readonly [string, string, string, string, string];

/** The template of the last call, cut: the server passes the same one on every call. */
let cut: { template: string; parts: PageTemplate } | undefined;

function pageTemplate(template: string): PageTemplate {
  if (cut?.template === template) return cut.parts;
  const html = template
    .replace(SPA_ONLY, '')
    .replace(ENTRY_STYLE, (_style, href: string) => `<link rel="stylesheet" href="${href}">`);
  const span = (pattern: RegExp) => {
    const match = pattern.exec(html);
    if (!match) throw new Error(`the page template has no ${String(pattern)}`);
    return { start: match.index, end: match.index + match[0].length };
  };
  const lang = span(/<html lang="[^"]*"/);
  const head = span(/<\/head>/);
  const root = span(ROOT);
  const body = span(/<\/body>/);
  const parts: PageTemplate = [
    html.slice(0, lang.start),
    html.slice(lang.end, head.start),
    html.slice(head.start, root.start),
    html.slice(root.end, body.start),
    html.slice(body.start),
  ];
  cut = { template, parts };
  return parts;
}

/**
 * The source modules of the marketplace's lazy routes (features/marketplace/routes.ts), as the
 * client build's manifest names them: a page's head links their chunks' style sheets and scripts.
 */
export const MARKETPLACE_MODULES = {
  layout: 'src/features/marketplace/components/marketplace-layout.tsx',
  search: 'src/features/marketplace/components/search-page.tsx',
  seminar: 'src/features/marketplace/components/seminar-page.tsx',
  provider: 'src/features/marketplace/components/provider-page.tsx',
  ranking: 'src/features/marketplace/components/ranking-page.tsx',
} as const;
type PageModule = Exclude<keyof typeof MARKETPLACE_MODULES, 'layout'>;

type Prepared =
  | { status: 301; location: string }
  | { status: 200 | 404 | 410; head: (ctx: HeadContext) => PageHeadData; module?: PageModule };

/**
 * `<link>`s for the chunks of `modules` and every chunk they import, the entry's own excepted (the
 * template loads it): style sheets, so that the page is styled as it first paints and not again
 * once the script has loaded them, and module preloads, so that the browser fetches the chunks side
 * by side instead of one after another. Vite's loader finds these links and adds none of its own.
 */
export function assetLinks(manifest: BuildManifest | undefined, modules: string[]): string {
  if (!manifest) return '';
  const css = new Set<string>();
  const scripts = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key) || chunk.isEntry) return;
    seen.add(key);
    scripts.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const module of modules) visit(module);
  return [
    ...[...css].map((file) => `<link rel="stylesheet" href="/${file}">`),
    ...[...scripts].map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
  ].join('');
}

/** The page's data into `client` under the keys its components read; what its head says. */
async function prepare(url: URL, reads: MarketplaceReads, client: QueryClient): Promise<Prepared> {
  const { pathname } = url;
  const missing = (error: unknown, key: readonly unknown[]): Prepared => {
    if (!isPageMissing(error)) throw error;
    // The component reads the failure from its query, as after a 404 answer in the browser.
    const query = client.getQueryCache().build(client, { queryKey: key });
    query.setState({
      status: 'error',
      error: error as PageMissing & Error,
      fetchStatus: 'idle',
      errorUpdatedAt: Date.now(),
    });
    return { status: error.status, head: (ctx) => missingHead(ctx, pathname) };
  };
  const canonical = (path: string): Prepared | null =>
    path === pathname ? null : { status: 301, location: `${path}${url.search}` };

  if (pathname === '/marketplace' || pathname === '/marketplace/') {
    const params = parseListParams(publicSeminarSearchQuerySchema, url.searchParams);
    const answer = await reads.search(params);
    client.setQueryData(searchQuery(params).queryKey, answer);
    return { status: 200, head: (ctx) => searchHead(params, answer, ctx), module: 'search' };
  }
  if (pathname === RANKING_PATH) return { status: 200, head: rankingHead, module: 'ranking' };

  const seminar = matchPath('/marketplace/seminars/:slug', pathname);
  if (seminar) {
    const id = idFromSlug(seminar.params.slug ?? '');
    if (!id) return { status: 404, head: (ctx) => missingHead(ctx, pathname) };
    try {
      const answer = await reads.seminar(id);
      client.setQueryData(marketplaceKeys.detail(id), answer);
      return (
        canonical(seminarPath(answer.seminar)) ?? {
          status: 200,
          head: (ctx) => seminarHead(answer.seminar, ctx),
          module: 'seminar',
        }
      );
    } catch (error) {
      return missing(error, marketplaceKeys.detail(id));
    }
  }
  const provider = matchPath('/marketplace/providers/:slug', pathname);
  if (provider) {
    const id = idFromSlug(provider.params.slug ?? '');
    if (!id) return { status: 404, head: (ctx) => missingHead(ctx, pathname) };
    try {
      const answer = await reads.provider(id);
      client.setQueryData(marketplaceKeys.provider(id), answer);
      return (
        canonical(providerPath(answer.provider)) ?? {
          status: 200,
          head: (ctx) => providerHead(answer.provider, ctx),
          module: 'provider',
        }
      );
    } catch (error) {
      return missing(error, marketplaceKeys.provider(id));
    }
  }
  return { status: 404, head: (ctx) => missingHead(ctx, pathname) };
}

/**
 * What a page is rendered from: its address, language and day, and the data of its queries
 * without their view tokens (which only the page's state block carries, per visitor). The
 * components read nothing else: no session on the server, no clock finer than the day.
 */
function memoKey(url: URL, language: Language, client: QueryClient): string {
  const data = client
    .getQueryCache()
    .getAll()
    .map((query) => [query.queryKey, query.state.status, withoutViewToken(query.state.data)]);
  return JSON.stringify([url.pathname, url.search, language, todayIso(), data]);
}

const withoutViewToken = (data: unknown) =>
  data && typeof data === 'object' && 'viewToken' in data ? { ...data, viewToken: null } : data;

export async function render(request: RenderRequest, reads: MarketplaceReads): Promise<RenderResult> {
  await ready;
  const url = new URL(request.url, request.origin);
  const language: Language = url.searchParams.get('lang') === 'en' ? 'en' : 'de';
  // Fresh per page, and without retries: the server renders what it has, a missing page's failure too.
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, retryOnMount: false, staleTime: 30_000 } },
  });
  const prepared = await prepare(url, reads, client);
  if (prepared.status === 301) return prepared;

  const renderParts = (router: ReturnType<typeof createStaticRouter>, context: StaticHandlerContext) => {
    // From here on synchronous: the one i18next instance speaks this page's language until the
    // page is written, and no other page's rendering can run in between.
    void i18n.changeLanguage(language);
    const t = i18n.getFixedT(language);
    return {
      body: renderToString(
        <StrictMode>
          <AppProviders queryClient={client}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </AppProviders>
        </StrictMode>,
      ),
      head:
        renderToStaticMarkup(
          <PageHead
            head={prepared.head({ origin: request.origin, language, t })}
            language={language}
            siteName={t('marketplace.brand')}
          />,
        ) +
        assetLinks(request.assets, [
          MARKETPLACE_MODULES.layout,
          ...(prepared.module ? [MARKETPLACE_MODULES[prepared.module]] : []),
        ]),
    };
  };

  // A page rendered before from the same address, language, day and data is taken as it was: its
  // route matching and render are skipped (ADR 053). Only a page that rendered is kept, so an
  // address the router redirects never has an entry.
  const key = request.memo && prepared.status === 200 ? memoKey(url, language, client) : null;
  let rendered = key ? request.memo!.get(key) : undefined;
  if (!rendered) {
    const context = await handler.query(new Request(url));
    if (context instanceof Response) {
      return { status: 301, location: context.headers.get('location') ?? '/marketplace' };
    }
    rendered = renderParts(createStaticRouter(handler.dataRoutes, context), context);
    if (key) request.memo!.set(key, rendered);
  }

  const { body } = rendered;
  // A page that is not there is shown by the browser's own render (it may be a provider's
  // preview of its draft); every other page is hydrated with the data it was rendered from.
  const mode = prepared.status === 200 ? 'hydrate' : 'replace';
  const state = prepared.status === 200 ? jsonForScript(dehydrate(client)) : null;
  const [beforeLanguage, beforeHeadEnd, beforeRoot, beforeBodyEnd, rest] = pageTemplate(request.template);
  const html =
    `${beforeLanguage}<html lang="${language}"${beforeHeadEnd}${rendered.head}${beforeRoot}` +
    `<div id="root" data-ssr="${mode}" data-language="${language}">${body}</div>${beforeBodyEnd}` +
    (state ? `<script type="application/json" id="${INITIAL_STATE_ELEMENT_ID}">${state}</script>` : '') +
    rest;
  return { status: prepared.status, html };
}

export default { render } satisfies PageRenderer;
