/**
 * GET /settings/sessions, DELETE /settings/sessions/:id, POST /settings/sessions/revoke-others;
 * GET /settings/2fa, POST /settings/2fa/setup|enable|disable; POST /auth/secure-account.
 * One's own account security is not reachable from a support session (403).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@bu/contracts';
import { MINUTE, byIp } from '../../plugins/limits';
import { routeSchema } from '../../lib/route-schema';
import { sessionOf } from '../../plugins/auth';

const securityRoutes: FastifyPluginAsyncZod = async (app) => {
  const security = app.securityService;
  const tags = ['settings'];
  const own = { preValidation: [app.authenticate, app.denyInSupport] };
  // Guessing codes through set-up or disabling is limited per account.
  const codeLimit = app.limit(15 * MINUTE, [10, (r) => `2fa-code:${r.auth?.user.id}`]);

  app.get(
    '/settings/sessions',
    { ...own, schema: { tags, ...routeSchema(endpoints.listSessions) } },
    async (request) => {
      const list = await security.listSessions(request.auth!.user.id, sessionOf(request).sessionId);
      return { success: true as const, sessions: list, total: list.length };
    },
  );

  app.delete(
    '/settings/sessions/:id',
    {
      ...own,
      schema: { tags, ...routeSchema(endpoints.revokeSession) },
    },
    async (request) => {
      await security.revokeSession(request.auth!.user.id, request.params.id);
      return { success: true as const };
    },
  );

  app.post(
    '/settings/sessions/revoke-others',
    { ...own, schema: { tags, ...routeSchema(endpoints.revokeOtherSessions) } },
    async (request) => ({
      success: true as const,
      revoked: await security.revokeOtherSessions(request.auth!.user.id, sessionOf(request).sessionId),
    }),
  );

  app.get(
    '/settings/2fa',
    { ...own, schema: { tags, ...routeSchema(endpoints.twoFactorStatus) } },
    async (request) => ({ success: true as const, twoFactor: await security.status(request.auth!.user.id) }),
  );

  app.post(
    '/settings/2fa/setup',
    { ...own, schema: { tags, ...routeSchema(endpoints.setUpTwoFactor) } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { success: true as const, ...(await security.setup(request.auth!.user.id)) };
    },
  );

  app.post(
    '/settings/2fa/enable',
    {
      preValidation: [app.authenticate, app.denyInSupport],
      preHandler: codeLimit,
      schema: { tags, ...routeSchema(endpoints.enableTwoFactor) },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { success: true as const, recoveryCodes: await security.enable(request.auth!.user, request.body.code) };
    },
  );

  app.post(
    '/settings/2fa/disable',
    {
      preValidation: [app.authenticate, app.denyInSupport],
      preHandler: codeLimit,
      schema: { tags, ...routeSchema(endpoints.disableTwoFactor) },
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
      schema: { tags: ['auth'], ...routeSchema(endpoints.secureAccount) },
    },
    async (request) => {
      await security.secureAccount(request.body.key);
      return { success: true as const };
    },
  );
};

export default securityRoutes;
