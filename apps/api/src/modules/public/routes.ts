/**
 * Public marketplace calls (no sign-in, rate-limited): POST /public/seminars/:id/inquiries,
 * POST /public/replies/lookup, POST /public/replies, GET /public/states (the states' educational-leave
 * rules on a day, from the contracts' state data). docs/api.md describes each call;
 * docs/security.md the honeypot, the limits and the reply links.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  allStateRulesOn,
  endpoints,
  idParamsSchema,
  INQUIRY_RATE_LIMIT,
  inquiryBodySchema,
  MARKETPLACE_READ_RATE_LIMIT,
  publicReplyBodySchema,
  REPLY_RATE_LIMIT,
  replyLookupBodySchema,
  statesQuerySchema,
  todayIso,
} from '@bu/contracts';
import { MINUTE, byEmail, byIp } from '../../plugins/limits';

const publicRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.publicService;
  const tags = ['public'];

  app.post(
    '/public/seminars/:id/inquiries',
    {
      schema: {
        tags,
        params: idParamsSchema,
        body: inquiryBodySchema,
        response: endpoints.sendInquiry.responses,
      },
      preHandler: app.limit(
        INQUIRY_RATE_LIMIT.windowMinutes * MINUTE,
        [INQUIRY_RATE_LIMIT.perIp, byIp('inquiry')],
        [INQUIRY_RATE_LIMIT.perEmail, byEmail('inquiry')],
      ),
    },
    async (request, reply) => {
      await service.inquire(request.params.id, request.body, request.language);
      return reply.status(201).send({ success: true as const });
    },
  );

  app.get(
    '/public/states',
    {
      schema: { tags, querystring: statesQuerySchema, response: endpoints.listStates.responses },
      preHandler: app.limit(MARKETPLACE_READ_RATE_LIMIT.windowMinutes * MINUTE, [
        MARKETPLACE_READ_RATE_LIMIT.perIp,
        byIp('marketplace-read'),
      ]),
    },
    async (request) => ({
      success: true as const,
      states: allStateRulesOn(request.query.date ?? todayIso(app.now())),
    }),
  );

  app.post(
    '/public/replies/lookup',
    {
      schema: { tags, body: replyLookupBodySchema, response: endpoints.lookUpReply.responses },
      preHandler: app.limit(REPLY_RATE_LIMIT.windowMinutes * MINUTE, [
        REPLY_RATE_LIMIT.perIp * 2,
        byIp('reply-lookup'),
      ]),
    },
    async (request) => service.replyContext(request.body.key),
  );

  app.post(
    '/public/replies',
    {
      schema: { tags, body: publicReplyBodySchema, response: endpoints.sendReply.responses },
      preHandler: app.limit(REPLY_RATE_LIMIT.windowMinutes * MINUTE, [REPLY_RATE_LIMIT.perIp, byIp('reply')]),
    },
    async (request, reply) => {
      await service.reply(request.body.key, request.body.text);
      return reply.status(201).send({ success: true as const });
    },
  );
};

export default publicRoutes;
