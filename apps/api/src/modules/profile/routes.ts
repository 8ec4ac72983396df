/** GET/PUT /provider-profile (`provider_data`, DESIGN §5 Provider keys). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints, providerProfileInputSchema, tokenQuerySchema } from '@bu/contracts';

const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const profile = app.profileService;
  const tags = ['profile'];

  app.get(
    '/provider-profile',
    {
      preHandler: app.authenticate,
      schema: { tags, querystring: tokenQuerySchema, response: endpoints.getProviderProfile.responses },
    },
    async (request) => ({ success: true as const, provider_data: await profile.get(request.auth!.user.providerId) }),
  );

  app.put(
    '/provider-profile',
    {
      preHandler: app.authenticate,
      schema: { tags, body: providerProfileInputSchema, response: endpoints.updateProviderProfile.responses },
    },
    async (request) => {
      const { bu_auth_token: _token, ...input } = request.body;
      return { success: true as const, provider_data: await profile.update(request.auth!.user.providerId, input) };
    },
  );
};

export default profileRoutes;
