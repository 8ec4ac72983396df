/**
 * Boost calls (seed §7, DESIGN §8a): POST /seminars/boost (cart), GET /seminars/boost-invoice
 * (priced overview), POST /seminars/confirm-boost (binding, all or nothing) and
 * POST /seminars/boost/cancel (unconfirmed only). docs/boosts.md explains the rules.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  boostBookBodySchema,
  boostCancelBodySchema,
  boostConfirmBodySchema,
  endpoints,
  tokenQuerySchema,
} from '@bu/contracts';

const boostRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.boostService;
  const auth = { preHandler: app.authenticate };
  const tags = ['boosts'];

  app.post(
    '/seminars/boost',
    { ...auth, schema: { tags, body: boostBookBodySchema, response: endpoints.bookBoost.responses } },
    async (request, reply) =>
      reply.status(201).send({ success: true as const, booking: await service.book(request.auth!.user, request.body) }),
  );

  app.get(
    '/seminars/boost-invoice',
    { ...auth, schema: { tags, querystring: tokenQuerySchema, response: endpoints.boostInvoice.responses } },
    async (request) => service.overview(request.auth!.user),
  );

  app.post(
    '/seminars/confirm-boost',
    {
      ...auth,
      schema: {
        tags,
        querystring: tokenQuerySchema,
        body: boostConfirmBodySchema,
        response: endpoints.confirmBoost.responses,
      },
    },
    async (request) => service.confirm(request.auth!.user, request.body.seminarIds),
  );

  app.post(
    '/seminars/boost/cancel',
    { ...auth, schema: { tags, body: boostCancelBodySchema, response: endpoints.cancelBoost.responses } },
    async (request) => service.cancel(request.auth!.user, request.body.bookingId),
  );
};

export default boostRoutes;
