/** Settings fixtures and the mock API's settings endpoints (test/server.ts), for the settings tests. */
import type { Invoicing, MasterData, PersonalData, TeamMember } from '@bu/contracts';
import { apiLog, mockApi, type ApiLog, type Fixture, type RequestInfo } from '../../../test/server';

const masterData: MasterData = {
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

const personal: PersonalData = {
  id: 'u1',
  firstName: 'Anna',
  lastName: 'Schmidt',
  email: 'anna@example.org',
  telephone: null,
  language: 'de',
  role: 'admin',
  isCreator: true,
};

const invoicing: Invoicing = {
  differentBillingAddress: false,
  recipient: null,
  department: null,
  comment: null,
  street: null,
  city: null,
  postalCode: null,
  country: null,
  vatId: null,
  buyerReference: null,
  invoiceEmails: [],
  showBrochureFields: false,
  updatedAt: null,
};

export const members: TeamMember[] = [
  {
    id: 'u1',
    firstName: 'Anna',
    lastName: 'Schmidt',
    email: 'anna@example.org',
    role: 'admin',
    isCreator: true,
    status: 'active',
    createdAt: '2026-01-01T10:00:00Z',
    twoFactorEnabled: true,
  },
  {
    id: 'u2',
    firstName: 'Ben',
    lastName: 'Berg',
    email: 'ben@example.org',
    role: 'member',
    isCreator: false,
    status: 'invited',
    createdAt: '2026-02-01T10:00:00Z',
    twoFactorEnabled: false,
  },
];

type Answer = Fixture | ((init: RequestInfo) => Fixture);

/** Nothing booked: the next run is on the 1st of December. */
export const noneUpcoming = {
  success: true as const,
  nextRunOn: '2026-12-01',
  firstInvoice: true,
  vatRatePercent: 19,
  invoices: [],
  netCents: 0,
  vatCents: 0,
  grossCents: 0,
};

/** Answers the settings endpoints, keyed by "METHOD /path"; fixtures are checked against the contracts. */
export function routeFetch(overrides: Record<string, Answer> = {}): ApiLog {
  const answers: Record<string, Answer> = {
    'GET /settings/master-data': { body: { success: true, masterData } },
    'GET /settings/personal': { body: { success: true, personal } },
    'GET /settings/invoicing': { body: { success: true, invoicing } },
    'GET /settings/team': { body: { success: true, members, total: members.length } },
    'GET /settings/api-keys': { body: { success: true, apiKeys: [], total: 0 } },
    'GET /settings/widget': {
      body: { success: true, widget: { providerId: '6d1f3c2a-5b4e-4d3c-9a8b-7c6d5e4f3a2b', allowedOrigins: [] } },
    },
    'GET /settings/invoices/upcoming': { body: noneUpcoming },
    ...overrides,
  };
  return mockApi(
    Object.fromEntries(
      Object.entries(answers).map(([route, answer]) => [
        route,
        typeof answer === 'function' ? (_url: URL, init: RequestInfo) => answer(init) : answer,
      ]),
    ),
  );
}

/** The parsed JSON bodies of the calls made to "METHOD /path". */
export function callsTo(_log: ApiLog, route: string) {
  return apiLog.calls(route).map((call) => call.body);
}
