/**
 * Sample objects of the leads and conversations screens, in the shapes of the shared lead
 * schemas, and the answers the list endpoints give for them (checked against the contracts
 * by the mock API, test/server.ts).
 */
import type { Lead } from '@bu/contracts';
import { listResponse, seminar } from '../features/seminars/test/fixtures';

export const owners = [
  { id: '00000000-0000-4000-8000-000000000001', firstName: 'Anna', lastName: 'Schmidt' },
  { id: '00000000-0000-4000-8000-000000000002', firstName: 'Ben', lastName: 'Keller' },
];

export const seminarOne = {
  id: '10000000-0000-4000-8000-000000000001',
  title: 'Rhetorik für Führungskräfte',
  seminarNumber: 'R-1',
  startDate: '2027-03-01',
};
export const seminarTwo = {
  id: '10000000-0000-4000-8000-000000000002',
  title: 'Klimawandel verstehen',
  seminarNumber: 'K-7',
  startDate: '2027-05-10',
};

export function sampleLead(overrides: Partial<Lead> = {}): Lead {
  return {
    id: '20000000-0000-4000-8000-000000000001',
    firstName: 'Lena',
    lastName: 'Vogel',
    phone: null,
    email: 'lena@example.org',
    message: 'Gibt es noch Plätze?',
    seminarId: seminarOne.id,
    stage: 'new',
    ownerId: null,
    state: 'HH',
    notes: null,
    createdAt: '2026-11-20T09:15:00.000Z',
    lastActivityAt: '2026-11-21T10:30:00.000Z',
    unread: true,
    source: 'inquiry',
    embeddedOn: null,
    language: 'de',
    conversationId: '30000000-0000-4000-8000-000000000001',
    unreadMessages: 1,
    seminarTitle: seminarOne.title,
    seminarStartDate: seminarOne.startDate,
    owner: null,
    waitlistPosition: null,
    answerOverdue: false,
    employerNoticeDeadline: '2027-01-18',
    recognitionStatus: 'recognised',
    minimumWarnings: [],
    ...overrides,
  };
}

const counts = { new: 1, open: 0, waiting: 0, booked: 0, archived: 0, closed: 0, all: 1, unread: 1 };

export function listAnswer(leads: Lead[]) {
  return { body: { success: true, leads, total: leads.length, page: 1, pageSize: 25, counts, owners } };
}

export const unreadAnswer = { body: { success: true, leads: 3, conversations: 2, messages: 4 } };

/** GET /seminars as the lead screens' seminar picker gets it: full seminars, `total` of all matches. */
export function seminarsAnswer(seminars = [seminarOne, seminarTwo], total = seminars.length) {
  return { body: { ...listResponse(seminars.map((picked) => seminar(picked))), total } };
}
