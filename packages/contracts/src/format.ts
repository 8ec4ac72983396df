/**
 * Numbers and money, one way for the server and the web app (docs/decisions/026-format-module.md):
 * what a reader sees goes through `Intl` in the reader's language (German "1.234,50 €", "12,5 %";
 * English "€1,234.50", "12.5%"), what a machine reads (e-invoice XML) is `machineAmount`. Money is
 * integer cents everywhere. Dates are in dates.ts; texts with counts go through `textsIn` (i18n.ts).
 */
import { intlLocales } from './intl';

type Language = 'de' | 'en';

// Creating an Intl.NumberFormat costs about a millisecond, and tables format hundreds of cells:
// one formatter per language and options.
const formats = new Map<string, Intl.NumberFormat>();
function numberFormat(language: Language, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `${language}|${JSON.stringify(options)}`;
  let found = formats.get(key);
  if (!found) {
    found = new Intl.NumberFormat(intlLocales[language], options);
    formats.set(key, found);
  }
  return found;
}

/** Whole cents, half a cent up; never -0 (which Intl would write as "-0,00 €"). */
const wholeCents = (cents: number) => Math.round(cents) || 0;

const EUROS: Intl.NumberFormatOptions = { style: 'currency', currency: 'EUR' };
const WHOLE: Intl.NumberFormatOptions = { minimumFractionDigits: 0, maximumFractionDigits: 0 };

/**
 * Integer cents as euros: "1.234,50 €" / "€1,234.50"; nothing (null, undefined, NaN) is "0 €" / "€0".
 * `wholeEuros` leaves out ",00" on whole amounts ("540 €"), as the marketplace's price lines do.
 */
export function formatMoney(
  cents: number | null | undefined,
  language: Language,
  { wholeEuros = false }: { wholeEuros?: boolean } = {},
): string {
  // Nothing to show reads "0 €" (seed §9), in the UI language's order ("€0" in English).
  if (cents === null || cents === undefined || Number.isNaN(cents))
    return numberFormat(language, { ...EUROS, ...WHOLE }).format(0);
  const value = wholeCents(cents);
  const whole = wholeEuros && value % 100 === 0;
  return numberFormat(language, whole ? { ...EUROS, ...WHOLE } : EUROS).format(value / 100);
}

/**
 * Cents as an amount a reader edits, without currency and grouping: "1234,50" / "1234.50", whole
 * euros without decimals ("540"); '' for nothing.
 */
export function formatMoneyInput(cents: number | null | undefined, language: Language): string {
  if (cents === null || cents === undefined || Number.isNaN(cents)) return '';
  const value = wholeCents(cents);
  const digits = value % 100 === 0 ? 0 : 2;
  return numberFormat(language, {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
    useGrouping: false,
  }).format(value / 100);
}

/** Cents as a spreadsheet's amount cell: two decimals, no grouping, no currency: "1234,50" / "1234.50". */
export function formatAmountCell(cents: number, language: Language): string {
  return numberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: false }).format(
    wholeCents(cents) / 100,
  );
}

/**
 * An amount as typed back to integer cents (the inverse of `formatMoneyInput`); NaN for anything
 * else, null when empty. German reads "540", "540,50", "1.234,5 €"; English "540", "540.50",
 * "1,234.5" (a comma before one or two final digits is still read as the decimal mark).
 */
export function parseMoneyInput(text: string, language: Language): number | null {
  const trimmed = text.trim().replace(/\s|€/g, '');
  if (!trimmed) return null;
  const germanStyle = language === 'de' ? trimmed.includes(',') : !trimmed.includes('.') && /,\d{1,2}$/.test(trimmed);
  const normalized = germanStyle ? trimmed.replace(/\./g, '').replace(',', '.') : trimmed.replace(/,/g, '');
  if (!/^-?\d+(\.\d{0,2})?$/.test(normalized)) return Number.NaN;
  return Math.round(Number(normalized) * 100);
}

/** A count or whole number: "1.234.567" / "1,234,567". */
export function formatNumber(value: number, language: Language): string {
  return numberFormat(language).format(value);
}

/**
 * A number with one decimal at most (averages, medians): "12,5" / "12.5", "12"; `fixed` always
 * writes it ("12,0"), as the CSV export's column of percentages does.
 */
export function formatDecimal(value: number, language: Language, { fixed = false }: { fixed?: boolean } = {}): string {
  return numberFormat(language, { minimumFractionDigits: fixed ? 1 : 0, maximumFractionDigits: 1 }).format(value);
}

/** A share 0–1 as a percentage with at most one decimal: "12,5 %" / "12.5%". */
export function formatPercent(share: number, language: Language): string {
  return numberFormat(language, { style: 'percent', maximumFractionDigits: 1 }).format(share);
}

/** A change as a signed whole percentage: "+25 %" / "-10%" / "0 %". */
export function formatChange(share: number, language: Language): string {
  return numberFormat(language, { style: 'percent', maximumFractionDigits: 0, signDisplay: 'exceptZero' }).format(
    share,
  );
}

/**
 * Integer cents as the decimal a machine reads, two places, point, no grouping, no currency:
 * "12.50", "-0.05" (EN 16931 amounts in the e-invoice XML). Computed on integers, not floats.
 */
export function machineAmount(cents: number): string {
  const value = wholeCents(cents);
  const abs = Math.abs(value);
  return `${value < 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** What a seminar's price is, as the public pages and the widget show it. */
export interface PriceFields {
  priceType: string | null;
  priceCents: number | null;
  priceMinCents: number | null;
  priceMaxCents: number | null;
}

/**
 * A seminar's price line in whole euros where they are whole ("540 €", "420 € – 480 €"), or the
 * caller's word for a free seminar or a price on request; '' when nothing can be said.
 */
export function formatPriceLine(
  s: PriceFields,
  language: Language,
  words: { free: string; onRequest: string },
): string {
  const euros = (cents: number) => formatMoney(cents, language, { wholeEuros: true });
  switch (s.priceType) {
    case 'exact':
      return s.priceCents !== null ? euros(s.priceCents) : '';
    case 'range':
      return s.priceMinCents !== null && s.priceMaxCents !== null
        ? `${euros(s.priceMinCents)} – ${euros(s.priceMaxCents)}`
        : '';
    case 'free':
      return words.free;
    case 'on_request':
      return words.onRequest;
    default:
      return '';
  }
}
