/**
 * The endpoint map: every API operation by its operationId, with its route ("METHOD /path",
 * `:param` segments, relative to /api), a one-line summary, how a caller authenticates, the
 * schemas of its request (body, query string, path parameters) and of its success answer (or the
 * content types of a file answer) and the error codes the operation itself can answer.
 *
 * Each feature's operations live beside its schemas in a `*.endpoints.ts` file (what one entry
 * says: endpoint.ts); this file only assembles them. The API's routes take their request and
 * response schemas from the map (`routeSchema`, ADR 051), the web client types every call from it
 * (`api.call(endpoints.x, …)`, ADR 055), the web tests check their fixtures with it, and the
 * OpenAPI document is generated from it (the errors every operation of a kind can answer —
 * validation, missing session, rate limits, 5xx — are added there). An API test checks that it
 * names every registered route and nothing else; endpoints.test.ts that every feature file is
 * assembled here and names no operation twice.
 */
import { systemEndpoints } from './system.endpoints';
import { authEndpoints } from './auth.endpoints';
import { securityEndpoints } from './security.endpoints';
import { supportEndpoints } from './support.endpoints';
import { overviewEndpoints } from './overview.endpoints';
import { seminarEndpoints } from './seminars.endpoints';
import { boostEndpoints } from './boosts.endpoints';
import { locationEndpoints } from './locations.endpoints';
import { marketingEndpoints } from './marketing.endpoints';
import { leadEndpoints } from './leads.endpoints';
import { conversationEndpoints } from './conversations.endpoints';
import { inboundMailEndpoints } from './inbound-mail.endpoints';
import { marketplaceEndpoints } from './marketplace.endpoints';
import { statisticsEndpoints } from './statistics.endpoints';
import { recognitionEndpoints } from './recognitions.endpoints';
import { providerImageEndpoints } from './provider/images.endpoints';
import { providerProfileEndpoints } from './provider/profile.endpoints';
import { settingsEndpoints } from './provider/settings.endpoints';
import { teamEndpoints } from './provider/team.endpoints';
import { providerApiEndpoints } from './provider/api-key.endpoints';
import { widgetEndpoints } from './widget.endpoints';
import { messageRuleEndpoints } from './message-rules.endpoints';
import { webhookEndpoints } from './webhooks.endpoints';
import type { Endpoint } from './endpoint';
import { type ErrorCode, errorStatus } from './errors';

export type { Endpoint, EndpointAuth } from './endpoint';

export const endpoints = {
  ...systemEndpoints,
  ...authEndpoints,
  ...securityEndpoints,
  ...supportEndpoints,
  ...overviewEndpoints,
  ...seminarEndpoints,
  ...boostEndpoints,
  ...locationEndpoints,
  ...marketingEndpoints,
  ...leadEndpoints,
  ...conversationEndpoints,
  ...inboundMailEndpoints,
  ...marketplaceEndpoints,
  ...statisticsEndpoints,
  ...recognitionEndpoints,
  ...providerImageEndpoints,
  ...providerProfileEndpoints,
  ...settingsEndpoints,
  ...teamEndpoints,
  ...providerApiEndpoints,
  ...widgetEndpoints,
  ...messageRuleEndpoints,
  ...webhookEndpoints,
} as const satisfies Record<string, Endpoint>;

export type OperationId = keyof typeof endpoints;

/** The operationId of each "METHOD /path" route. */
export const operationIdByRoute: ReadonlyMap<string, OperationId> = new Map(
  (Object.entries(endpoints) as [OperationId, Endpoint][]).map(([id, endpoint]) => [endpoint.route, id]),
);

/** The HTTP status each error code travels with, grouped: `{ 404: ['NOT_FOUND'], … }`. */
export function errorsByStatus(codes: Iterable<ErrorCode>): Map<number, ErrorCode[]> {
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of new Set(codes)) {
    const status = errorStatus[code];
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  return byStatus;
}
