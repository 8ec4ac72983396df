/**
 * The sitemaps of the public pages (sitemaps.org 0.9): an index naming one sitemap per 50,000
 * seminars, per 50,000 providers with a public seminar, and one of the search's landing pages
 * (the search itself, each state and each category with a public seminar). Every `lastmod` is the
 * newest change of what the entry shows. Only public seminars count: online and not yet started
 * (drafts, paused, archived and expired ones never appear). XML written by xmlbuilder2.
 */
import { and, asc, count, eq, max, ne, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { create } from 'xmlbuilder2';
import { INTERNAL_CATEGORY_ID, slugify } from '@bu/contracts';
import { providers, seminarRecognitions, seminars } from '../../db/schema/index';
import { publicSql } from '../seminars';

/** sitemaps.org: at most 50,000 URLs per sitemap. */
const SITEMAP_URLS_MAX = 50_000;
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

export type SitemapKind = 'seminars' | 'providers' | 'search';

interface Entry {
  loc: string;
  lastmod: Date | string | null;
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

function urlset(entries: Entry[]): string {
  const root = create({ version: '1.0', encoding: 'UTF-8' }).ele(NS, 'urlset');
  for (const entry of entries) {
    const url = root.ele('url');
    url.ele('loc').txt(entry.loc);
    const lastmod = iso(entry.lastmod);
    if (lastmod) url.ele('lastmod').txt(lastmod);
  }
  return root.end({ prettyPrint: false });
}

export function createSitemaps(app: FastifyInstance, origin: string) {
  const { db } = app;
  const today = () => app.today();
  const seminarUrl = (s: { id: string; title: string }) => `${origin}/marketplace/seminars/${slugify(s.title)}-${s.id}`;
  const providerUrl = (p: { id: string; name: string }) => `${origin}/marketplace/providers/${slugify(p.name)}-${p.id}`;

  /** Providers with a public seminar, and the newest change of the provider or those seminars. */
  const listedProviders = () =>
    db
      .select({
        id: providers.id,
        name: providers.name,
        lastmod: sql<string>`greatest(${providers.updatedAt}, max(${seminars.updatedAt}))`,
      })
      .from(providers)
      .innerJoin(seminars, and(eq(seminars.providerId, providers.id), publicSql(today())))
      .groupBy(providers.id)
      .orderBy(asc(providers.id));

  return {
    /** The index: each sitemap with the newest change among its entries. */
    async index(): Promise<string> {
      const [[publicSeminars], providerRows] = await Promise.all([
        db
          .select({ total: count(), lastmod: max(seminars.updatedAt) })
          .from(seminars)
          .where(publicSql(today())),
        listedProviders(),
      ]);
      const chunks = (total: number) => Math.max(1, Math.ceil(total / SITEMAP_URLS_MAX));
      // The newest change per chunk of seminars, in the order the chunks list them.
      const seminarChunks = await db
        .select({
          chunk: sql<number>`(row_number() over (order by ${seminars.id}) - 1) / ${SITEMAP_URLS_MAX}`.as('chunk'),
          updatedAt: seminars.updatedAt,
        })
        .from(seminars)
        .where(publicSql(today()))
        .as('chunks');
      const seminarLastmods = await db
        .select({ chunk: seminarChunks.chunk, lastmod: max(seminarChunks.updatedAt) })
        .from(seminarChunks)
        .groupBy(seminarChunks.chunk)
        .orderBy(asc(seminarChunks.chunk));
      const root = create({ version: '1.0', encoding: 'UTF-8' }).ele(NS, 'sitemapindex');
      const add = (name: string, lastmod: Date | string | null | undefined) => {
        const sitemap = root.ele('sitemap');
        sitemap.ele('loc').txt(`${origin}/sitemaps/${name}.xml`);
        const when = iso(lastmod ?? null);
        if (when) sitemap.ele('lastmod').txt(when);
      };
      for (let n = 0; n < chunks(publicSeminars?.total ?? 0); n++) {
        add(`seminars-${n + 1}`, seminarLastmods.find((c) => Number(c.chunk) === n)?.lastmod);
      }
      for (let n = 0; n < chunks(providerRows.length); n++) {
        const slice = providerRows.slice(n * SITEMAP_URLS_MAX, (n + 1) * SITEMAP_URLS_MAX);
        add(
          `providers-${n + 1}`,
          slice
            .map((p) => iso(p.lastmod))
            .sort()
            .at(-1) ?? null,
        );
      }
      add('search', publicSeminars?.lastmod ?? null);
      return root.end({ prettyPrint: false });
    },

    /** One sitemap (`page` from 1), or null when there is no such page. */
    async sitemap(kind: SitemapKind, page: number): Promise<string | null> {
      if (kind === 'search') return page === 1 ? urlset(await searchEntries()) : null;
      if (kind === 'providers') {
        const rows = (await listedProviders()).slice((page - 1) * SITEMAP_URLS_MAX, page * SITEMAP_URLS_MAX);
        return rows.length || page === 1
          ? urlset(rows.map((p) => ({ loc: providerUrl(p), lastmod: p.lastmod })))
          : null;
      }
      const rows = await db
        .select({ id: seminars.id, title: seminars.title, lastmod: seminars.updatedAt })
        .from(seminars)
        .where(publicSql(today()))
        .orderBy(asc(seminars.id))
        .limit(SITEMAP_URLS_MAX)
        .offset((page - 1) * SITEMAP_URLS_MAX);
      return rows.length || page === 1 ? urlset(rows.map((s) => ({ loc: seminarUrl(s), lastmod: s.lastmod }))) : null;
    },
  };

  /** The search, and its landing page per state and per category that has a public seminar. */
  async function searchEntries(): Promise<Entry[]> {
    const [[all], states, categories] = await Promise.all([
      db
        .select({ lastmod: max(seminars.updatedAt) })
        .from(seminars)
        .where(publicSql(today())),
      db
        .select({ state: seminarRecognitions.state, lastmod: max(seminars.updatedAt) })
        .from(seminarRecognitions)
        .innerJoin(seminars, and(eq(seminars.id, seminarRecognitions.seminarId), publicSql(today())))
        .groupBy(seminarRecognitions.state)
        .orderBy(asc(seminarRecognitions.state)),
      db
        .select({ categoryId: seminars.categoryId, lastmod: max(seminars.updatedAt) })
        .from(seminars)
        .where(and(publicSql(today()), ne(seminars.categoryId, INTERNAL_CATEGORY_ID)))
        .groupBy(seminars.categoryId)
        .orderBy(asc(seminars.categoryId)),
    ]);
    return [
      { loc: `${origin}/marketplace`, lastmod: all?.lastmod ?? null },
      ...states.map((s) => ({ loc: `${origin}/marketplace?state=${s.state}`, lastmod: s.lastmod })),
      ...categories
        .filter((c) => c.categoryId !== null)
        .map((c) => ({ loc: `${origin}/marketplace?categoryId=${c.categoryId}`, lastmod: c.lastmod })),
    ];
  }
}
