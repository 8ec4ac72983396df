/**
 * Offline address verification for locations in Germany, from datasets shipped with the
 * project: the postal code must exist (`german-postal-codes`, ISC), lie in the given state
 * (postal regions → states, below) and belong to the city — OpenGeoDB's postal code → place
 * table (public domain, shipped by `zip-to-city`, MIT). A place OpenGeoDB knows under other
 * codes is refused for this one; a smaller place it does not list (rural codes cover several
 * villages) cannot be disproved and passes. With GEOCODER_URL (a Nominatim-compatible search
 * endpoint) the geocoder decides instead, falling back to the offline check when it fails.
 */
import { createRequire } from 'node:module';
import { slugify, type AddressVerification } from '@bu/contracts';

const require = createRequire(import.meta.url);
const POSTAL_CODES = new Set<string>(require('german-postal-codes') as string[]);
const PLACES = require('zip-to-city/germany.json') as { zip: string; city: string }[];

/**
 * States each two-digit postal region (Leitregion) reaches into. Regions along state borders
 * list every state they cover, so a border town is never refused for its state.
 */
const REGION_STATES: Record<string, readonly string[]> = {
  '01': ['SN', 'BB'],
  '02': ['SN', 'BB'],
  '03': ['BB', 'SN'],
  '04': ['SN', 'ST', 'TH', 'BB'],
  '06': ['ST', 'SN', 'TH'],
  '07': ['TH', 'SN'],
  '08': ['SN', 'TH'],
  '09': ['SN'],
  '10': ['BE'],
  '12': ['BE'],
  '13': ['BE'],
  '14': ['BB', 'BE', 'ST'],
  '15': ['BB'],
  '16': ['BB', 'MV'],
  '17': ['MV', 'BB'],
  '18': ['MV'],
  '19': ['MV', 'NI', 'BB', 'SH'],
  '20': ['HH'],
  '21': ['HH', 'NI', 'SH'],
  '22': ['HH', 'SH'],
  '23': ['SH', 'MV'],
  '24': ['SH'],
  '25': ['SH'],
  '26': ['NI'],
  '27': ['NI', 'HB'],
  '28': ['HB', 'NI'],
  '29': ['NI', 'ST'],
  '30': ['NI'],
  '31': ['NI', 'NW'],
  '32': ['NW', 'NI'],
  '33': ['NW', 'NI'],
  '34': ['HE', 'NI', 'NW'],
  '35': ['HE', 'NW'],
  '36': ['HE', 'TH', 'BY'],
  '37': ['NI', 'HE', 'TH'],
  '38': ['NI', 'ST'],
  '39': ['ST', 'NI', 'BB'],
  '40': ['NW'],
  '41': ['NW'],
  '42': ['NW'],
  '44': ['NW'],
  '45': ['NW'],
  '46': ['NW'],
  '47': ['NW'],
  '48': ['NW', 'NI'],
  '49': ['NI', 'NW'],
  '50': ['NW'],
  '51': ['NW', 'RP'],
  '52': ['NW', 'RP'],
  '53': ['NW', 'RP'],
  '54': ['RP'],
  '55': ['RP'],
  '56': ['RP', 'HE'],
  '57': ['NW', 'RP', 'HE'],
  '58': ['NW'],
  '59': ['NW'],
  '60': ['HE'],
  '61': ['HE'],
  '63': ['HE', 'BY'],
  '64': ['HE', 'BY', 'BW'],
  '65': ['HE', 'RP'],
  '66': ['SL', 'RP'],
  '67': ['RP'],
  '68': ['BW', 'HE'],
  '69': ['BW', 'HE', 'RP'],
  '70': ['BW'],
  '71': ['BW'],
  '72': ['BW'],
  '73': ['BW'],
  '74': ['BW', 'BY'],
  '75': ['BW'],
  '76': ['BW', 'RP'],
  '77': ['BW'],
  '78': ['BW'],
  '79': ['BW'],
  '80': ['BY'],
  '81': ['BY'],
  '82': ['BY'],
  '83': ['BY'],
  '84': ['BY'],
  '85': ['BY'],
  '86': ['BY'],
  '87': ['BY', 'BW'],
  '88': ['BW', 'BY'],
  '89': ['BY', 'BW'],
  '90': ['BY'],
  '91': ['BY'],
  '92': ['BY'],
  '93': ['BY'],
  '94': ['BY'],
  '95': ['BY'],
  '96': ['BY', 'TH'],
  '97': ['BY', 'BW', 'HE'],
  '98': ['TH'],
  '99': ['TH'],
};

/** Place names compared by their slug: umlauts transliterated, accents, case and punctuation dropped. */
const cityKey = (city: string) => slugify(city, '');

/** Place of each postal code, and the postal codes of each place, by normalised name. */
const placeOfCode = new Map(PLACES.map((p) => [p.zip, cityKey(p.city)]));
const codesOfPlace = new Map<string, Set<string>>();
for (const { zip, city } of PLACES) {
  const key = cityKey(city);
  codesOfPlace.set(key, (codesOfPlace.get(key) ?? new Set()).add(zip));
}

/** False only when the city is a place known under other postal codes ("Hamburg" with 80331). */
function cityFitsCode(city: string, code: string): boolean {
  const key = cityKey(city);
  const place = placeOfCode.get(code);
  // "Frankfurt" fits "Frankfurt am Main", "Halle (Saale)" fits "Halle".
  if (place && key && (place.startsWith(key) || key.startsWith(place))) return true;
  const known = codesOfPlace.get(key);
  return !known || known.has(code);
}

function statesOfPostalCode(postalCode: string): readonly string[] {
  return POSTAL_CODES.has(postalCode) ? (REGION_STATES[postalCode.slice(0, 2)] ?? []) : [];
}

export interface AddressInput {
  street?: string | null;
  postalCode: string;
  city: string;
  country: string;
  state?: string | null;
}

/** The offline check. */
export function verifyAddressOffline(input: AddressInput): AddressVerification {
  const result = (
    valid: boolean,
    reason: AddressVerification['reason'],
    state: string | null = null,
  ): AddressVerification => ({
    valid,
    reason,
    state,
    source: 'dataset',
  });
  if (input.country !== 'DE') return result(false, 'addressCountryUnsupported');
  const code = input.postalCode.trim();
  if (!/^\d{5}$/.test(code) || !POSTAL_CODES.has(code)) return result(false, 'addressPostalCodeUnknown');
  const states = statesOfPostalCode(code);
  const state = states.length === 1 ? states[0]! : null;
  if (input.state && !states.includes(input.state)) return result(false, 'addressStateMismatch', state);
  if (!cityFitsCode(input.city, code)) return result(false, 'addressCityMismatch', state);
  return result(true, 'addressValid', state ?? input.state ?? null);
}

interface GeocoderHit {
  address?: {
    postcode?: string;
    city?: string;
    town?: string;
    village?: string;
    state?: string;
    'ISO3166-2-lvl4'?: string;
  };
}

/** Asks a Nominatim-compatible geocoder; null when it cannot be reached (the caller falls back). */
async function verifyAddressWithGeocoder(baseUrl: string, input: AddressInput): Promise<AddressVerification | null> {
  const url = new URL(baseUrl.replace(/\/?$/, '/') + 'search');
  url.searchParams.set('format', 'jsonv2');
  url.searchParams.set('addressdetails', '1');
  url.searchParams.set('limit', '1');
  url.searchParams.set('countrycodes', input.country.toLowerCase());
  url.searchParams.set('postalcode', input.postalCode);
  url.searchParams.set('city', input.city);
  if (input.street) url.searchParams.set('street', input.street);
  try {
    const res = await fetch(url, {
      headers: { accept: 'application/json', 'user-agent': 'bildungsurlaub-dashboard' },
      signal: AbortSignal.timeout(5000),
    });
    if (!res.ok) return null;
    const hits = (await res.json()) as GeocoderHit[];
    const hit = hits[0];
    if (!hit) return { valid: false, reason: 'addressCityMismatch', state: null, source: 'geocoder' };
    const iso = hit.address?.['ISO3166-2-lvl4'];
    const state = iso?.startsWith('DE-') ? iso.slice(3) : null;
    if (input.state && state && input.state !== state)
      return { valid: false, reason: 'addressStateMismatch', state, source: 'geocoder' };
    return { valid: true, reason: 'addressValid', state, source: 'geocoder' };
  } catch {
    return null;
  }
}

export async function verifyAddress(input: AddressInput, geocoderUrl?: string): Promise<AddressVerification> {
  if (geocoderUrl) {
    const answer = await verifyAddressWithGeocoder(geocoderUrl, input);
    if (answer) return answer;
  }
  return verifyAddressOffline(input);
}
