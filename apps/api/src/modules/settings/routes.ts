/**
 * GET/PUT /settings/master-data, GET/PUT /settings/personal, PUT /settings/password,
 * GET/PUT /settings/invoicing (PUT admin only).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MINUTE } from '../../plugins/limits';
import { endpoints } from '@bu/contracts';
import { routeSchema } from '../../lib/route-schema';
import { sessionOf } from '../../plugins/auth';

const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const settings = app.settingsService;
  const tags = ['settings'];
  const auth = { preValidation: app.authenticate };

  // Guessing the current password through this call is limited per user.
  const passwordLimit = app.limit(15 * MINUTE, [10, (r) => `password-change:${r.auth?.user.id}`]);

  app.get(
    '/settings/master-data',
    { ...auth, schema: { tags, ...routeSchema(endpoints.getMasterData) } },
    async (request) => ({
      success: true as const,
      masterData: await settings.masterData(request.auth!.user.providerId),
    }),
  );

  app.put(
    '/settings/master-data',
    { ...auth, schema: { tags, ...routeSchema(endpoints.updateMasterData) } },
    async (request) => {
      const { bu_auth_token: _token, ...input } = request.body;
      return {
        success: true as const,
        masterData: await settings.updateMasterData(request.auth!.user.providerId, input),
      };
    },
  );

  app.get(
    '/settings/personal',
    { ...auth, schema: { tags, ...routeSchema(endpoints.getPersonalData) } },
    async (request) => ({ success: true as const, personal: await settings.personal(request.auth!.user.id) }),
  );

  app.put(
    '/settings/personal',
    {
      preValidation: [app.authenticate, app.denyInSupport],
      schema: { tags, ...routeSchema(endpoints.updatePersonalData) },
    },
    async (request) => {
      const { bu_auth_token: _token, ...input } = request.body;
      return { success: true as const, personal: await settings.updatePersonal(request.auth!.user.id, input) };
    },
  );

  app.put(
    '/settings/password',
    {
      preValidation: [app.authenticate, app.denyInSupport],
      preHandler: passwordLimit,
      schema: { tags, ...routeSchema(endpoints.changePassword) },
    },
    async (request) => {
      const auth = sessionOf(request);
      await settings.changePassword(auth.user.id, auth.sessionId, request.body.currentPassword, request.body.password);
      return { success: true as const };
    },
  );

  app.get(
    '/settings/invoicing',
    { ...auth, schema: { tags, ...routeSchema(endpoints.getInvoicing) } },
    async (request) => ({ success: true as const, invoicing: await settings.invoicing(request.auth!.user.providerId) }),
  );

  app.put(
    '/settings/invoicing',
    {
      preValidation: app.requireAdmin,
      schema: { tags, ...routeSchema(endpoints.updateInvoicing) },
    },
    async (request) => {
      const { bu_auth_token: _token, ...input } = request.body;
      return { success: true as const, invoicing: await settings.updateInvoicing(request.auth!.user, input) };
    },
  );
};

export default settingsRoutes;
