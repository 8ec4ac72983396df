/**
 * GET /settings/sessions, DELETE /settings/sessions/:id, POST /settings/sessions/revoke-others;
 * GET /settings/2fa, POST /settings/2fa/setup|enable|disable; POST /auth/secure-account.
 * One's own account security is not reachable from a support session (403).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  endpoints,
  secureAccountSchema,
  sessionIdParamsSchema,
  tokenBodySchema,
  tokenQuerySchema,
  twoFactorDisableSchema,
  twoFactorEnableSchema,
} from '@bu/contracts';
import { MINUTE, byIp } from '../../plugins/limits';

const securityRoutes: FastifyPluginAsyncZod = async (app) => {
  const security = app.securityService;
  const tags = ['settings'];
  const own = { preHandler: [app.authenticate, app.denyInSupport] };
  // Guessing codes through set-up or disabling is limited per account.
  const codeLimit = app.limit(15 * MINUTE, [10, (r) => `2fa-code:${r.auth?.user.id}`]);

  app.get(
    '/settings/sessions',
    { ...own, schema: { tags, querystring: tokenQuerySchema, response: endpoints.listSessions.responses } },
    async (request) => {
      const list = await security.listSessions(request.auth!.user.id, request.auth!.sessionId);
      return { success: true as const, sessions: list, total: list.length };
    },
  );

  app.delete(
    '/settings/sessions/:id',
    {
      ...own,
      schema: {
        tags,
        params: sessionIdParamsSchema,
        querystring: tokenQuerySchema,
        response: endpoints.revokeSession.responses,
      },
    },
    async (request) => {
      await security.revokeSession(request.auth!.user.id, request.params.id);
      return { success: true as const };
    },
  );

  app.post(
    '/settings/sessions/revoke-others',
    { ...own, schema: { tags, body: tokenBodySchema, response: endpoints.revokeOtherSessions.responses } },
    async (request) => ({
      success: true as const,
      revoked: await security.revokeOtherSessions(request.auth!.user.id, request.auth!.sessionId),
    }),
  );

  app.get(
    '/settings/2fa',
    { ...own, schema: { tags, querystring: tokenQuerySchema, response: endpoints.twoFactorStatus.responses } },
    async (request) => ({ success: true as const, twoFactor: await security.status(request.auth!.user.id) }),
  );

  app.post(
    '/settings/2fa/setup',
    { ...own, schema: { tags, body: tokenBodySchema, response: endpoints.setUpTwoFactor.responses } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { success: true as const, ...(await security.setup(request.auth!.user.id)) };
    },
  );

  app.post(
    '/settings/2fa/enable',
    {
      preHandler: [app.authenticate, app.denyInSupport, codeLimit],
      schema: { tags, body: twoFactorEnableSchema, response: endpoints.enableTwoFactor.responses },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { success: true as const, recoveryCodes: await security.enable(request.auth!.user, request.body.code) };
    },
  );

  app.post(
    '/settings/2fa/disable',
    {
      preHandler: [app.authenticate, app.denyInSupport, codeLimit],
      schema: { tags, body: twoFactorDisableSchema, response: endpoints.disableTwoFactor.responses },
    },
    async (request) => {
      await security.disable(request.auth!.user, request.body.password, request.body.code);
      return { success: true as const };
    },
  );

  app.post(
    '/auth/secure-account',
    {
      preHandler: app.limit(15 * MINUTE, [20, byIp('secure-account')]),
      schema: { tags: ['auth'], body: secureAccountSchema, response: endpoints.secureAccount.responses },
    },
    async (request) => {
      await security.secureAccount(request.body.key);
      return { success: true as const };
    },
  );
};

export default securityRoutes;
