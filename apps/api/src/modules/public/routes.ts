/**
 * Public marketplace calls (no sign-in, rate-limited): GET /public/seminars/:id/inquiry-form (the
 * form's token: when it was issued), POST /public/seminars/:id/inquiries,
 * POST /public/replies/lookup, POST /public/replies, GET /public/states (the states' educational-leave
 * rules on a day, from the contracts' state data). docs/api.md describes each call;
 * docs/security.md the honeypot, the limits and the reply links.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  allStateRulesOn,
  endpoints,
  INQUIRY_RATE_LIMIT,
  MARKETPLACE_READ_RATE_LIMIT,
  REPLY_RATE_LIMIT,
} from '@bu/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';
import { isUuid } from '../../lib/validation';
import { MINUTE, byEmail, byIp } from '../../plugins/limits';
import { createFormTokens } from './form-token';
import { INQUIRY_DIGEST_JOB } from './notices';
import { routeSchema } from '../../lib/route-schema';

/** Inquiries per client address and seminar. */
const byIpAndSeminar = (request: FastifyRequest) =>
  `inquiry:ip-seminar:${request.ip}:${(request.params as { id?: string }).id ?? ''}`;

const publicRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.publicService;
  const tags = ['public'];
  const readLimit = app.limit(MARKETPLACE_READ_RATE_LIMIT.windowMinutes * MINUTE, [
    MARKETPLACE_READ_RATE_LIMIT.perIp,
    byIp('marketplace-read'),
  ]);
  const formTokens = createFormTokens(app.config.ENCRYPTION_KEY, () => app.now());
  app.jobs.define<{ providerId: string }>(INQUIRY_DIGEST_JOB, ({ providerId }) =>
    service.sendInquiryDigest(providerId),
  );

  app.post(
    '/public/seminars/:id/inquiries',
    {
      schema: { tags, ...routeSchema(endpoints.sendInquiry) },
      preHandler: app.limit(
        INQUIRY_RATE_LIMIT.windowMinutes * MINUTE,
        [INQUIRY_RATE_LIMIT.perIp, byIp('inquiry')],
        [INQUIRY_RATE_LIMIT.perIpAndSeminar, byIpAndSeminar],
        [INQUIRY_RATE_LIMIT.perEmail, byEmail('inquiry')],
      ),
    },
    async (request, reply) => {
      // A filled honeypot is a script: the same answer as a person gets, and nothing is kept.
      if (!request.body.website?.trim()) {
        const form = formTokens.check(request.body.formToken, request.params.id, request.ip);
        await service.inquire(request.params.id, request.body, request.language, form);
      }
      return reply.status(201).send({ success: true as const });
    },
  );

  app.get(
    '/public/seminars/:id/inquiry-form',
    {
      schema: { tags, ...routeSchema(endpoints.getInquiryForm) },
      preHandler: readLimit,
    },
    async (request) => {
      if (!isUuid(request.params.id)) throw new AppError('NOT_FOUND');
      return { success: true as const, formToken: formTokens.issue(request.params.id, request.ip) };
    },
  );

  app.get(
    '/public/states',
    {
      schema: { tags, ...routeSchema(endpoints.listStates) },
      preHandler: readLimit,
    },
    async (request) => ({
      success: true as const,
      states: allStateRulesOn(request.query.date ?? app.today()),
    }),
  );

  app.post(
    '/public/replies/lookup',
    {
      schema: { tags, ...routeSchema(endpoints.lookUpReply) },
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
      schema: { tags, ...routeSchema(endpoints.sendReply) },
      preHandler: app.limit(REPLY_RATE_LIMIT.windowMinutes * MINUTE, [REPLY_RATE_LIMIT.perIp, byIp('reply')]),
    },
    async (request, reply) => {
      await service.reply(request.body.key, request.body.text);
      return reply.status(201).send({ success: true as const });
    },
  );
};

export default publicRoutes;
