/** GET/POST/DELETE /settings/api-key (admin only). POST answers the secret `apiKey` once. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints, tokenQuerySchema } from '@bu/contracts';

const apiKeyRoutes: FastifyPluginAsyncZod = async (app) => {
  const keys = app.apiKeyService;
  const tags = ['settings'];
  const admin = { preValidation: app.requireAdmin };

  app.get(
    '/settings/api-key',
    { ...admin, schema: { tags, querystring: tokenQuerySchema, response: endpoints.getApiKey.responses } },
    async (request) => ({ success: true as const, key: await keys.info(request.auth!.user.providerId) }),
  );

  app.post(
    '/settings/api-key',
    {
      ...admin,
      schema: {
        tags,
        querystring: tokenQuerySchema,
        response: endpoints.createApiKey.responses,
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return reply.status(201).send({ success: true as const, ...(await keys.generate(request.auth!.user)) });
    },
  );

  app.delete(
    '/settings/api-key',
    { ...admin, schema: { tags, querystring: tokenQuerySchema, response: endpoints.revokeApiKey.responses } },
    async (request) => {
      await keys.revoke(request.auth!.user);
      return { success: true as const };
    },
  );
};

export default apiKeyRoutes;
