/**
 * Numbers, money and dates as the dashboard shows them, in the UI language unless told (German
 * "11.01.2027", "540,50 €"; English "11/01/2027", "€540.50"). Date-times are shown in German
 * time (the provider, the mails and the CSV export all speak German time). The formats
 * themselves live in @bu/contracts (format.ts, dates.ts), shared with the server; this module
 * only fills in the UI language.
 */
import {
  formatChange as formatChangeIn,
  formatDate,
  formatDateRange,
  formatDateTime as formatDateTimeIn,
  formatDayMonth,
  formatDecimal as formatDecimalIn,
  formatMoney as formatMoneyIn,
  formatMonth as formatMonthIn,
  formatNumber as formatNumberIn,
  formatPercent as formatPercentIn,
} from '@bu/contracts';
import { currentLanguage } from './i18n';

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

/** Integer cents as euros: "540,50 €" / "€540.50"; `wholeEuros` leaves out ",00" ("540 €"). */
export const formatMoney = (
  cents: number | null | undefined,
  language = currentLanguage(),
  options?: { wholeEuros?: boolean },
) => formatMoneyIn(cents, language, options);

export const formatNumber = (value: number, language = currentLanguage()) => formatNumberIn(value, language);

/** A number with at most one decimal (averages, medians): "12,5" / "12.5". */
export const formatDecimal = (value: number, language = currentLanguage()) => formatDecimalIn(value, language);

/** A share 0–1 as a percentage: "100 %" / "100%". */
export const formatPercent = (share: number, language = currentLanguage()) => formatPercentIn(share, language);

/** A change as a signed whole percentage: "+25 %" / "-10%" / "0 %". */
export const formatChange = (share: number, language = currentLanguage()) => formatChangeIn(share, language);
