/**
 * Support calls (superadmins only; 404 for everyone else): GET /support/providers?q=,
 * GET /support/providers/:id, POST /support/providers/:id/sessions,
 * POST /support/providers/:id/users/:userId/resend-verification, POST /support/sessions/end.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  endpoints,
  supportProviderParamsSchema,
  supportSearchQuerySchema,
  supportUserParamsSchema,
  tokenBodySchema,
  tokenQuerySchema,
} from '@bu/contracts';
import { clientInfoOf } from '../../lib/client-info';

const supportRoutes: FastifyPluginAsyncZod = async (app) => {
  const support = app.supportService;
  const tags = ['support'];
  const superadmin = { preHandler: app.requireSuperadmin };

  app.get(
    '/support/providers',
    {
      ...superadmin,
      schema: { tags, querystring: supportSearchQuerySchema, response: endpoints.listSupportProviders.responses },
    },
    async (request) => ({ success: true as const, ...(await support.search(request.query.q)) }),
  );

  app.get(
    '/support/providers/:id',
    {
      ...superadmin,
      schema: {
        tags,
        params: supportProviderParamsSchema,
        querystring: tokenQuerySchema,
        response: endpoints.getSupportProvider.responses,
      },
    },
    async (request) => ({ success: true as const, provider: await support.detail(request.params.id) }),
  );

  app.post(
    '/support/providers/:id/sessions',
    {
      ...superadmin,
      schema: {
        tags,
        params: supportProviderParamsSchema,
        body: tokenBodySchema,
        response: endpoints.startSupportSession.responses,
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return reply
        .status(201)
        .send(await support.startSession(request.auth!, request.params.id, clientInfoOf(request)));
    },
  );

  app.post(
    '/support/providers/:id/users/:userId/resend-verification',
    {
      ...superadmin,
      schema: {
        tags,
        params: supportUserParamsSchema,
        body: tokenBodySchema,
        response: endpoints.supportResendVerification.responses,
      },
    },
    async (request) => {
      await support.resendVerification(request.auth!, request.params.id, request.params.userId);
      return { success: true as const };
    },
  );

  app.post(
    '/support/sessions/end',
    { ...superadmin, schema: { tags, body: tokenBodySchema, response: endpoints.endSupportSession.responses } },
    async (request) => {
      await support.endSession(request.auth!);
      return { success: true as const };
    },
  );
};

export default supportRoutes;
