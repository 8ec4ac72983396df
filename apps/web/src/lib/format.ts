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
  formatMonth as formatMonthIn,
} from '@bu/contracts';
import { currentLanguage } from './i18n';

const locales = { de: 'de-DE', en: 'en-GB' } as const;
const localeOf = (language = currentLanguage()) => locales[language];

/** An ISO date (YYYY-MM-DD) as a calendar day, e.g. "11.01.2027" / "11/01/2027". */
export const formatDay = (iso: string | null | undefined, language = currentLanguage()) => formatDate(iso, language);

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

/** Integer cents as euros: "540,50 €" / "€540.50". */
export function formatMoney(cents: number | null | undefined, language = currentLanguage()): string {
  return new Intl.NumberFormat(localeOf(language), { style: 'currency', currency: 'EUR' }).format((cents ?? 0) / 100);
}

export function formatNumber(value: number, language = currentLanguage()): string {
  return new Intl.NumberFormat(localeOf(language)).format(value);
}

/** A share 0–1 as a percentage: "100 %" / "100%". */
export function formatPercent(share: number, language = currentLanguage()): string {
  return new Intl.NumberFormat(localeOf(language), { style: 'percent', maximumFractionDigits: 1 }).format(share);
}
