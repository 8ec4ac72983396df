/**
 * Public marketplace calls (no sign-in, rate-limited): POST /public/seminars/:id/inquiries,
 * POST /public/replies/lookup, POST /public/replies. docs/api.md describes each call;
 * docs/security.md the honeypot, the limits and the reply links.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  INQUIRY_RATE_LIMIT,
  REPLY_RATE_LIMIT,
  inquiryBodySchema,
  okSchema,
  publicReplyBodySchema,
  replyContextResponseSchema,
  replyLookupBodySchema,
} from '@bu/contracts';
import { AppError } from '../../lib/app-error';
import { createPublicService } from './service';

const MINUTE = 60_000;
type KeyGenerator = (request: FastifyRequest) => string;
const ipKey = (scope: string): KeyGenerator => (request) => `${scope}:ip:${request.ip}`;
const emailKey = (scope: string): KeyGenerator => (request) =>
  `${scope}:email:${String((request.body as { email?: unknown } | undefined)?.email ?? '').trim().toLowerCase()}`;

const publicRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createPublicService(app);
  const tags = ['public'];

  /** Several limits on one call (each key counted separately); 429 with Retry-After when one is exceeded. */
  const limits = (windowMs: number, ...rules: [number, KeyGenerator][]) => {
    if (!app.config.RATE_LIMIT_ENABLED) return [];
    const checks = rules.map(([max, keyGenerator]) => app.createRateLimit({ max, timeWindow: windowMs, keyGenerator }));
    return [
      async (request: FastifyRequest, reply: FastifyReply) => {
        for (const check of checks) {
          const result = await check(request);
          if (!result.isAllowed && result.isExceeded) {
            reply.header('retry-after', result.ttlInSeconds);
            throw new AppError('RATE_LIMITED');
          }
        }
      },
    ];
  };

  app.post(
    '/public/seminars/:id/inquiries',
    {
      schema: {
        tags,
        params: z.object({ id: z.string() }),
        body: inquiryBodySchema,
        response: { 201: okSchema },
      },
      preHandler: limits(
        INQUIRY_RATE_LIMIT.windowMinutes * MINUTE,
        [INQUIRY_RATE_LIMIT.perIp, ipKey('inquiry')],
        [INQUIRY_RATE_LIMIT.perEmail, emailKey('inquiry')],
      ),
    },
    async (request, reply) => {
      await service.inquire(request.params.id, request.body, request.language);
      return reply.status(201).send({ success: true as const });
    },
  );

  app.post(
    '/public/replies/lookup',
    {
      schema: { tags, body: replyLookupBodySchema, response: { 200: replyContextResponseSchema } },
      preHandler: limits(REPLY_RATE_LIMIT.windowMinutes * MINUTE, [REPLY_RATE_LIMIT.perIp * 2, ipKey('reply-lookup')]),
    },
    async (request) => service.replyContext(request.body.key),
  );

  app.post(
    '/public/replies',
    {
      schema: { tags, body: publicReplyBodySchema, response: { 201: okSchema } },
      preHandler: limits(REPLY_RATE_LIMIT.windowMinutes * MINUTE, [REPLY_RATE_LIMIT.perIp, ipKey('reply')]),
    },
    async (request, reply) => {
      await service.reply(request.body.key, request.body.text);
      return reply.status(201).send({ success: true as const });
    },
  );
};

export default publicRoutes;
