/**
 * Paths of the public marketplace pages: `<slug>-<uuid>`, the slug from the title or name
 * (contracts' `slugify`), the id parsed back as the trailing UUID of the segment.
 */
import { slugify, type Language } from '@bu/contracts';

export function seminarPath(s: { id: string; title: string }): string {
  return `/marketplace/seminars/${slugify(s.title)}-${s.id}`;
}

/** "How results are ordered": the ranking parameters and paid placement (UWG § 5b, P2B Regulation Art. 5). */
export const RANKING_PATH = '/marketplace/ranking';

export function providerPath(p: { id: string; name: string }): string {
  return `/marketplace/providers/${slugify(p.name)}-${p.id}`;
}

/**
 * A marketplace path in a language: German plain, English with `lang=en` — the language the
 * server renders the page in, so a link from an English page (or an English dashboard) stays
 * English for visitors and crawlers alike.
 */
export function inLanguage(path: string, language: Language): string {
  const at = path.indexOf('?');
  const query = new URLSearchParams(at < 0 ? '' : path.slice(at + 1));
  query.delete('lang');
  if (language === 'en') query.set('lang', 'en');
  const search = query.toString();
  return `${at < 0 ? path : path.slice(0, at)}${search ? `?${search}` : ''}`;
}
