/**
 * Test helpers of the leads and conversations screens: a fetch stub that answers by method
 * and path (the dashboard also asks for the sidebar's unread counts), and sample objects in
 * the shapes of the shared lead schemas.
 */
import { vi } from 'vitest';
import type { Lead } from '@bu/contracts';

interface Answer {
  status?: number;
  body: unknown;
}
type Handler = Answer | ((url: URL, init: RequestInit | undefined) => Answer);

/** Routes are 'GET /leads', 'PUT /leads/:id' … (path without /api and query); unknown calls answer success. */
export function mockApi(routes: Record<string, Handler>) {
  const fetchMock = vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const path = url.pathname.replace(/^\/api/, '');
    const key = Object.keys(routes).find((route) => {
      const [routeMethod, routePath] = route.split(' ');
      const pattern = new RegExp(`^${routePath!.replace(/:[a-zA-Z]+/g, '[^/]+')}$`);
      return routeMethod === method && pattern.test(path);
    });
    const handler = key ? routes[key]! : { body: { success: true } };
    const answer = typeof handler === 'function' ? handler(url, init) : handler;
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The calls made so far to one method and path prefix, as URLs. */
export function callsTo(fetchMock: ReturnType<typeof mockApi>, method: string, path: string): URL[] {
  return fetchMock.mock.calls
    .filter(([, init]) => (init?.method ?? 'GET') === method)
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === `/api${path}`);
}

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
    language: 'de',
    conversationId: '30000000-0000-4000-8000-000000000001',
    unreadMessages: 1,
    seminarTitle: seminarOne.title,
    owner: null,
    ...overrides,
  };
}

export const counts = { new: 1, open: 0, waiting: 0, booked: 0, archived: 0, closed: 0, all: 1, unread: 1 };

export function listAnswer(leads: Lead[]) {
  return { body: { success: true, leads, total: leads.length, page: 1, pageSize: 25, counts, owners } };
}

export const unreadAnswer = { body: { success: true, leads: 3, conversations: 2, messages: 4 } };

export function seminarsAnswer(seminars = [seminarOne, seminarTwo]) {
  return { body: { success: true, seminars, total: seminars.length } };
}
