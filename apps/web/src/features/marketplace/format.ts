/** Dates, prices and state names on the marketplace pages, in the UI language (lib/format). */
import type { TFunction } from 'i18next';
import {
  formatDayList,
  formatNumber,
  formatPriceLine,
  stateName as nameOfState,
  type PublicPlaces,
  type PublicSeminar,
  type PublicSeminarSummary,
} from '@bu/contracts';
import { formatDayRange } from '../../lib/format';
import { formatPlaces as placesLine } from '../../lib/places';
import { currentLanguage } from '../../lib/i18n';

/** The real dates, and the date comment beside them (a comment never replaces the dates). */
export function formatDates(s: Pick<PublicSeminarSummary, 'startDate' | 'endDate' | 'dateComment'>): string {
  return [formatDayRange(s.startDate, s.endDate), s.dateComment].filter(Boolean).join(' · ');
}

/** The price line, or the texts' word for the kinds without an amount. */
export function formatPrice(
  s: Pick<PublicSeminarSummary, 'priceType' | 'priceCents' | 'priceMinCents' | 'priceMaxCents'>,
  t: TFunction,
): string {
  return formatPriceLine(s, currentLanguage(), {
    free: t('marketplace.price.free'),
    onRequest: t('marketplace.price.onRequest'),
  });
}

/** A state's name in the UI language. */
export const stateName = (code: string): string => nameOfState(code, currentLanguage());

/**
 * The daily schedule (issue 46): "3 Seminartage: Do 07.01., Fr 08.01., Mo 11.01.2027 · 09:00–16:00 ·
 * 6 Unterrichtsstunden pro Tag"; '' without seminar days.
 */
export function formatSchedule(
  s: Pick<PublicSeminar, 'seminarDays' | 'timeFrom' | 'timeTo' | 'teachingHoursPerDay'>,
  t: TFunction,
): string {
  if (!s.seminarDays.length) return '';
  return [
    t('marketplace.facts.seminarDays', {
      count: s.seminarDays.length,
      days: formatDayList(s.seminarDays, currentLanguage()),
    }),
    s.timeFrom && s.timeTo ? `${s.timeFrom}–${s.timeTo}` : null,
    s.teachingHoursPerDay !== null
      ? t('marketplace.facts.teachingHours', {
          count: s.teachingHoursPerDay,
          hours: formatNumber(s.teachingHoursPerDay, currentLanguage()),
        })
      : null,
  ]
    .filter(Boolean)
    .join(' · ');
}

/** "noch 3 Plätze" / "ausgebucht – Warteliste" (lib/places.ts, as the widget says it); '' without a maximum. */
export const formatPlaces = (s: PublicPlaces, t: TFunction): string =>
  placesLine(s, { free: (count) => t('places.free', { count }), full: t('places.full') });
