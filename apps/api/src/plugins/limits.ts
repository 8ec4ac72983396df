/**
 * Rate limits as route preHandlers: `app.limit(windowMs, [max, key], …)` counts each key
 * separately (per client address, per account, per API key …) in the store of
 * @fastify/rate-limit (memory, or Redis with REDIS_URL) and answers 429 `RATE_LIMITED`
 * with Retry-After when any one is exceeded. Off with RATE_LIMIT_ENABLED=false.
 *
 * When Redis cannot be reached the limits go on with per-process counters (logged, and
 * reported by /ready as degraded) instead of failing the routes they protect.
 */
import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import { rateLimitMessage } from '@bu/contracts';
import { AppError } from '../lib/app-error';

export const MINUTE = 60_000;

export type LimitKey = (request: FastifyRequest) => string;
export type LimitRule = [max: number, key: LimitKey] | [max: number, key: LimitKey, skip: LimitSkip];
/** Answers true when a rule does not apply to this request (e.g. a known sign-in address). */
export type LimitSkip = (request: FastifyRequest) => Promise<boolean> | boolean;
export type LimitHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
export type RateLimitStore = 'memory' | 'redis' | 'redis-unavailable';

declare module 'fastify' {
  interface FastifyInstance {
    limit: (windowMs: number, ...rules: LimitRule[]) => LimitHandler;
    /** Where the counters live right now; `redis-unavailable` means per-process fallback. */
    rateLimitStore: () => RateLimitStore;
  }
}

/** Key of the client address, within a named scope. */
export const byIp = (scope: string): LimitKey => (request) => `${scope}:ip:${request.ip}`;

const emailOf = (request: FastifyRequest) =>
  String((request.body as { email?: unknown } | undefined)?.email ?? '')
    .trim()
    .toLowerCase();

/** Key of the email address in the body (normalised), within a named scope. */
export const byEmail =
  (scope: string): LimitKey =>
  (request) =>
    `${scope}:email:${emailOf(request)}`;

/** Key of the client address together with the email address in the body. */
export const byIpAndEmail =
  (scope: string): LimitKey =>
  (request) =>
    `${scope}:ip-email:${request.ip}:${emailOf(request)}`;

type Check = ReturnType<FastifyInstance['createRateLimit']>;
type CheckFactory = FastifyInstance['createRateLimit'];

export interface LimitsOptions {
  /** Separates rate-limit counters of parallel apps sharing one Redis (tests). */
  nameSpace?: string;
}

export default fp<LimitsOptions>(
  async (app, { nameSpace }) => {
    const { REDIS_URL } = app.config;
    // Fails fast while Redis is away (no offline queue), so a request never waits on it.
    const redis = REDIS_URL
      ? new Redis(REDIS_URL, { connectTimeout: 2000, maxRetriesPerRequest: 0, enableOfflineQueue: false })
      : undefined;
    let redisDown = false;
    let lastWarning = 0;
    const markDown = (err: unknown) => {
      if (!redisDown || Date.now() - lastWarning > MINUTE) {
        lastWarning = Date.now();
        app.log.warn({ err: { message: (err as Error)?.message } }, 'rate limits: Redis unavailable, counting per process');
      }
      redisDown = true;
    };
    if (redis) {
      redis.on('error', markDown);
      redis.on('ready', () => {
        if (redisDown) app.log.info('rate limits: Redis available again');
        redisDown = false;
      });
      // Start counting in Redis from the first request when it is there at start-up.
      app.addHook('onReady', async () => {
        if (redis.status === 'ready') return;
        await new Promise<void>((resolve) => {
          const done = () => {
            clearTimeout(timer);
            redis.off('ready', done);
            resolve();
          };
          const timer = setTimeout(done, 2000);
          redis.once('ready', done);
        });
      });
      app.addHook('onClose', async () => {
        redis.disconnect();
      });
    }

    // Two stores: the shared one (Redis when configured) and a per-process fallback.
    let shared: CheckFactory | undefined;
    let local: CheckFactory | undefined;
    await app.register(async (scope) => {
      await scope.register(rateLimit, {
        global: false,
        ...(redis && { redis, nameSpace: nameSpace ?? 'bu-rate-limit:' }),
        skipOnError: false,
      });
      shared = scope.createRateLimit.bind(scope);
    });
    if (redis) {
      await app.register(async (scope) => {
        await scope.register(rateLimit, { global: false });
        local = scope.createRateLimit.bind(scope);
      });
    }

    app.decorate('rateLimitStore', (): RateLimitStore => (!redis ? 'memory' : redisDown ? 'redis-unavailable' : 'redis'));

    app.decorate('limit', (windowMs: number, ...rules: LimitRule[]): LimitHandler => {
      if (!app.config.RATE_LIMIT_ENABLED) return async () => undefined;
      const checks = rules.map(([max, keyGenerator, skip]) => {
        const options = { max, timeWindow: windowMs, keyGenerator };
        return { shared: shared!(options), local: local?.(options), skip };
      });
      const run = async (request: FastifyRequest, check: { shared: Check; local?: Check }) => {
        if (!check.local || redisDown) return (check.local ?? check.shared)(request);
        try {
          return await check.shared(request);
        } catch (err) {
          markDown(err);
          return check.local(request);
        }
      };
      return async (request, reply) => {
        for (const check of checks) {
          if (check.skip && (await check.skip(request))) continue;
          const result = await run(request, check);
          if (!result.isAllowed && result.isExceeded) {
            reply.header('retry-after', result.ttlInSeconds);
            throw new AppError('RATE_LIMITED', { message: rateLimitMessage(result.ttlInSeconds, request.language) });
          }
        }
      };
    });
  },
  { name: 'limits', dependencies: ['database', 'language'] },
);
