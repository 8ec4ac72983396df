/** Pure text helpers shared by the API and the web app (seed §5, §9); numbers and money are in format.ts, dates in dates.ts. */

const TRANSLITERATIONS: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue', ß: 'ss' };

/**
 * URL slug: lowercase, umlauts and ß transliterated, hyphens treated as spaces,
 * non-alphanumerics removed, the word "spurensuche" shortened to "s", words joined by `separator`.
 */
export function slugify(input: string, separator = '-'): string {
  const words = input
    .toLowerCase()
    .replace(/[äöüß]/g, (ch) => TRANSLITERATIONS[ch] ?? ch)
    .replace(/-/g, ' ')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9\s]/g, '')
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => (word === 'spurensuche' ? 's' : word));
  return words.join(separator);
}

/** Plain-text excerpt of (possibly HTML) text: tags stripped, cut at `length` with an ellipsis. */
export function excerpt(html: string | null | undefined, length = 150): string {
  // Each run of tags and white space becomes one space, in one pass: a public list shapes one
  // excerpt per seminar, and two passes over the whole description took twice as long.
  const text = (html ?? '').replace(/(?:<[^>]*>|\s)+/g, ' ').trim();
  if (text.length <= length) return text;
  return `${text.slice(0, length).trimEnd()}…`;
}

/**
 * `text` closed with a sentence's period, unless it already ends in one: a provider called
 * "Bildungswerk e. V." ends a sentence as "… Bildungswerk e. V.", not "… e. V..". Every text that
 * puts a name (or a translation ending in one) before a full stop goes through here.
 */
export function endSentence(text: string): string {
  return /[.…]\s*$/.test(text) ? text : `${text}.`;
}
