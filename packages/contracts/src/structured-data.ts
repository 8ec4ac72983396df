/**
 * schema.org structured data (JSON-LD) of the public marketplace pages, built from the public
 * answers' types (marketplace.ts): a seminar is a `Course` with one `CourseInstance` per date
 * (each also an `Event`, Google's event requirements: name, startDate, location, its own URL
 * anchor), a provider an `Organization`, a search an `ItemList`, every page a `BreadcrumbList`.
 * `jsonForScript` puts any of them (or any JSON) safely inside a `<script>` element.
 */
import { machineAmount } from './format';
import { excerpt } from './helpers';
import type { PublicProvider, PublicSeminar, PublicSeminarSummary } from './marketplace';
import type { SeminarType } from './seminar-constants';

/** A JSON-LD node: plain JSON with `@type` and friends. */
export type JsonLd = { [key: string]: JsonLdValue };
type JsonLdValue = string | number | boolean | null | JsonLd | JsonLdValue[];

const SCHEMA = 'https://schema.org';
/** What every participant receives (the attendance certificate, DESIGN §8b). */
export const CREDENTIAL_AWARDED = 'Teilnahmebescheinigung';

/**
 * JSON for an inline `<script>` (a JSON-LD block or the page's initial state): `<`, `>` and `&`
 * as Unicode escapes, so no text inside can close the element (`</script>`) or open a comment
 * (`<!--`); U+2028/U+2029 escaped for old JavaScript parsers. JSON.parse reads it back unchanged.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** Plain text of sanitized HTML (descriptions): tags stripped, entities decoded, cut at `length`. */
export function plainText(html: string | null | undefined, length = 300): string {
  return excerpt(html, length).replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/** schema.org's `courseMode` for the seminar type. */
export function courseMode(type: SeminarType | null): 'onsite' | 'online' | 'blended' {
  return type === 'online' ? 'online' : type === 'hybrid' ? 'blended' : 'onsite';
}

const attendanceMode = {
  onsite: `${SCHEMA}/OfflineEventAttendanceMode`,
  online: `${SCHEMA}/OnlineEventAttendanceMode`,
  blended: `${SCHEMA}/MixedEventAttendanceMode`,
} as const;

/** The anchor of one date on the seminar's page: every date has its own URL (`…#termin-2027-03-01`). */
export const dateAnchor = (startDate: string) => `termin-${startDate}`;

/** The offer of a seminar: the price in euros; a range as an `AggregateOffer`; none "on request". */
function offerOf(seminar: PublicSeminar, url: string): JsonLd | null {
  // A seminar on the public pages is bookable until it starts (DESIGN §6). Free places and the
  // waitlist decide `LimitedAvailability` / `SoldOut` here once the public answer carries them.
  const availability = `${SCHEMA}/InStock`;
  switch (seminar.priceType) {
    case 'exact':
      return seminar.priceCents === null
        ? null
        : { '@type': 'Offer', price: machineAmount(seminar.priceCents), priceCurrency: 'EUR', availability, url };
    case 'free':
      return { '@type': 'Offer', price: '0.00', priceCurrency: 'EUR', availability, url };
    case 'range':
      return seminar.priceMinCents === null || seminar.priceMaxCents === null
        ? null
        : {
            '@type': 'AggregateOffer',
            lowPrice: machineAmount(seminar.priceMinCents),
            highPrice: machineAmount(seminar.priceMaxCents),
            priceCurrency: 'EUR',
            availability,
            url,
          };
    default:
      return null;
  }
}

/** Where a date takes place: a `Place` with its postal address, or a `VirtualLocation` (online). */
function locationOf(seminar: PublicSeminar, url: string): JsonLd | JsonLd[] {
  const mode = courseMode(seminar.seminarType);
  const virtual: JsonLd = { '@type': 'VirtualLocation', url: seminar.directLink ?? url };
  const place: JsonLd = {
    '@type': 'Place',
    name: seminar.formattedAddress ?? seminar.address?.city ?? seminar.city ?? '',
    address: {
      '@type': 'PostalAddress',
      ...(seminar.address?.street ? { streetAddress: seminar.address.street } : {}),
      ...(seminar.address ? { postalCode: seminar.address.postalCode } : {}),
      addressLocality: seminar.address?.city ?? seminar.city ?? '',
      ...(seminar.address?.state ? { addressRegion: `DE-${seminar.address.state}` } : {}),
      addressCountry: seminar.address?.country ?? 'DE',
    },
  };
  if (mode === 'online') return virtual;
  if (mode === 'blended') return [place, virtual];
  return place;
}

export interface SeminarLinks {
  /** The seminar page's absolute canonical URL. */
  url: string;
  /** The provider page's absolute URL. */
  providerUrl: string;
  /** The provider's logo (absolute URL), when it has one. */
  logoUrl?: string | null;
  /** The page's language (`inLanguage`). */
  language: string;
}

/** Berlin's offset from UTC on a day (`+01:00` in winter, `+02:00` in summer). */
function berlinOffset(iso: string): string {
  const name = new Intl.DateTimeFormat('en-US', { timeZone: 'Europe/Berlin', timeZoneName: 'longOffset' })
    .formatToParts(new Date(`${iso}T12:00:00Z`))
    .find((part) => part.type === 'timeZoneName')?.value;
  return !name || name === 'GMT' ? '+00:00' : name.slice(3);
}

/** A day and a time of day in Berlin as an ISO 8601 date-time with its offset. */
const dateTime = (iso: string, time: string) => `${iso}T${time}${berlinOffset(iso)}`;

/** Hours as an ISO 8601 duration (`PT22H30M`). */
function duration(hours: number): string {
  const minutes = Math.round(hours * 60);
  return `PT${Math.floor(minutes / 60)}H${minutes % 60 ? `${minutes % 60}M` : ''}`;
}

/**
 * The daily schedule (`courseSchedule`: the seminar's usual times on each of its days) and the
 * teaching load (`courseWorkload`: teaching hours per day × seminar days), where the seminar stores them.
 */
function scheduleOf(seminar: PublicSeminar, date: { startDate: string; endDate: string }): JsonLd {
  const days = seminar.seminarDays.length;
  return {
    ...(seminar.timeFrom && seminar.timeTo
      ? {
          courseSchedule: {
            '@type': 'Schedule',
            startDate: date.startDate,
            endDate: date.endDate,
            startTime: seminar.timeFrom,
            endTime: seminar.timeTo,
            repeatFrequency: 'P1D',
            scheduleTimezone: 'Europe/Berlin',
          },
        }
      : {}),
    ...(seminar.teachingHoursPerDay && days ? { courseWorkload: duration(seminar.teachingHoursPerDay * days) } : {}),
  };
}

/** The seminar's `Course`, with one `CourseInstance` (also an `Event`) per date. */
export function courseJsonLd(seminar: PublicSeminar, links: SeminarLinks): JsonLd {
  const organization: JsonLd = {
    '@type': 'Organization',
    name: seminar.provider.name,
    url: links.providerUrl,
    sameAs: links.providerUrl,
    ...(links.logoUrl ? { logo: links.logoUrl } : {}),
  };
  const description = plainText(seminar.descriptionWeb) || seminar.title;
  const offer = offerOf(seminar, links.url);
  const mode = courseMode(seminar.seminarType);
  // A seminar is one date (its start and end); a list, so a seminar with several dates adds its
  // further instances here.
  const dates = seminar.startDate
    ? [{ startDate: seminar.startDate, endDate: seminar.endDate ?? seminar.startDate }]
    : [];
  const instances = dates.map((date): JsonLd => ({
    '@type': ['CourseInstance', 'Event'],
    '@id': `${links.url}#${dateAnchor(date.startDate)}`,
    url: `${links.url}#${dateAnchor(date.startDate)}`,
    name: seminar.title,
    description,
    startDate: seminar.timeFrom ? dateTime(date.startDate, seminar.timeFrom) : date.startDate,
    endDate: seminar.timeTo ? dateTime(date.endDate, seminar.timeTo) : date.endDate,
    courseMode: mode,
    eventAttendanceMode: attendanceMode[mode],
    eventStatus: `${SCHEMA}/EventScheduled`,
    location: locationOf(seminar, links.url),
    organizer: organization,
    ...(offer ? { offers: offer } : {}),
    ...scheduleOf(seminar, date),
  }));
  return {
    '@context': SCHEMA,
    '@type': 'Course',
    '@id': `${links.url}#course`,
    url: links.url,
    name: seminar.title,
    description,
    inLanguage: links.language,
    provider: organization,
    educationalCredentialAwarded: CREDENTIAL_AWARDED,
    ...(offer ? { offers: offer } : {}),
    hasCourseInstance: instances,
  };
}

/** A provider's `Organization`. */
export function organizationJsonLd(
  provider: PublicProvider,
  links: { url: string; logoUrl?: string | null; imageUrl?: string | null },
): JsonLd {
  return {
    '@context': SCHEMA,
    '@type': 'Organization',
    '@id': `${links.url}#organization`,
    name: provider.name,
    url: links.url,
    ...(provider.website ? { sameAs: provider.website } : {}),
    ...(provider.description ? { description: plainText(provider.description) } : {}),
    ...(provider.phone ? { telephone: provider.phone } : {}),
    ...(links.logoUrl ? { logo: links.logoUrl } : {}),
    ...(links.imageUrl ? { image: links.imageUrl } : {}),
    address: { '@type': 'PostalAddress', addressLocality: provider.city, addressCountry: 'DE' },
  };
}

/** A search page's results in their order, each pointing to its seminar page. */
export function itemListJsonLd(
  seminars: Pick<PublicSeminarSummary, 'title'>[],
  urlOf: (index: number) => string,
  firstPosition = 1,
): JsonLd {
  return {
    '@context': SCHEMA,
    '@type': 'ItemList',
    numberOfItems: seminars.length,
    itemListElement: seminars.map((s, i) => ({
      '@type': 'ListItem',
      position: firstPosition + i,
      url: urlOf(i),
      name: s.title,
    })),
  };
}

/** The page's place in the site: `[name, absolute URL]` from the home page down to this page. */
export function breadcrumbJsonLd(trail: [name: string, url: string][]): JsonLd {
  return {
    '@context': SCHEMA,
    '@type': 'BreadcrumbList',
    itemListElement: trail.map(([name, item], i) => ({ '@type': 'ListItem', position: i + 1, name, item })),
  };
}
