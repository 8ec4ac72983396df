/**
 * Rate limits as route preHandlers: `app.limit(windowMs, [max, key], …)` counts each key
 * separately (per client address, per account, per API key …) in the store of
 * @fastify/rate-limit (memory, or Redis with REDIS_URL) and answers 429 `RATE_LIMITED`
 * with Retry-After when any one is exceeded. Off with RATE_LIMIT_ENABLED=false.
 */
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error';

export const MINUTE = 60_000;

export type LimitKey = (request: FastifyRequest) => string;
export type LimitRule = [max: number, key: LimitKey];
export type LimitHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    limit: (windowMs: number, ...rules: LimitRule[]) => LimitHandler;
  }
}

/** Key of the client address, within a named scope. */
export const byIp = (scope: string): LimitKey => (request) => `${scope}:ip:${request.ip}`;

/** Key of the email address in the body (normalised), within a named scope. */
export const byEmail =
  (scope: string): LimitKey =>
  (request) =>
    `${scope}:email:${String((request.body as { email?: unknown } | undefined)?.email ?? '').trim().toLowerCase()}`;

export default fp(
  async (app) => {
    app.decorate('limit', (windowMs: number, ...rules: LimitRule[]): LimitHandler => {
      if (!app.config.RATE_LIMIT_ENABLED) return async () => undefined;
      const checks = rules.map(([max, keyGenerator]) => app.createRateLimit({ max, timeWindow: windowMs, keyGenerator }));
      return async (request, reply) => {
        for (const check of checks) {
          const result = await check(request);
          if (!result.isAllowed && result.isExceeded) {
            reply.header('retry-after', result.ttlInSeconds);
            throw new AppError('RATE_LIMITED');
          }
        }
      };
    });
  },
  { name: 'limits', dependencies: ['database'] },
);
