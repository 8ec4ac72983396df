/**
 * Support calls (superadmins only; 404 for everyone else): GET /support/providers?q=,
 * GET /support/providers/:id, POST /support/providers/:id/sessions,
 * POST /support/providers/:id/users/:userId/resend-verification, POST /support/sessions/end.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@bu/contracts';
import { clientInfoOf } from '../../lib/client-info';
import { routeSchema } from '../../lib/route-schema';
import { sessionOf } from '../../plugins/auth';

const supportRoutes: FastifyPluginAsyncZod = async (app) => {
  const support = app.supportService;
  const tags = ['support'];
  const superadmin = { preValidation: app.requireSuperadmin };

  app.get(
    '/support/providers',
    {
      ...superadmin,
      schema: { tags, ...routeSchema(endpoints.listSupportProviders) },
    },
    async (request) => ({ success: true as const, ...(await support.search(request.query.q)) }),
  );

  app.get(
    '/support/providers/:id',
    {
      ...superadmin,
      schema: { tags, ...routeSchema(endpoints.getSupportProvider) },
    },
    async (request) => ({ success: true as const, provider: await support.detail(request.params.id) }),
  );

  app.post(
    '/support/providers/:id/sessions',
    {
      ...superadmin,
      schema: { tags, ...routeSchema(endpoints.startSupportSession) },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return reply
        .status(201)
        .send(await support.startSession(sessionOf(request), request.params.id, clientInfoOf(request)));
    },
  );

  app.post(
    '/support/providers/:id/users/:userId/resend-verification',
    {
      ...superadmin,
      schema: { tags, ...routeSchema(endpoints.supportResendVerification) },
    },
    async (request) => {
      await support.resendVerification(sessionOf(request), request.params.id, request.params.userId);
      return { success: true as const };
    },
  );

  app.post(
    '/support/sessions/end',
    { ...superadmin, schema: { tags, ...routeSchema(endpoints.endSupportSession) } },
    async (request) => {
      await support.endSession(sessionOf(request));
      return { success: true as const };
    },
  );
};

export default supportRoutes;
