/**
 * GET/PUT /settings/widget: the website widget's allow-list (PUT admins only; everyone of the team
 * reads it, and the snippet, in Settings).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@bu/contracts';
import { routeSchema } from '../../lib/route-schema';

const widgetRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.widgetService;
  const tags = ['settings'];

  app.get(
    '/settings/widget',
    {
      preHandler: app.authenticate,
      schema: { tags, ...routeSchema(endpoints.getWidgetSettings) },
    },
    async (request) => ({ success: true as const, widget: await service.settings(request.auth!.user.providerId) }),
  );

  app.put(
    '/settings/widget',
    {
      preValidation: app.requireAdmin,
      schema: { tags, ...routeSchema(endpoints.updateWidgetSettings) },
    },
    async (request) => ({
      success: true as const,
      widget: await service.updateSettings(request.auth!.user.providerId, request.body.allowedOrigins),
    }),
  );
};

export default widgetRoutes;
