/**
 * GET/PUT /settings/master-data, GET/PUT /settings/personal, PUT /settings/password,
 * GET/PUT /settings/invoicing (PUT admin only).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MINUTE } from '../../plugins/limits';
import {
  changePasswordSchema,
  endpoints,
  invoicingInputSchema,
  masterDataInputSchema,
  personalDataInputSchema,
  tokenQuerySchema,
} from '@bu/contracts';

const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const settings = app.settingsService;
  const tags = ['settings'];
  const auth = { preHandler: app.authenticate };

  // Guessing the current password through this call is limited per user.
  const passwordLimit = app.limit(15 * MINUTE, [10, (r) => `password-change:${r.auth?.user.id}`]);

  app.get(
    '/settings/master-data',
    { ...auth, schema: { tags, querystring: tokenQuerySchema, response: endpoints.getMasterData.responses } },
    async (request) => ({
      success: true as const,
      masterData: await settings.masterData(request.auth!.user.providerId),
    }),
  );

  app.put(
    '/settings/master-data',
    { ...auth, schema: { tags, body: masterDataInputSchema, response: endpoints.updateMasterData.responses } },
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
    { ...auth, schema: { tags, querystring: tokenQuerySchema, response: endpoints.getPersonalData.responses } },
    async (request) => ({ success: true as const, personal: await settings.personal(request.auth!.user.id) }),
  );

  app.put(
    '/settings/personal',
    {
      preHandler: [app.authenticate, app.denyInSupport],
      schema: { tags, body: personalDataInputSchema, response: endpoints.updatePersonalData.responses },
    },
    async (request) => {
      const { bu_auth_token: _token, ...input } = request.body;
      return { success: true as const, personal: await settings.updatePersonal(request.auth!.user.id, input) };
    },
  );

  app.put(
    '/settings/password',
    {
      preHandler: [app.authenticate, app.denyInSupport, passwordLimit],
      schema: {
        tags,
        body: changePasswordSchema(app.config.PASSWORD_MIN_LENGTH),
        response: endpoints.changePassword.responses,
      },
    },
    async (request) => {
      const { auth } = request;
      await settings.changePassword(
        auth!.user.id,
        auth!.sessionId,
        request.body.currentPassword,
        request.body.password,
      );
      return { success: true as const };
    },
  );

  app.get(
    '/settings/invoicing',
    { ...auth, schema: { tags, querystring: tokenQuerySchema, response: endpoints.getInvoicing.responses } },
    async (request) => ({ success: true as const, invoicing: await settings.invoicing(request.auth!.user.providerId) }),
  );

  app.put(
    '/settings/invoicing',
    {
      preValidation: app.requireAdmin,
      schema: { tags, body: invoicingInputSchema, response: endpoints.updateInvoicing.responses },
    },
    async (request) => {
      const { bu_auth_token: _token, ...input } = request.body;
      return { success: true as const, invoicing: await settings.updateInvoicing(request.auth!.user, input) };
    },
  );
};

export default settingsRoutes;
