/**
 * Liveness and readiness probes. /ready answers 503 while the database is away (the process
 * stays up and recovers on its own) and names a degraded dependency (Redis down: rate limits
 * count per process) while still answering 200.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { endpoints } from '@bu/contracts';
import { AppError } from '../../lib/app-error';
import { routeSchema } from '../../lib/route-schema';

const systemRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/health', { schema: { tags: ['system'], ...routeSchema(endpoints.health) } }, async () => ({
    success: true as const,
  }));
  app.get('/ready', { schema: { tags: ['system'], ...routeSchema(endpoints.ready) } }, async () => {
    try {
      await app.db.execute(sql`select 1`);
    } catch {
      throw new AppError('UNAVAILABLE');
    }
    const rateLimits = app.rateLimitStore();
    return {
      success: true as const,
      status: rateLimits === 'redis-unavailable' ? ('degraded' as const) : ('ok' as const),
      checks: { database: 'ok' as const, rateLimits },
    };
  });
};

export default systemRoutes;
