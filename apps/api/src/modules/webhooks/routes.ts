/**
 * GET/POST /settings/webhooks, PUT/DELETE /settings/webhooks/:id, POST …/:id/rotate-secret,
 * POST …/:id/test, GET …/:id/deliveries and POST …/:id/deliveries/:messageId/resend (admins);
 * the delivery job and the periodic job (events a date brings, endpoints failing for 72 hours
 * switched off, the log's pruning). ADR 049.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@bu/contracts';
import { MINUTE } from '../../plugins/limits';
import { WEBHOOK_DELIVER_JOB, WEBHOOK_MAINTENANCE_JOB, type DeliverJob } from './service';
import { routeSchema } from '../../lib/route-schema';

const webhookRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.webhooks;
  const tags = ['webhooks'];
  const admin = { preValidation: app.requireAdmin };
  const sendLimit = app.limit(MINUTE, [20, (r) => `webhook-send:${r.auth?.user.providerId ?? r.ip}`]);

  // pg-boss's own retries stay off: the service schedules each next attempt (Svix's schedule).
  app.jobs.define<DeliverJob>(WEBHOOK_DELIVER_JOB, (job) => service.deliver(job), {
    concurrency: 4,
    retryLimit: 0,
    expireInSeconds: 60,
    deleteOnSuccess: true,
  });
  app.jobs.define(WEBHOOK_MAINTENANCE_JOB, async () => {
    const { pruned, disabled } = await service.maintain();
    if (pruned) app.log.info({ pruned }, 'webhooks: old delivery attempts removed');
    if (disabled) app.log.info({ disabled }, 'webhooks: endpoints failing for days switched off');
  });
  app.jobs.every(WEBHOOK_MAINTENANCE_JOB, 3600);

  app.get(
    '/settings/webhooks',
    { ...admin, schema: { tags, ...routeSchema(endpoints.listWebhooks) } },
    async (request) => {
      const webhooks = await service.list(request.auth!.user.providerId);
      return { success: true as const, webhooks, total: webhooks.length };
    },
  );

  app.post(
    '/settings/webhooks',
    { ...admin, schema: { tags, ...routeSchema(endpoints.createWebhook) } },
    async (request, reply) => {
      const { bu_auth_token: _token, ...input } = request.body;
      const webhook = await service.create(request.auth!.user.providerId, input);
      return reply.status(201).send({ success: true as const, webhook });
    },
  );

  app.put(
    '/settings/webhooks/:id',
    {
      ...admin,
      schema: { tags, ...routeSchema(endpoints.updateWebhook) },
    },
    async (request) => {
      const { bu_auth_token: _token, ...input } = request.body;
      return {
        success: true as const,
        webhook: await service.update(request.auth!.user.providerId, request.params.id, input),
      };
    },
  );

  app.delete(
    '/settings/webhooks/:id',
    {
      ...admin,
      schema: { tags, ...routeSchema(endpoints.deleteWebhook) },
    },
    async (request) => {
      await service.remove(request.auth!.user.providerId, request.params.id);
      return { success: true as const };
    },
  );

  app.post(
    '/settings/webhooks/:id/rotate-secret',
    {
      ...admin,
      schema: { tags, ...routeSchema(endpoints.rotateWebhookSecret) },
    },
    async (request) => ({
      success: true as const,
      webhook: await service.rotateSecret(request.auth!.user.providerId, request.params.id),
    }),
  );

  app.post(
    '/settings/webhooks/:id/test',
    {
      ...admin,
      preHandler: sendLimit,
      schema: { tags, ...routeSchema(endpoints.testWebhook) },
    },
    async (request) => ({
      success: true as const,
      messageId: await service.test(request.auth!.user.providerId, request.params.id),
    }),
  );

  app.get(
    '/settings/webhooks/:id/deliveries',
    {
      ...admin,
      schema: { tags, ...routeSchema(endpoints.webhookDeliveries) },
    },
    async (request) => {
      const attempts = await service.deliveries(request.auth!.user.providerId, request.params.id);
      return { success: true as const, attempts, total: attempts.length };
    },
  );

  app.post(
    '/settings/webhooks/:id/deliveries/:messageId/resend',
    {
      ...admin,
      preHandler: sendLimit,
      schema: { tags, ...routeSchema(endpoints.resendWebhookMessage) },
    },
    async (request) => ({
      success: true as const,
      messageId: await service.resend(request.auth!.user.providerId, request.params.id, request.params.messageId),
    }),
  );
};

export default webhookRoutes;
