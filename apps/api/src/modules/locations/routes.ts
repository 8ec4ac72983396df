/** GET /locations, POST /locations (DESIGN §5 Location keys; seed §5 location rules). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createLocationBodySchema, locationListQuerySchema, locationSchema } from '@bu/contracts';
import { createLocationService } from './service';

const locationRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createLocationService(app);

  app.get(
    '/locations',
    {
      schema: {
        tags: ['locations'],
        querystring: locationListQuerySchema,
        response: { 200: z.object({ success: z.literal(true), locations: z.array(locationSchema), total: z.number() }) },
      },
      preHandler: app.authenticate,
    },
    async (request) => {
      const locations = await service.list(request.auth!.user.providerId, request.query.status);
      return { success: true as const, locations, total: locations.length };
    },
  );

  app.post(
    '/locations',
    {
      schema: {
        tags: ['locations'],
        body: createLocationBodySchema,
        response: { 201: z.object({ success: z.literal(true), location: locationSchema }) },
      },
      preHandler: app.authenticate,
    },
    async (request, reply) => {
      const { bu_auth_token: _token, ...input } = request.body;
      const location = await service.create(request.auth!.user.providerId, input);
      return reply.status(201).send({ success: true as const, location });
    },
  );
};

export default locationRoutes;
