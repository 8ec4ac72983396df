/**
 * A public seminar and its summary as the marketplace answers them, for the web tests of the
 * public pages (the components and the server renderer).
 */
import type { PublicSeminar, PublicSeminarSummary } from '@bu/contracts';

export const OWNER = '5f0c2a9e-3b1d-4e6f-8a2b-9c0d1e2f3a4b';
export const SEMINAR = '0b6e3a36-5d1e-4f2a-9a51-3c2d1e0f9a11';

export const summary: PublicSeminarSummary = {
  id: SEMINAR,
  slug: 'klimawandel-im-wattenmeer',
  title: 'Klimawandel im Wattenmeer',
  providerId: OWNER,
  providerName: 'Nordsee Akademie',
  categoryId: 3,
  startDate: '2099-06-01',
  endDate: '2099-06-05',
  dateComment: null,
  city: 'Husum',
  seminarType: 'presence',
  priceType: 'exact',
  priceCents: 49000,
  priceMinCents: null,
  priceMaxCents: null,
  states: ['HH'],
  excerpt: 'Salzwiesen und Vögel.',
};
export const seminar: PublicSeminar = {
  ...summary,
  descriptionWeb: '<p>Salzwiesen und Vögel.</p>',
  seminarForm: null,
  priceComment: null,
  cityComment: null,
  formattedAddress: null,
  address: null,
  targetGroup: null,
  prerequisites: null,
  maxParticipants: null,
  infoTelephone: null,
  directLink: null,
  specialFeatures: null,
  timeFrom: '09:00',
  timeTo: '16:00',
  teachingHoursPerDay: 6,
  seminarDays: ['2099-06-01', '2099-06-02', '2099-06-03', '2099-06-04', '2099-06-05'],
  freePlaces: 3,
  waitlist: false,
  recognitions: [{ state: 'HH', number: null, authority: null, validFrom: null, validUntil: null }],
  providerRecognitions: [],
  published: true,
  provider: {
    id: OWNER,
    slug: 'nordsee-akademie',
    name: 'Nordsee Akademie',
    website: null,
    phone: null,
    logo: null,
    cover: null,
  },
};
