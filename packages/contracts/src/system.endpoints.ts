/**
 * The probes and the development-only dev mailbox (system.ts), in the endpoint map (endpoints.ts).
 * Part of the endpoint map (endpoints.ts; ADR 024, 051, 055).
 */
import type { Endpoint } from './endpoint';
import { devMailboxQuerySchema, devMailboxResponseSchema, healthResponseSchema, readyResponseSchema } from './system';

export const systemEndpoints = {
  health: { route: 'GET /health', responses: { 200: healthResponseSchema }, summary: 'Liveness probe', auth: 'none' },
  ready: {
    route: 'GET /ready',
    responses: { 200: readyResponseSchema },
    summary: 'Readiness probe (database, rate-limit store)',
    auth: 'none',
    errors: ['UNAVAILABLE'],
  },
  devMailbox: {
    route: 'GET /dev/mailbox',
    querystring: devMailboxQuerySchema,
    responses: { 200: devMailboxResponseSchema },
    summary: 'Mail sent to an address (development)',
    auth: 'none',
    errors: ['NOT_FOUND'],
  },
} as const satisfies Record<string, Endpoint>;
