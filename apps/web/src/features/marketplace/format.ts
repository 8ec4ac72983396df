/** Dates, prices and state names on the marketplace pages, in the UI language (lib/format). */
import type { TFunction } from 'i18next';
import { germanStates, type PublicSeminarSummary } from '@bu/contracts';
import { formatDayRange, formatMoney } from '../../lib/format';
import { currentLanguage } from '../../lib/i18n';

/** The real dates, and the date comment beside them (a comment never replaces the dates). */
export function formatDates(s: Pick<PublicSeminarSummary, 'startDate' | 'endDate' | 'dateComment'>): string {
  return [formatDayRange(s.startDate, s.endDate), s.dateComment].filter(Boolean).join(' · ');
}

const euros = (cents: number) => formatMoney(cents, currentLanguage(), { wholeEuros: true });

/** The price line, or a key of the texts for the kinds without an amount. */
export function formatPrice(
  s: Pick<PublicSeminarSummary, 'priceType' | 'priceCents' | 'priceMinCents' | 'priceMaxCents'>,
  t: TFunction,
): string {
  switch (s.priceType) {
    case 'exact':
      return s.priceCents !== null ? euros(s.priceCents) : '';
    case 'range':
      return s.priceMinCents !== null && s.priceMaxCents !== null
        ? `${euros(s.priceMinCents)} – ${euros(s.priceMaxCents)}`
        : '';
    case 'free':
      return t('marketplace.price.free');
    case 'on_request':
      return t('marketplace.price.onRequest');
    default:
      return '';
  }
}

export function stateName(code: string): string {
  const state = germanStates.find((s) => s.code === code);
  return state ? state[currentLanguage()] : code;
}
