/**
 * The provider's public profile (profile.ts).
 * Part of the endpoint map (endpoints.ts; ADR 024, 051, 055).
 */
import { tokenQuerySchema } from '../common';
import type { Endpoint } from '../endpoint';
import { providerProfileInputSchema, providerProfileResponseSchema } from './profile';

export const providerProfileEndpoints = {
  getProviderProfile: {
    route: 'GET /provider-profile',
    querystring: tokenQuerySchema,
    responses: { 200: providerProfileResponseSchema },
    summary: "The provider's public profile data",
    auth: 'session',
  },
  updateProviderProfile: {
    route: 'PUT /provider-profile',
    body: providerProfileInputSchema,
    responses: { 200: providerProfileResponseSchema },
    summary: "Change the provider's public profile",
    auth: 'session',
  },
} as const satisfies Record<string, Endpoint>;
