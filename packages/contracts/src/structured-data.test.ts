import { describe, expect, it } from 'vitest';
import type { PublicSeminar } from './marketplace';
import { courseJsonLd, itemListJsonLd, jsonForScript, plainText } from './structured-data';

const seminar: PublicSeminar = {
  id: '11111111-2222-4333-8444-555555555555',
  slug: 'wattenmeer-erleben',
  title: 'Wattenmeer erleben',
  providerId: '21111111-2222-4333-8444-555555555555',
  providerName: 'Nordsee Akademie',
  categoryId: 3,
  startDate: '2027-06-01',
  endDate: '2027-06-05',
  timeFrom: '09:00',
  timeTo: '16:30',
  teachingHoursPerDay: 6,
  seminarDays: ['2027-06-01', '2027-06-02', '2027-06-03', '2027-06-04'],
  freePlaces: null,
  waitlist: false,
  dateComment: null,
  city: 'Husum',
  seminarType: 'presence',
  priceType: 'exact',
  priceCents: 49050,
  priceMinCents: null,
  priceMaxCents: null,
  states: ['SH'],
  excerpt: '',
  descriptionWeb: '<p>Salzwiesen &amp; Vögel &#8211; <strong>vor Ort</strong>.</p>',
  seminarForm: 'block',
  priceComment: null,
  cityComment: null,
  formattedAddress: 'Hafenstraße 1, 25813 Husum',
  address: { street: 'Hafenstraße 1', postalCode: '25813', city: 'Husum', state: 'SH', country: 'DE' },
  targetGroup: null,
  prerequisites: null,
  maxParticipants: null,
  infoTelephone: null,
  directLink: 'https://nordsee.example/watt',
  specialFeatures: null,
  recognitions: [],
  providerRecognitions: [],
  published: true,
  provider: {
    id: '21111111-2222-4333-8444-555555555555',
    slug: 'nordsee-akademie',
    name: 'Nordsee Akademie',
    website: null,
    phone: null,
    logo: null,
    cover: null,
  },
};
const links = {
  url: 'https://bu.example/marketplace/seminars/wattenmeer-erleben-11111111-2222-4333-8444-555555555555',
  providerUrl: 'https://bu.example/marketplace/providers/nordsee-akademie-21111111-2222-4333-8444-555555555555',
  logoUrl: 'https://bu.example/api/images/abc.webp',
  language: 'de',
};

describe('the daily schedule in courseJsonLd', () => {
  it('gives each date its times in Berlin, the schedule and the teaching load', () => {
    const [instance] = courseJsonLd(seminar, links).hasCourseInstance as Record<string, unknown>[];
    expect(instance).toMatchObject({
      startDate: '2027-06-01T09:00+02:00',
      endDate: '2027-06-05T16:30+02:00',
      courseSchedule: {
        '@type': 'Schedule',
        startTime: '09:00',
        endTime: '16:30',
        repeatFrequency: 'P1D',
        scheduleTimezone: 'Europe/Berlin',
      },
      courseWorkload: 'PT24H',
    });
    const winter = courseJsonLd(
      {
        ...seminar,
        startDate: '2027-01-11',
        endDate: '2027-01-11',
        seminarDays: ['2027-01-11'],
        teachingHoursPerDay: 7.5,
      },
      links,
    );
    expect((winter.hasCourseInstance as Record<string, unknown>[])[0]).toMatchObject({
      startDate: '2027-01-11T09:00+01:00',
      courseWorkload: 'PT7H30M',
    });
    const untimed = courseJsonLd({ ...seminar, timeFrom: null, timeTo: null, teachingHoursPerDay: null }, links);
    const [plain] = untimed.hasCourseInstance as Record<string, unknown>[];
    expect(plain).toMatchObject({ startDate: '2027-06-01', endDate: '2027-06-05' });
    expect(plain).not.toHaveProperty('courseSchedule');
    expect(plain).not.toHaveProperty('courseWorkload');
  });
});

describe('courseJsonLd', () => {
  it('is a Course with its provider and one CourseInstance (an Event too) per date, at a Place', () => {
    const course = courseJsonLd(seminar, links);
    expect(course).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Course',
      name: 'Wattenmeer erleben',
      description: 'Salzwiesen & Vögel – vor Ort .',
      educationalCredentialAwarded: 'Teilnahmebescheinigung',
      provider: { '@type': 'Organization', name: 'Nordsee Akademie', sameAs: links.providerUrl, logo: links.logoUrl },
    });
    expect(course.hasCourseInstance).toEqual([
      expect.objectContaining({
        '@type': ['CourseInstance', 'Event'],
        url: `${links.url}#termin-2027-06-01`,
        name: 'Wattenmeer erleben',
        startDate: '2027-06-01T09:00+02:00',
        endDate: '2027-06-05T16:30+02:00',
        courseMode: 'onsite',
        eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
        location: {
          '@type': 'Place',
          name: 'Hafenstraße 1, 25813 Husum',
          address: {
            '@type': 'PostalAddress',
            streetAddress: 'Hafenstraße 1',
            postalCode: '25813',
            addressLocality: 'Husum',
            addressRegion: 'DE-SH',
            addressCountry: 'DE',
          },
        },
        offers: {
          '@type': 'Offer',
          price: '490.50',
          priceCurrency: 'EUR',
          availability: 'https://schema.org/InStock',
          url: links.url,
        },
      }),
    ]);
  });

  it('takes place online at a VirtualLocation, blended at both; a range is an AggregateOffer', () => {
    const online = courseJsonLd({ ...seminar, seminarType: 'online', address: null }, links);
    const [instance] = online.hasCourseInstance as Record<string, unknown>[];
    expect(instance).toMatchObject({
      courseMode: 'online',
      location: { '@type': 'VirtualLocation', url: 'https://nordsee.example/watt' },
    });
    const blended = courseJsonLd(
      { ...seminar, seminarType: 'hybrid', priceType: 'range', priceMinCents: 30000, priceMaxCents: 45000 },
      links,
    );
    const [mixed] = blended.hasCourseInstance as Record<string, unknown>[];
    expect(mixed).toMatchObject({
      courseMode: 'blended',
      location: [{ '@type': 'Place' }, { '@type': 'VirtualLocation' }],
      offers: { '@type': 'AggregateOffer', lowPrice: '300.00', highPrice: '450.00', priceCurrency: 'EUR' },
    });
    // A price on request has no offer to state; free is a price of 0.
    expect(courseJsonLd({ ...seminar, priceType: 'on_request' }, links).offers).toBeUndefined();
    expect(courseJsonLd({ ...seminar, priceType: 'free' }, links).offers).toMatchObject({ price: '0.00' });
  });
});

describe('jsonForScript', () => {
  it('keeps any text from closing the script element or opening a comment, and parses back unchanged', () => {
    const title = 'Yoga </script><script>alert(1)</script> <!-- & \u2028 </SCRIPT >';
    const written = jsonForScript(courseJsonLd({ ...seminar, title }, links));
    expect(written).not.toMatch(/<\/script/i);
    expect(written).not.toContain('<!--');
    expect(written).not.toContain('<');
    expect(written).not.toContain('\u2028');
    expect((JSON.parse(written) as { name: string }).name).toBe(title);
  });
});

describe('itemListJsonLd and plainText', () => {
  it('numbers the items from the page’s first position', () => {
    const list = itemListJsonLd([{ title: 'A' }, { title: 'B' }], (i) => `https://x/${i}`, 21);
    expect(list.itemListElement).toEqual([
      { '@type': 'ListItem', position: 21, url: 'https://x/0', name: 'A' },
      { '@type': 'ListItem', position: 22, url: 'https://x/1', name: 'B' },
    ]);
  });

  it('reads HTML as text', () => {
    expect(plainText('<p>Mehr &gt; weniger &#x26; &quot;gut&quot;</p>')).toBe('Mehr > weniger & "gut"');
  });
});
