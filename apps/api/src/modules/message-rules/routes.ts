/**
 * GET/POST /settings/message-rules, PUT/DELETE /settings/message-rules/:id, GET
 * /settings/message-rules/:id/preview and GET /settings/message-rules/log (admins), the public
 * opt-out POST /public/rule-mails/opt-out, and the scheduled run every
 * MESSAGE_RULES_INTERVAL_SECONDS.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@bu/contracts';
import { MINUTE } from '../../plugins/limits';
import { routeSchema } from '../../lib/route-schema';

const MESSAGE_RULES_JOB = 'message-rules.run';

const messageRuleRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.messageRuleService;
  const tags = ['message-rules'];
  const admin = { preValidation: app.requireAdmin };

  app.jobs.define(MESSAGE_RULES_JOB, async () => {
    const mails = await service.run();
    if (mails) app.log.info({ mails }, 'message rules: mails queued');
  });
  app.jobs.every(MESSAGE_RULES_JOB, app.config.MESSAGE_RULES_INTERVAL_SECONDS);

  app.get(
    '/settings/message-rules',
    { ...admin, schema: { tags, ...routeSchema(endpoints.listMessageRules) } },
    async (request) => {
      const rules = await service.list(request.auth!.user.providerId);
      return { success: true as const, rules, total: rules.length };
    },
  );

  app.get(
    '/settings/message-rules/log',
    { ...admin, schema: { tags, ...routeSchema(endpoints.messageRuleLog) } },
    async (request) => {
      const entries = await service.log(request.auth!.user.providerId);
      return { success: true as const, entries, total: entries.length };
    },
  );

  app.post(
    '/settings/message-rules',
    { ...admin, schema: { tags, ...routeSchema(endpoints.createMessageRule) } },
    async (request, reply) => {
      const { bu_auth_token: _token, ...input } = request.body;
      const rule = await service.create(request.auth!.user.providerId, input);
      return reply.status(201).send({ success: true as const, rule });
    },
  );

  app.put(
    '/settings/message-rules/:id',
    {
      ...admin,
      schema: { tags, ...routeSchema(endpoints.updateMessageRule) },
    },
    async (request) => {
      const { bu_auth_token: _token, ...input } = request.body;
      return {
        success: true as const,
        rule: await service.update(request.auth!.user.providerId, request.params.id, input),
      };
    },
  );

  app.delete(
    '/settings/message-rules/:id',
    {
      ...admin,
      schema: { tags, ...routeSchema(endpoints.deleteMessageRule) },
    },
    async (request) => {
      await service.remove(request.auth!.user.providerId, request.params.id);
      return { success: true as const };
    },
  );

  app.get(
    '/settings/message-rules/:id/preview',
    {
      ...admin,
      schema: { tags, ...routeSchema(endpoints.previewMessageRule) },
    },
    async (request) => {
      const participants = await service.preview(request.auth!.user.providerId, request.params.id);
      return { success: true as const, participants, total: participants.length };
    },
  );

  app.post(
    '/public/rule-mails/opt-out',
    {
      schema: { tags, ...routeSchema(endpoints.optOutOfRuleMails) },
      preHandler: app.limit(15 * MINUTE, [30, (r) => `rule-mail-opt-out:${r.ip}`]),
    },
    async (request) => {
      await service.optOut(request.body.key);
      return { success: true as const };
    },
  );
};

export default messageRuleRoutes;
