/** Liveness and readiness probes. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';

const systemRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/health', { schema: { tags: ['system'], response: { 200: z.object({ success: z.literal(true) }) } } }, async () => ({
    success: true as const,
  }));
  app.get('/ready', { schema: { tags: ['system'], response: { 200: z.object({ success: z.literal(true) }) } } }, async () => {
    try {
      await app.db.execute(sql`select 1`);
    } catch {
      throw new AppError('UNAVAILABLE');
    }
    return { success: true as const };
  });
};

export default systemRoutes;
