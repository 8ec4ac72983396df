/** Dates and prices on the marketplace pages, in the UI language (Intl). */
import type { TFunction } from 'i18next';
import { formatDateRange, germanStates, type PublicSeminarSummary } from '@bu/contracts';

export function formatDates(
  s: Pick<PublicSeminarSummary, 'startDate' | 'endDate' | 'dateComment'>,
  language: string,
): string {
  if (s.dateComment) return s.dateComment;
  return formatDateRange(s.startDate, s.endDate, language === 'en' ? 'en' : 'de');
}

const euros = (cents: number, language: string) =>
  new Intl.NumberFormat(language === 'en' ? 'en-GB' : 'de-DE', {
    style: 'currency',
    currency: 'EUR',
    maximumFractionDigits: cents % 100 ? 2 : 0,
  }).format(cents / 100);

/** The price line, or a key of the texts for the kinds without an amount. */
export function formatPrice(
  s: Pick<PublicSeminarSummary, 'priceType' | 'priceCents' | 'priceMinCents' | 'priceMaxCents'>,
  language: string,
  t: TFunction,
): string {
  switch (s.priceType) {
    case 'exact':
      return s.priceCents !== null ? euros(s.priceCents, language) : '';
    case 'range':
      return s.priceMinCents !== null && s.priceMaxCents !== null
        ? `${euros(s.priceMinCents, language)} – ${euros(s.priceMaxCents, language)}`
        : '';
    case 'free':
      return t('marketplace.price.free');
    case 'on_request':
      return t('marketplace.price.onRequest');
    default:
      return '';
  }
}

export function stateName(code: string, language: string): string {
  const state = germanStates.find((s) => s.code === code);
  return state ? (language === 'en' ? state.en : state.de) : code;
}
