/**
 * Statistics (statistics.ts): a period's figures, their CSV and the development-only rollup.
 * Part of the endpoint map (endpoints.ts; ADR 024, 051, 055).
 */
import type { Endpoint } from './endpoint';
import { statisticsQuerySchema, statisticsResponseSchema, statisticsRollupResponseSchema } from './statistics';

export const statisticsEndpoints = {
  statistics: {
    route: 'GET /statistics',
    querystring: statisticsQuerySchema,
    responses: { 200: statisticsResponseSchema },
    summary: 'Statistics of a period',
    auth: 'session',
    errors: ['NOT_FOUND'],
  },
  exportStatistics: {
    route: 'GET /statistics/export.csv',
    produces: ['text/csv'],
    querystring: statisticsQuerySchema,
    summary: 'The per-seminar statistics as CSV',
    auth: 'session',
    errors: ['NOT_FOUND'],
  },
  devRollUpStatistics: {
    route: 'POST /dev/statistics/rollup',
    responses: { 200: statisticsRollupResponseSchema },
    summary: 'Roll up statistics now (development)',
    auth: 'none',
    errors: ['NOT_FOUND'],
  },
} as const satisfies Record<string, Endpoint>;
