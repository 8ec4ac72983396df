/**
 * Numbers, money and dates as the dashboard shows them — always through `Intl` in the UI
 * language (German "11.01.2027", "540,50 €"; English "11/01/2027", "€540.50"). Date-times are
 * shown in German time (the provider, the mails and the CSV export all speak German time); the
 * date formats themselves live in @bu/contracts (dates.ts), shared with the server.
 */
import {
  formatDate,
  formatDateRange,
  formatDateTime as formatDateTimeIn,
  formatDayMonth,
  formatMonth as formatMonthIn,
  intlLocales,
  type Language,
} from '@bu/contracts';
import { currentLanguage } from './i18n';

/** The `Intl` locale of a UI language (German "1.234,5", British English "1,234.5"). */
export const intlLocale = (language: Language = currentLanguage()) => intlLocales[language];

// One formatter per locale and options: tables format hundreds of cells per render.
const numberFormats = new Map<string, Intl.NumberFormat>();
function numberFormat(language: Language, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `${language}|${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) numberFormats.set(key, (format = new Intl.NumberFormat(intlLocale(language), options)));
  return format;
}

/** An ISO date (YYYY-MM-DD) as a calendar day, e.g. "11.01.2027" / "11/01/2027". */
export const formatDay = (iso: string | null | undefined, language = currentLanguage()) => formatDate(iso, language);

/** An ISO date as day and month only, for chart axes: "11.01." / "11/01". */
export const formatShortDay = (iso: string, language = currentLanguage()) => formatDayMonth(iso, language);

/** "11.01.2027 – 15.01.2027"; one day when start and end agree; '' without a start. */
export const formatDayRange = (
  start: string | null | undefined,
  end: string | null | undefined,
  language = currentLanguage(),
) => formatDateRange(start, end, language);

/** A month (YYYY-MM, e.g. an invoice period) in words: "Januar 2027" / "January 2027". */
export const formatMonth = (month: string | null | undefined, language = currentLanguage()) =>
  formatMonthIn(month, language);

/** An instant in German time: "20.11.2026 15:30" / "20/11/2026 15:30". */
export const formatDateTime = (iso: string | null | undefined, language = currentLanguage()) =>
  formatDateTimeIn(iso, language);

/**
 * Integer cents as euros: "540,50 €" / "€540.50". `wholeEuros` leaves out ",00" on whole
 * amounts ("540 €"), as the marketplace's price lines do.
 */
export function formatMoney(
  cents: number | null | undefined,
  language = currentLanguage(),
  { wholeEuros = false }: { wholeEuros?: boolean } = {},
): string {
  const value = cents ?? 0;
  const trim = wholeEuros && value % 100 === 0;
  return numberFormat(language, {
    style: 'currency',
    currency: 'EUR',
    ...(trim ? { minimumFractionDigits: 0, maximumFractionDigits: 0 } : {}),
  }).format(value / 100);
}

export function formatNumber(value: number, language = currentLanguage()): string {
  return numberFormat(language).format(value);
}

/** A number with at most one decimal (averages, medians): "12,5" / "12.5". */
export function formatDecimal(value: number, language = currentLanguage()): string {
  return numberFormat(language, { maximumFractionDigits: 1 }).format(value);
}

/** A share 0–1 as a percentage: "100 %" / "100%". */
export function formatPercent(share: number, language = currentLanguage()): string {
  return numberFormat(language, { style: 'percent', maximumFractionDigits: 1 }).format(share);
}

/** A change as a signed whole percentage: "+25 %" / "−10%" / "0 %". */
export function formatChange(share: number, language = currentLanguage()): string {
  return numberFormat(language, { style: 'percent', maximumFractionDigits: 0, signDisplay: 'exceptZero' }).format(
    share,
  );
}
