/**
 * GET /locations (status filter), POST /locations, PUT/DELETE /locations/:id and
 * POST /locations/verify (DESIGN §5 Location keys; seed §5 location rules).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@bu/contracts';
import { routeSchema } from '../../lib/route-schema';

const locationRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.locationService;

  app.get(
    '/locations',
    {
      schema: { tags: ['locations'], ...routeSchema(endpoints.listLocations) },
      preValidation: app.authenticate,
    },
    async (request) => {
      const locations = await service.list(request.auth!.user.providerId, request.query.status);
      return { success: true as const, locations, total: locations.length };
    },
  );

  app.post(
    '/locations',
    {
      schema: { tags: ['locations'], ...routeSchema(endpoints.createLocation) },
      preValidation: app.authenticate,
    },
    async (request, reply) => {
      const { bu_auth_token: _token, ...input } = request.body;
      const location = await service.create(request.auth!.user.providerId, input);
      return reply.status(201).send({ success: true as const, location });
    },
  );

  app.put(
    '/locations/:id',
    {
      schema: { tags: ['locations'], ...routeSchema(endpoints.updateLocation) },
      preValidation: app.authenticate,
    },
    async (request) => {
      const { bu_auth_token: _token, ...input } = request.body;
      return {
        success: true as const,
        location: await service.update(request.auth!.user.providerId, request.params.id, input),
      };
    },
  );

  app.delete(
    '/locations/:id',
    {
      schema: { tags: ['locations'], ...routeSchema(endpoints.deleteLocation) },
      preValidation: app.authenticate,
    },
    async (request) => {
      await service.remove(request.auth!.user.providerId, request.params.id);
      return { success: true as const };
    },
  );

  app.post(
    '/locations/verify',
    {
      schema: {
        tags: ['locations'],
        description:
          'Send `id` to verify a saved location (stores `validated`), or an address (postalCode, city, country, state?, street?).',
        ...routeSchema(endpoints.verifyLocation),
      },
      preValidation: app.authenticate,
    },
    async (request) => {
      const { bu_auth_token: _token, ...input } = request.body;
      const { verification, location } = await service.verify(request.auth!.user.providerId, input);
      return { success: true as const, ...verification, location };
    },
  );
};

export default locationRoutes;
