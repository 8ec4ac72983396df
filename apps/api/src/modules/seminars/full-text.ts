/**
 * The German full-text condition on seminars, shared by the dashboard list (GET /seminars) and
 * the public marketplace search: whole words with stemming (websearch syntax) or every word as a
 * prefix — one query, so each row's vector is matched once — and substrings of title and seminar
 * number. The substrings are matched case-insensitively as `ilike` does (it lower-cases both
 * sides), on the lower-cased copies the table keeps, so no row is lower-cased on a search
 * (bench/RESULTS.md, 2026-11-26).
 */
import { or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { seminars } from '../../db/schema/index';
import { containsPattern } from '../../lib/like';

/** What a text search looks for: the text, its words as prefixes (null without words), a substring pattern. */
export interface TextTerms<V = string> {
  q: V;
  prefix: V | null;
  like: V;
}

export function textTerms(q: string): TextTerms {
  const words = q.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return {
    q,
    prefix: words.length ? words.map((w) => `${w}:*`).join(' & ') : null,
    like: containsPattern(q),
  };
}

/**
 * The condition for `terms`, their values given or placeholders (a statement compiled once).
 * `plannedWithValues`: the statement is planned for its values (an unnamed statement, as the
 * marketplace search sends), so the query is written inline, folded into a constant by the planner
 * and estimated from the column's statistics (ADR 041); otherwise it is a sub-select.
 */
export function seminarTextCondition(
  terms: string | TextTerms<string | Placeholder>,
  { plannedWithValues = false } = {},
): SQL | undefined {
  const { q, prefix, like } = typeof terms === 'string' ? textTerms(terms) : terms;
  const partial = [
    sql`${seminars.titleFolded} like lower(${like})`,
    sql`${seminars.seminarNumberFolded} like lower(${like})`,
  ];
  if (prefix === null) return or(...partial);
  const query = sql`websearch_to_tsquery('german_unaccent', ${q}) || to_tsquery('german_unaccent', ${prefix})`;
  return or(
    // A sub-select, so the query is parsed once per statement: in a prepared statement's generic
    // plan, a function of the parameters would be parsed again for every row it is checked on.
    plannedWithValues
      ? sql`${seminars.searchVector} @@ (${query})`
      : sql`${seminars.searchVector} @@ (select ${query})`,
    ...partial,
  );
}
