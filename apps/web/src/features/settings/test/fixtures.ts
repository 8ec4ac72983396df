/** Settings fixtures and a fetch stub that answers by method and path, for the settings tests. */
import { vi } from 'vitest';
import type { Invoicing, MasterData, PersonalData, TeamMember } from '@bu/contracts';

export const masterData: MasterData = {
  providerNumber: 1001,
  name: 'Bildungswerk am See',
  street: 'Seestraße 3',
  postalCode: '78464',
  city: 'Konstanz',
  country: 'DE',
  email: 'info@bildungswerk.example',
  phone: null,
  website: null,
};

export const personal: PersonalData = {
  id: 'u1',
  firstName: 'Anna',
  lastName: 'Schmidt',
  email: 'anna@example.org',
  telephone: null,
  language: 'de',
  role: 'admin',
  isCreator: true,
};

export const invoicing: Invoicing = {
  differentBillingAddress: false,
  recipient: null,
  department: null,
  comment: null,
  street: null,
  city: null,
  postalCode: null,
  country: null,
  vatId: null,
  invoiceEmails: [],
  showBrochureFields: false,
  updatedAt: null,
};

export const members: TeamMember[] = [
  { id: 'u1', firstName: 'Anna', lastName: 'Schmidt', email: 'anna@example.org', role: 'admin', isCreator: true, status: 'active', createdAt: '2026-01-01T10:00:00Z', twoFactorEnabled: true },
  { id: 'u2', firstName: 'Ben', lastName: 'Berg', email: 'ben@example.org', role: 'member', isCreator: false, status: 'invited', createdAt: '2026-02-01T10:00:00Z', twoFactorEnabled: false },
];

type Answer = { status?: number; body: unknown } | ((init: RequestInit | undefined) => { status?: number; body: unknown });

/** Stubs fetch with answers keyed by "METHOD /path" (query ignored); unknown calls answer 404. */
export function routeFetch(overrides: Record<string, Answer> = {}) {
  const answers: Record<string, Answer> = {
    'GET /settings/master-data': { body: { success: true, masterData } },
    'GET /settings/personal': { body: { success: true, personal } },
    'GET /settings/invoicing': { body: { success: true, invoicing } },
    'GET /settings/team': { body: { success: true, members, total: members.length } },
    'GET /settings/api-key': { body: { success: true, key: null } },
    ...overrides,
  };
  const fetchMock = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    const path = new URL(String(url), 'http://localhost').pathname.replace(/^\/api/, '');
    const answer = answers[`${init?.method ?? 'GET'} ${path}`];
    const result = typeof answer === 'function' ? answer(init) : (answer ?? { status: 404, body: { success: false, code: 'NOT_FOUND', message: 'Nicht gefunden.' } });
    return new Response(JSON.stringify(result.body), { status: result.status ?? 200, headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The calls made to "METHOD /path", with their parsed JSON bodies. */
export function callsTo(fetchMock: ReturnType<typeof routeFetch>, route: string) {
  return fetchMock.mock.calls
    .filter(([url, init]) => `${init?.method ?? 'GET'} ${new URL(String(url), 'http://localhost').pathname.replace(/^\/api/, '')}` === route)
    .map(([, init]) => (init?.body ? JSON.parse(String(init.body)) : undefined));
}
