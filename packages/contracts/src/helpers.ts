/** Pure formatting helpers shared by the API and the web app (seed §5, §9). */

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
  const text = (html ?? '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= length) return text;
  return `${text.slice(0, length).trimEnd()}…`;
}

const euro = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' });

/** Formats integer cents as German euros ("1.234,50 €"); empty values give "0 €". */
export function formatCurrency(cents: number | null | undefined): string {
  if (cents === null || cents === undefined || Number.isNaN(cents)) return '0 €';
  return euro.format(cents / 100);
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})/;

/** Formats an ISO date (YYYY-MM-DD or date-time) as DD.MM.YYYY, optionally shifted by one day. */
export function formatDate(iso: string | null | undefined, shiftOneDay = false): string {
  if (!iso) return '';
  const match = ISO_DATE.exec(iso);
  if (!match) return '';
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  if (shiftOneDay) date.setUTCDate(date.getUTCDate() + 1);
  const dd = String(date.getUTCDate()).padStart(2, '0');
  const mm = String(date.getUTCMonth() + 1).padStart(2, '0');
  return `${dd}.${mm}.${date.getUTCFullYear()}`;
}

const GERMAN_DATE = /^(\d{2})\.(\d{2})\.(\d{4})$/;

/** Parses DD.MM.YYYY into ISO YYYY-MM-DD; null when the text is not a real calendar date. */
export function parseGermanDate(text: string): string | null {
  const match = GERMAN_DATE.exec(text.trim());
  if (!match) return null;
  const [, dd, mm, yyyy] = match;
  const date = new Date(Date.UTC(Number(yyyy), Number(mm) - 1, Number(dd)));
  if (date.getUTCDate() !== Number(dd) || date.getUTCMonth() !== Number(mm) - 1) return null;
  return `${yyyy}-${mm}-${dd}`;
}
