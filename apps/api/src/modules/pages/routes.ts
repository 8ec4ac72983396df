/**
 * The public pages as crawlers and link previews read them (docs/decisions/046): the marketplace's
 * search, seminar, provider and ranking pages rendered on the server by the web app's renderer
 * (apps/web/dist-server, loaded once) from the same in-process services as their JSON endpoints,
 * with real statuses (301 to a seminar's current address, 404, 410); `/sitemap.xml` (an index),
 * `/sitemaps/<kind>-<n>.xml` and `/robots.txt`. Without a built renderer (a checkout before
 * `npm run build`) the pages stay the single-page app's shell.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import {
  MARKETPLACE_READ_RATE_LIMIT,
  type BuildManifest,
  type MarketplaceReads,
  type PageRenderer,
  type RenderedParts,
  type RenderMemo,
} from '@bu/contracts';
import { AppError } from '../../lib/app-error';
import { MINUTE, byIp } from '../../plugins/limits';
import { createSitemaps, type SitemapKind } from './sitemap';

/** Where the web build puts the renderer beside the app (apps/web: `vite build --ssr`). */
const rendererPath = (webRoot: string) => path.join(webRoot, '..', 'dist-server', 'entry-server.js');

async function loadRenderer(
  webRoot: string,
): Promise<{ renderer: PageRenderer; template: string; assets?: BuildManifest } | null> {
  const entry = rendererPath(webRoot);
  const templateFile = path.join(webRoot, 'index.html');
  if (!existsSync(entry) || !existsSync(templateFile)) return null;
  const loaded = (await import(pathToFileURL(entry).href)) as { default: PageRenderer };
  const manifestFile = path.join(webRoot, '.vite', 'manifest.json');
  return {
    renderer: loaded.default,
    template: readFileSync(templateFile, 'utf8'),
    ...(existsSync(manifestFile) && { assets: JSON.parse(readFileSync(manifestFile, 'utf8')) as BuildManifest }),
  };
}

/**
 * Rendered pages by what they were rendered from (ADR 053), at most `megabytes` of them; the
 * key (the page's data as JSON) is kept as its SHA-256.
 */
function renderMemo(megabytes: number): RenderMemo | null {
  if (megabytes === 0) return null;
  const kept = new LRUCache<string, RenderedParts>({
    maxSize: megabytes * 1024 * 1024,
    sizeCalculation: (parts) => 2 * (parts.head.length + parts.body.length) + 100,
  });
  const hash = (key: string) => createHash('sha256').update(key).digest('base64url');
  return { get: (key) => kept.get(hash(key)), set: (key, parts) => void kept.set(hash(key), parts) };
}

const isNotFound = (error: unknown) => error instanceof AppError && error.code === 'NOT_FOUND';

const pagesRoutes: FastifyPluginAsync<{ webRoot: string }> = async (app, { webRoot }) => {
  const origin = app.config.PUBLIC_URL;
  const service = app.marketplaceService;
  const sitemaps = createSitemaps(app, origin);
  const loaded = await loadRenderer(webRoot);
  if (!loaded) app.log.warn('public pages are not server-rendered: the web build has no dist-server (npm run build)');
  // Pages read what the JSON endpoints read: the same per-address budget.
  const limit = app.limit(MARKETPLACE_READ_RATE_LIMIT.windowMinutes * MINUTE, [
    MARKETPLACE_READ_RATE_LIMIT.perIp,
    byIp('marketplace-read'),
  ]);

  const readsFor = (request: FastifyRequest): MarketplaceReads => ({
    search: (query) => service.search(query, { address: request.ip, userAgent: request.headers['user-agent'] }),
    seminar: (id) =>
      service.seminarAnswer(id, request.ip).catch(async (error: unknown) => {
        throw isNotFound(error) ? await service.missingSeminar(id) : error;
      }),
    provider: (id) =>
      service.providerAnswer(id, request.ip).catch((error: unknown) => {
        throw isNotFound(error) ? { status: 404 } : error;
      }),
  });

  const memo = renderMemo(app.config.PAGE_RENDER_CACHE_MB);
  const page = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!loaded) return reply.callNotFound();
    const result = await loaded.renderer.render(
      { url: request.url, origin, template: loaded.template, assets: loaded.assets, ...(memo && { memo }) },
      readsFor(request),
    );
    if (result.status === 301) return reply.redirect(result.location, 301);
    // The page holds a view token bound to the visitor's network: no shared cache may keep it.
    return reply
      .code(result.status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'private, no-cache')
      .send(result.html);
  };
  for (const url of ['/marketplace', '/marketplace/*'])
    app.get(url, { preHandler: limit, schema: { hide: true } }, page);

  const xml = (reply: FastifyReply, body: string) =>
    reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600').send(body);

  app.get('/sitemap.xml', { preHandler: limit, schema: { hide: true } }, async (_request, reply) =>
    xml(reply, await sitemaps.index()),
  );
  app.get<{ Params: { name: string } }>(
    '/sitemaps/:name',
    { preHandler: limit, schema: { hide: true } },
    async (request, reply) => {
      const match = /^(seminars|providers|search)-?(\d*)\.xml$/.exec(request.params.name);
      const body = match ? await sitemaps.sitemap(match[1] as SitemapKind, Number(match[2] || 1)) : null;
      if (body === null) throw new AppError('NOT_FOUND');
      return xml(reply, body);
    },
  );

  // Pages, not API operations: hidden from the OpenAPI document (as the widget's frame is).
  // The marketplace (and what its pages load) is for everyone; the dashboard, its account screens,
  // the participants' reply pages and the API are not for search engines.
  const robots = [
    'User-agent: *',
    'Allow: /marketplace',
    'Allow: /assets/',
    'Allow: /api/images/',
    'Allow: /favicon.svg',
    'Allow: /icons/',
    'Disallow: /api/',
    'Disallow: /',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=86400').send(robots),
  );
};

export default pagesRoutes;
