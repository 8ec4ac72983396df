/**
 * The German full-text condition on seminars, shared by the dashboard list (GET /seminars) and
 * the public marketplace search: whole words with stemming (websearch syntax) or every word as a
 * prefix — one query, so each row's vector is matched once — and substrings of title and seminar
 * number. The substrings are matched case-insensitively as `ilike` does (it lower-cases both
 * sides), on the lower-cased copies the table keeps, so no row is lower-cased on a search
 * (bench/RESULTS.md, 2026-11-26).
 */
import { or, sql, type SQL } from 'drizzle-orm';
import { seminars } from '../../db/schema/index';
import { containsPattern } from '../../lib/like';

export function seminarTextCondition(q: string): SQL | undefined {
  const words = q.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  const like = containsPattern(q);
  const partial = [
    sql`${seminars.titleFolded} like lower(${like})`,
    sql`${seminars.seminarNumberFolded} like lower(${like})`,
  ];
  if (!words.length) return or(...partial);
  const prefix = words.map((w) => `${w}:*`).join(' & ');
  return or(
    // A sub-select, so the query is parsed once per statement: in a prepared statement's generic
    // plan, a function of the parameters would be parsed again for every row it is checked on.
    sql`${seminars.searchVector} @@ (select websearch_to_tsquery('german_unaccent', ${q}) || to_tsquery('german_unaccent', ${prefix}))`,
    ...partial,
  );
}
