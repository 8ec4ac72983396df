/**
 * Boost calls (seed §7, DESIGN §8a): POST /seminars/boost (cart), GET /seminars/boost-invoice
 * (priced overview), POST /seminars/confirm-boost (binding, all or nothing) and
 * POST /seminars/boost/cancel (unconfirmed only). docs/boosts.md explains the rules.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@bu/contracts';
import { routeSchema } from '../../lib/route-schema';

const boostRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.boostService;
  const auth = { preValidation: app.authenticate };
  const tags = ['boosts'];

  app.post(
    '/seminars/boost',
    { ...auth, schema: { tags, ...routeSchema(endpoints.bookBoost) } },
    async (request, reply) =>
      reply.status(201).send({ success: true as const, booking: await service.book(request.auth!.user, request.body) }),
  );

  app.get(
    '/seminars/boost-invoice',
    { ...auth, schema: { tags, ...routeSchema(endpoints.boostInvoice) } },
    async (request) => service.overview(request.auth!.user),
  );

  app.post(
    '/seminars/confirm-boost',
    {
      ...auth,
      schema: { tags, ...routeSchema(endpoints.confirmBoost) },
    },
    async (request) => service.confirm(request.auth!.user, request.body.seminarIds),
  );

  app.post(
    '/seminars/boost/cancel',
    { ...auth, schema: { tags, ...routeSchema(endpoints.cancelBoost) } },
    async (request) => service.cancel(request.auth!.user, request.body.bookingId),
  );
};

export default boostRoutes;
