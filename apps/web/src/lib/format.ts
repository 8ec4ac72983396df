/**
 * Numbers, money and dates as the dashboard shows them — always through `Intl` in the UI
 * language (German "11.01.2027", "540,50 €"; English "11/01/2027", "€540.50"). Date-times are
 * shown in German time (the provider, the mails and the CSV export all speak German time).
 */
import { currentLanguage } from './i18n';

const locales = { de: 'de-DE', en: 'en-GB' } as const;
const localeOf = (language = currentLanguage()) => locales[language];

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})/;

/** An ISO date (YYYY-MM-DD) as a calendar day, e.g. "11.01.2027" / "11/01/2027". */
export function formatDay(iso: string | null | undefined, language = currentLanguage()): string {
  const match = iso ? ISO_DATE.exec(iso) : null;
  if (!match) return '';
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return new Intl.DateTimeFormat(localeOf(language), { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' }).format(date);
}

/** "11.01.2027 – 15.01.2027"; one day when start and end agree; '' without a start. */
export function formatDayRange(start: string | null | undefined, end: string | null | undefined, language = currentLanguage()): string {
  if (!start) return '';
  if (!end || end === start) return formatDay(start, language);
  return `${formatDay(start, language)} – ${formatDay(end, language)}`;
}

export function formatDateTime(iso: string | null | undefined, language = currentLanguage()): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(localeOf(language), {
    timeZone: 'Europe/Berlin',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  })
    .format(date)
    .replace(',', '');
}

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
