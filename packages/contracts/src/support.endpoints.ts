/**
 * Support (superadmins; everybody else gets 404): finding providers and opening their dashboard
 * (schemas in security.ts).
 * Part of the endpoint map (endpoints.ts; ADR 024, 051, 055).
 */
import { okSchema } from './auth';
import { tokenBodySchema, tokenQuerySchema } from './common';
import type { Endpoint } from './endpoint';
import {
  supportProviderParamsSchema,
  supportProviderResponseSchema,
  supportProvidersResponseSchema,
  supportSearchQuerySchema,
  supportSessionResponseSchema,
  supportUserParamsSchema,
} from './security';

export const supportEndpoints = {
  listSupportProviders: {
    route: 'GET /support/providers',
    querystring: supportSearchQuerySchema,
    responses: { 200: supportProvidersResponseSchema },
    summary: 'Find providers (support)',
    auth: 'session',
    errors: ['NOT_FOUND'],
  },
  getSupportProvider: {
    route: 'GET /support/providers/:id',
    params: supportProviderParamsSchema,
    querystring: tokenQuerySchema,
    responses: { 200: supportProviderResponseSchema },
    summary: 'A provider and its accounts (support)',
    auth: 'session',
  },
  startSupportSession: {
    route: 'POST /support/providers/:id/sessions',
    params: supportProviderParamsSchema,
    body: tokenBodySchema,
    responses: { 201: supportSessionResponseSchema },
    summary: "Open a provider's dashboard (support)",
    auth: 'session',
    errors: ['CONFLICT'],
  },
  supportResendVerification: {
    route: 'POST /support/providers/:id/users/:userId/resend-verification',
    params: supportUserParamsSchema,
    body: tokenBodySchema,
    responses: { 200: okSchema },
    summary: "Mail a user's registration link again (support)",
    auth: 'session',
    errors: ['CONFLICT'],
  },
  endSupportSession: {
    route: 'POST /support/sessions/end',
    body: tokenBodySchema,
    responses: { 200: okSchema },
    summary: 'End the support session',
    auth: 'session',
    errors: ['NOT_FOUND'],
  },
} as const satisfies Record<string, Endpoint>;
