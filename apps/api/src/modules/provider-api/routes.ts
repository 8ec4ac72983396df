/**
 * API keys (admin only): GET/POST /settings/api-keys and DELETE /settings/api-keys/:id (named keys
 * with scopes), and the seed's single-key call GET/POST/DELETE /settings/api-key, which reads and
 * writes the same store (a key with both seminar scopes). POST answers the secret `apiKey` once.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiKeyScopes, endpoints } from '@bu/contracts';
import { routeSchema } from '../../lib/route-schema';

const apiKeyRoutes: FastifyPluginAsyncZod = async (app) => {
  const keys = app.apiKeyService;
  const tags = ['settings'];
  const admin = { preValidation: app.requireAdmin };

  app.get(
    '/settings/api-keys',
    { ...admin, schema: { tags, ...routeSchema(endpoints.listApiKeys) } },
    async (request) => {
      const apiKeys = await keys.list(request.auth!.user.providerId);
      return { success: true as const, apiKeys, total: apiKeys.length };
    },
  );

  app.post(
    '/settings/api-keys',
    {
      ...admin,
      schema: {
        tags,
        description: `Scopes: ${apiKeyScopes.join(', ')}. The key acts as the admin who creates it, with that user's rights at each call; removing that user from the team revokes it.`,
        ...routeSchema(endpoints.createScopedApiKey),
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { name, scopes } = request.body;
      return reply
        .status(201)
        .send({ success: true as const, ...(await keys.create(request.auth!.user, { name, scopes })) });
    },
  );

  app.delete(
    '/settings/api-keys/:id',
    {
      ...admin,
      schema: { tags, ...routeSchema(endpoints.revokeScopedApiKey) },
    },
    async (request) => {
      await keys.revoke(request.auth!.user, request.params.id);
      return { success: true as const };
    },
  );

  app.get(
    '/settings/api-key',
    { ...admin, schema: { tags, ...routeSchema(endpoints.getApiKey) } },
    async (request) => ({ success: true as const, key: await keys.seedCallKey(request.auth!.user.providerId) }),
  );

  app.post(
    '/settings/api-key',
    {
      ...admin,
      schema: {
        tags,
        description:
          'A key with the scopes seminars:read and seminars:write; it replaces the key this call made before (keys made under /settings/api-keys stay).',
        ...routeSchema(endpoints.createApiKey),
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return reply.status(201).send({ success: true as const, ...(await keys.createForSeedCall(request.auth!.user)) });
    },
  );

  app.delete(
    '/settings/api-key',
    { ...admin, schema: { tags, ...routeSchema(endpoints.revokeApiKey) } },
    async (request) => {
      await keys.revokeSeedCallKeys(request.auth!.user);
      return { success: true as const };
    },
  );
};

export default apiKeyRoutes;
