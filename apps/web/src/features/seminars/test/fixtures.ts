/** Seminar fixtures and the mock API's seminar endpoints (test/server.ts), for the seminar tests. */
import type { Seminar, SeminarStatus } from '@bu/contracts';
import { apiLog, mockApi, type ApiLog, type Fixture, type RequestInfo } from '../../../test/server';

const categories = {
  '-10000': { de: 'Intern', en: 'Internal' },
  '1': { de: 'Politische Bildung', en: 'Political education' },
  '9': { de: 'Kommunikation', en: 'Communication' },
};

/** A seminar owner's id (the list filter takes UUIDs only). */
export const OWNER_ID = '33333333-3333-4333-8333-333333333333';

export function seminar(overrides: Partial<Seminar> = {}): Seminar {
  return {
    id: '11111111-1111-4111-8111-111111111111',
    title: 'Rhetorik im Beruf',
    seminarNumber: 'BWE-101',
    categoryId: 9,
    descriptionWeb: '<p>Sicher auftreten.</p>',
    descriptionBrochure: null,
    seminarType: 'presence',
    seminarForm: 'block',
    startDate: '2027-05-10',
    endDate: '2027-05-14',
    dateComment: null,
    timeFrom: null,
    timeTo: null,
    teachingHoursPerDay: null,
    weekendDays: false,
    nonSeminarDates: [],
    priceType: 'exact',
    priceCents: 54000,
    priceMinCents: null,
    priceMaxCents: null,
    priceComment: null,
    locationId: 'loc-1',
    cityComment: null,
    formattedAddress: 'Große Elbstraße 145, 22767 Hamburg (Altona)',
    targetGroup: null,
    prerequisites: null,
    maxParticipants: null,
    infoTelephone: null,
    directLink: null,
    specialFeatures: null,
    recognitions: [{ state: 'HH', number: null, authority: null, validFrom: null, validUntil: null, documentId: null }],
    publicationChannel: 'online',
    followUpBooking: false,
    expandedText: false,
    status: 'online',
    storedStatus: 'online',
    isExpired: false,
    startDateLocked: true,
    ownerId: 'u1',
    createdAt: '2026-01-01T10:00:00Z',
    publishedAt: '2026-01-02T10:00:00Z',
    updatedAt: '2026-01-03T10:00:00Z',
    created_from_dashboard: 1,
    ...overrides,
  };
}

export function listResponse(seminars: Seminar[], extra: Record<string, unknown> = {}) {
  return {
    success: true,
    seminars,
    total: seminars.length,
    page: 1,
    pageSize: 25,
    globalSemester: { id: 2027, label: { de: 'Broschüre 2027', en: 'Brochure 2027' }, deadline: '2026-12-15' },
    seminar_categories: categories,
    providerLocations: [],
    seminar_conversation_counts: Object.fromEntries(seminars.map((s) => [s.id, 2])),
    seminar_participant_counts: Object.fromEntries(seminars.map((s) => [s.id, { booked: 3, waitlist: 0 }])),
    owners: [{ id: OWNER_ID, firstName: 'Anna', lastName: 'Schmidt' }],
    vatRatePercent: 19,
    ...extra,
  };
}

/** Costs of an answer that books nothing. */
export const noCosts = { lines: [], totalCents: 0 };

/** POST /seminars/add as the server answers it. */
export function addAnswer(created: Seminar) {
  return {
    status: 201,
    body: {
      success: true,
      seminarId: created.id,
      newlyCreatedSeminar: created,
      providerSeminars: [],
      owners: [],
      codes: [],
      costs: noCosts,
    },
  };
}

/** POST /seminars/status as the server answers it. */
export function statusAnswer(changed: Seminar, status: SeminarStatus) {
  return { body: { success: true, seminarId: changed.id, status, seminar: { ...changed, status }, costs: noCosts } };
}

export const hamburg = {
  id: 'loc-1',
  type: 'presence',
  street: 'Große Elbstraße 145',
  postalCode: '22767',
  city: 'Hamburg',
  country: 'DE',
  state: 'HH',
  cityAddition: 'Altona',
  status: 'active',
  isBusinessAddress: true,
  validated: true,
  formattedAddress: 'Große Elbstraße 145, 22767 Hamburg (Altona)',
  createdAt: '2026-01-01T10:00:00Z',
  updatedAt: '2026-01-01T10:00:00Z',
};

type Handler = Fixture | ((url: URL, init: RequestInfo) => Fixture);

/** Answers the routes keyed "METHOD /path" (no /api prefix, no query); fixtures are checked against the contracts. */
export function routeFetch(handlers: Record<string, Handler>): ApiLog {
  return mockApi(handlers);
}

/** Calls made to "METHOD /path", with their parsed bodies and URLs. */
export function callsTo(_log: ApiLog, key: string) {
  return apiLog.calls(key).map((call) => ({ url: call.url, body: call.body as Record<string, unknown> | undefined }));
}
