/**
 * GET /public/seminars/:id/calendar.ics and GET /public/providers/:id/calendar.ics: a seminar's
 * calendar file and a provider's subscribable feed (RFC 5545, text/calendar). Public, rate-limited
 * like the marketplace's other reads, cacheable for a quarter of an hour.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MARKETPLACE_READ_RATE_LIMIT, endpoints } from '@bu/contracts';
import { MINUTE, byIp } from '../../plugins/limits';
import { routeSchema } from '../../lib/route-schema';

const CALENDAR_TYPE = 'text/calendar; charset=utf-8';
const CACHE = 'public, max-age=900';

const calendarRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.calendarService;
  const tags = ['marketplace'];
  const limit = app.limit(MARKETPLACE_READ_RATE_LIMIT.windowMinutes * MINUTE, [
    MARKETPLACE_READ_RATE_LIMIT.perIp,
    byIp('marketplace-read'),
  ]);

  app.get(
    '/public/seminars/:id/calendar.ics',
    { schema: { tags, ...routeSchema(endpoints.getSeminarCalendar) }, preHandler: limit },
    async (request, reply) => {
      const file = await service.seminar(request.params.id);
      return reply
        .type(CALENDAR_TYPE)
        .header('cache-control', CACHE)
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .send(file.body);
    },
  );

  app.get(
    '/public/providers/:id/calendar.ics',
    { schema: { tags, ...routeSchema(endpoints.getProviderCalendar) }, preHandler: limit },
    async (request, reply) =>
      reply
        .type(CALENDAR_TYPE)
        .header('cache-control', CACHE)
        .send(await service.provider(request.params.id, request.language)),
  );
};

export default calendarRoutes;
