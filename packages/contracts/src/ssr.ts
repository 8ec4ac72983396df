/**
 * The contract between the API and the web app's server renderer (apps/web/src/entry-server.tsx,
 * built to apps/web/dist-server by `vite build --ssr`; docs/decisions/046): the API hands the
 * renderer its public reads — the same in-process services its JSON endpoints answer from — and
 * the renderer answers a status, a redirect or the whole HTML page.
 */
import type {
  PublicProviderResponse,
  PublicSeminarResponse,
  PublicSeminarSearchQuery,
  PublicSeminarSearchResponse,
} from './marketplace';

/**
 * The id of the page's JSON block holding its dehydrated query cache. Not `__INITIAL_STATE__`:
 * an element's id is also a property of `window`, and would shadow `window.__INITIAL_STATE__`.
 */
export const INITIAL_STATE_ELEMENT_ID = 'bu-initial-state';

/** What a read throws for a page that is not there: 404, or 410 for a seminar that is over or removed. */
export interface PageMissing {
  status: 404 | 410;
  /** A seminar's provider, for the 410 page's way on. */
  provider?: { id: string; name: string } | null;
}

export function isPageMissing(error: unknown): error is PageMissing {
  const status = (error as { status?: unknown } | null)?.status;
  return status === 404 || status === 410;
}

export interface MarketplaceReads {
  search(query: PublicSeminarSearchQuery): Promise<PublicSeminarSearchResponse>;
  seminar(id: string): Promise<PublicSeminarResponse>;
  provider(id: string): Promise<PublicProviderResponse>;
}

export interface RenderRequest {
  /** Path and query of the page, e.g. `/marketplace/seminars/yoga-…?lang=en`. */
  url: string;
  /** The site's public origin (PUBLIC_URL), for canonical and absolute links. */
  origin: string;
  /** The built index.html the page is written into. */
  template: string;
  /**
   * The client build's manifest (apps/web/dist/.vite/manifest.json): the page's head names the
   * style sheets and scripts of its route's chunks, so they arrive with the page instead of after
   * the app's script has asked for them (no late restyle, no chain of requests). Absent: none.
   */
  assets?: BuildManifest;
  /**
   * Where rendered pages are kept by what they were rendered from (ADR 053): the reads still run
   * on every request; only rendering the same data again in the same language on the same day
   * is skipped. Absent: every page is rendered.
   */
  memo?: RenderMemo;
}

/** Vite's client build manifest: a chunk by its source module, with the chunks it imports and its CSS. */
export type BuildManifest = Record<
  string,
  { file: string; css?: string[]; imports?: string[]; isEntry?: boolean; isDynamicEntry?: boolean }
>;

/** A rendered page's parts that depend only on its key: the head's tags and the root's markup. */
export interface RenderedParts {
  head: string;
  body: string;
}

/** A bounded store of rendered parts; `key` names everything the parts were made from. */
export interface RenderMemo {
  get(key: string): RenderedParts | undefined;
  set(key: string, parts: RenderedParts): void;
}

export type RenderResult = { status: 301; location: string } | { status: 200 | 404 | 410; html: string };

/** The server entry's interface, as the API loads it. */
export interface PageRenderer {
  render(request: RenderRequest, reads: MarketplaceReads): Promise<RenderResult>;
}
