/**
 * Paths of the public marketplace pages: `<slug>-<uuid>`, the slug from the title or name
 * (contracts' `slugify`), the id parsed back as the trailing UUID of the segment.
 */
import { slugify } from '@bu/contracts';

export function seminarPath(s: { id: string; title: string }): string {
  return `/marketplace/seminars/${slugify(s.title)}-${s.id}`;
}

/** "How results are ordered": the ranking parameters and paid placement (UWG § 5b, P2B Regulation Art. 5). */
export const RANKING_PATH = '/marketplace/ranking';

export function providerPath(p: { id: string; name: string }): string {
  return `/marketplace/providers/${slugify(p.name)}-${p.id}`;
}
