/**
 * GET/POST /settings/team, PUT/DELETE /settings/team/:id, POST /settings/team/:id/resend-invitation
 * (writes admin only) and POST /auth/accept-invitation.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@bu/contracts';
import { MINUTE, byIp } from '../../plugins/limits';
import { routeSchema } from '../../lib/route-schema';
import { clientInfoOf } from '../../lib/client-info';

const teamRoutes: FastifyPluginAsyncZod = async (app) => {
  const team = app.teamService;
  const tags = ['team'];
  const admin = { preValidation: app.requireAdmin };

  app.get(
    '/settings/team',
    {
      preValidation: app.authenticate,
      schema: { tags, ...routeSchema(endpoints.listTeam) },
    },
    async (request) => {
      const members = await team.list(request.auth!.user.providerId);
      return { success: true as const, members, total: members.length };
    },
  );

  app.post(
    '/settings/team',
    { ...admin, schema: { tags, ...routeSchema(endpoints.inviteMember) } },
    async (request, reply) => {
      const { bu_auth_token: _token, ...input } = request.body;
      return reply.status(201).send({ success: true as const, member: await team.invite(request.auth!.user, input) });
    },
  );

  app.post(
    '/settings/team/:id/resend-invitation',
    {
      ...admin,
      // Each resend mails a new key: a few per invitee and hour, and a budget per admin.
      preHandler: app.limit(
        60 * MINUTE,
        [3, (r) => `invite-resend:member:${(r.params as { id?: string }).id}`],
        [20, (r) => `invite-resend:admin:${r.auth?.user.id}`],
      ),
      schema: { tags, ...routeSchema(endpoints.resendInvitation) },
    },
    async (request) => ({
      success: true as const,
      member: await team.resendInvitation(request.auth!.user, request.params.id),
    }),
  );

  app.put(
    '/settings/team/:id',
    {
      ...admin,
      schema: { tags, ...routeSchema(endpoints.updateMember) },
    },
    async (request) => {
      const { bu_auth_token: _token, ...input } = request.body;
      return {
        success: true as const,
        member: await team.update(request.auth!.user, request.params.id, input, request.language),
      };
    },
  );

  app.delete(
    '/settings/team/:id',
    {
      ...admin,
      schema: { tags, ...routeSchema(endpoints.removeMember) },
    },
    async (request) => {
      await team.remove(request.auth!.user, request.params.id, request.language);
      return { success: true as const };
    },
  );

  app.post(
    '/auth/accept-invitation',
    {
      preHandler: app.limit(15 * MINUTE, [20, byIp('accept-invitation')]),
      schema: { tags: ['auth'], ...routeSchema(endpoints.acceptInvitation) },
    },
    async (request) => team.acceptInvitation(request.body.key, request.body.password, clientInfoOf(request)),
  );
};

export default teamRoutes;
