/** GET/POST/DELETE /settings/api-key (admin only). POST answers the secret `apiKey` once. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiKeyInfoSchema, okSchema } from '@bu/contracts';
import { createApiKeyService } from './keys';

const tokenQuery = z.object({ token: z.string().optional() });

const apiKeyRoutes: FastifyPluginAsyncZod = async (app) => {
  const keys = createApiKeyService(app);
  const tags = ['settings'];
  const admin = { preValidation: app.requireAdmin };

  app.get(
    '/settings/api-key',
    { ...admin, schema: { tags, querystring: tokenQuery, response: { 200: z.object({ success: z.literal(true), key: apiKeyInfoSchema.nullable() }) } } },
    async (request) => ({ success: true as const, key: await keys.info(request.auth!.user.providerId) }),
  );

  app.post(
    '/settings/api-key',
    {
      ...admin,
      schema: {
        tags,
        querystring: tokenQuery,
        response: { 201: z.object({ success: z.literal(true), apiKey: z.string(), key: apiKeyInfoSchema }) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return reply.status(201).send({ success: true as const, ...(await keys.generate(request.auth!.user)) });
    },
  );

  app.delete(
    '/settings/api-key',
    { ...admin, schema: { tags, querystring: tokenQuery, response: { 200: okSchema } } },
    async (request) => {
      await keys.revoke(request.auth!.user);
      return { success: true as const };
    },
  );
};

export default apiKeyRoutes;
