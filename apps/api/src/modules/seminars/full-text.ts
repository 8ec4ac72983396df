/**
 * The German full-text condition on seminars, shared by the dashboard list (GET /seminars) and
 * the public marketplace search: whole words with stemming (websearch syntax), every word as a
 * prefix, and substrings of title and seminar number.
 */
import { or, sql, type SQL } from 'drizzle-orm';
import { seminars } from '../../db/schema/index';
import { containsPattern } from '../../lib/like';

export function seminarTextCondition(q: string): SQL | undefined {
  const words = q.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  const like = containsPattern(q);
  const partial = [sql`${seminars.title} ilike ${like}`, sql`${seminars.seminarNumber} ilike ${like}`];
  if (!words.length) return or(...partial);
  const prefix = words.map((w) => `${w}:*`).join(' & ');
  return or(
    sql`${seminars.searchVector} @@ websearch_to_tsquery('german_unaccent', ${q})`,
    sql`${seminars.searchVector} @@ to_tsquery('german_unaccent', ${prefix})`,
    ...partial,
  );
}
