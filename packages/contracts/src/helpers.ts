/** Pure formatting helpers shared by the API and the web app (seed §5, §9); dates are in dates.ts. */
import { intlLocales } from './intl';

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

const euros = {
  de: new Intl.NumberFormat(intlLocales.de, { style: 'currency', currency: 'EUR' }),
  en: new Intl.NumberFormat(intlLocales.en, { style: 'currency', currency: 'EUR' }),
};

/**
 * Formats integer cents as euros in the reader's language: "1.234,50 €" / "€1,234.50"
 * (German by default); empty values give zero.
 */
export function formatCurrency(cents: number | null | undefined, language: 'de' | 'en' = 'de'): string {
  if (cents === null || cents === undefined || Number.isNaN(cents)) return language === 'de' ? '0 €' : '€0';
  return euros[language].format(cents / 100);
}
