/**
 * A seminar's places as the public says them (issue 46): "noch 3 Plätze", "ausgebucht –
 * Warteliste". One formatter for the public seminar page (i18next) and the website widget (its
 * own small text table, without i18next), both reading the words of locales/<language>/places.json.
 */
import type { PublicPlaces } from '@bu/contracts';

/** The words of places.json, from whichever translator the caller has. */
export interface PlacesWords {
  /** "noch 3 Plätze" (its plural forms picked by the caller's translator). */
  free: (count: number) => string;
  /** "ausgebucht – Warteliste". */
  full: string;
}

/** The places line; '' when the seminar sets no maximum (or the answer carries no places). */
export function formatPlaces(s: Partial<PublicPlaces>, words: PlacesWords): string {
  if (s.waitlist) return words.full;
  return typeof s.freePlaces === 'number' ? words.free(s.freePlaces) : '';
}
