/** GET/PUT /provider-profile (`provider_data`, DESIGN §5 Provider keys). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@bu/contracts';
import { routeSchema } from '../../lib/route-schema';

const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const profile = app.profileService;
  const tags = ['profile'];

  app.get(
    '/provider-profile',
    {
      preValidation: app.authenticate,
      schema: { tags, ...routeSchema(endpoints.getProviderProfile) },
    },
    async (request) => ({ success: true as const, provider_data: await profile.get(request.auth!.user.providerId) }),
  );

  app.put(
    '/provider-profile',
    {
      preValidation: app.authenticate,
      schema: { tags, ...routeSchema(endpoints.updateProviderProfile) },
    },
    async (request) => {
      const { bu_auth_token: _token, ...input } = request.body;
      return { success: true as const, provider_data: await profile.update(request.auth!.user.providerId, input) };
    },
  );
};

export default profileRoutes;
