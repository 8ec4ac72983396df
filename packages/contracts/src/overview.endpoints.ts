/**
 * The signed-in home (overview.ts).
 * Part of the endpoint map (endpoints.ts; ADR 024, 051, 055).
 */
import { tokenQuerySchema } from './common';
import type { Endpoint } from './endpoint';
import { overviewResponseSchema } from './overview';

export const overviewEndpoints = {
  getOverview: {
    route: 'GET /overview',
    querystring: tokenQuerySchema,
    responses: { 200: overviewResponseSchema },
    summary: 'The signed-in home: key figures, what needs action, latest changes, first-run checklist',
    auth: 'session',
  },
} as const satisfies Record<string, Endpoint>;
