/**
 * Rate limits as route preHandlers: `app.limit(windowMs, [max, key], …)` counts each key
 * separately (per client address, per account, per API key …) in the store of
 * @fastify/rate-limit (memory, or Redis with REDIS_URL) and answers 429 `RATE_LIMITED`
 * with Retry-After when any one is exceeded. Off with RATE_LIMIT_ENABLED=false.
 * `app.failureLimit(…)` counts only the attempts the route reports as failed (sign-in
 * guesses), so someone who signs in often is never throttled; `app.silentLimit(…)` counts
 * like `limit` but only answers whether the request is within it, for routes whose answer
 * must not change (mail throttles that must not tell known addresses apart); `app.accountLimits(email)`
 * answers which limits keyed by an email address refuse it right now (support view).
 *
 * When Redis cannot be reached the limits go on with per-process counters (logged, and
 * reported by /ready as degraded) instead of failing the routes they protect.
 */
import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { rateLimitMessage } from '@bu/contracts';
import { AppError } from '../lib/app-error';

export const MINUTE = 60_000;

export type LimitKey = (request: FastifyRequest) => string;
type LimitRule = [max: number, key: LimitKey] | [max: number, key: LimitKey, skip: LimitSkip];
/** Answers true when a rule does not apply to this request (e.g. a known sign-in address). */
type LimitSkip = (request: FastifyRequest) => Promise<boolean> | boolean;
type LimitHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
type RateLimitStore = 'memory' | 'redis' | 'redis-unavailable';
/** Limits counting failures only: `check` refuses once a rule has had `max` failures in its window. */
interface FailureLimit {
  check: LimitHandler;
  /** Counts one failed attempt of this request against every rule that applies to it. */
  fail: (request: FastifyRequest) => Promise<void>;
}
/** A limit keyed by an email address that refuses it right now, and for how long. */
interface AccountLimitState {
  scope: string;
  retryAfterSeconds: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    limit: (windowMs: number, ...rules: LimitRule[]) => LimitHandler;
    failureLimit: (windowMs: number, ...rules: LimitRule[]) => FailureLimit;
    /** Counts the request like `limit`; answers false once a rule is exceeded, refusing nothing itself. */
    silentLimit: (windowMs: number, ...rules: LimitRule[]) => (request: FastifyRequest) => Promise<boolean>;
    accountLimits: (email: string) => Promise<AccountLimitState[]>;
    /** Where the counters live right now; `redis-unavailable` means per-process fallback. */
    rateLimitStore: () => RateLimitStore;
  }
}

/** Key of the client address, within a named scope. */
export const byIp =
  (scope: string): LimitKey =>
  (request) =>
    `${scope}:ip:${request.ip}`;

const emailOf = (request: FastifyRequest) =>
  String((request.body as { email?: unknown } | undefined)?.email ?? '')
    .trim()
    .toLowerCase();

/** A key by the email address in the body, naming its scope (read back by `app.accountLimits`). */
type EmailKey = LimitKey & { emailScope: string };
const isEmailKey = (key: LimitKey): key is EmailKey => 'emailScope' in key;

/** Key of the email address in the body (normalised), within a named scope. */
export const byEmail = (scope: string): LimitKey =>
  Object.assign((request: FastifyRequest) => `${scope}:email:${emailOf(request)}`, { emailScope: scope });

/** Key of the client address together with the email address in the body. */
export const byIpAndEmail =
  (scope: string): LimitKey =>
  (request) =>
    `${scope}:ip-email:${request.ip}:${emailOf(request)}`;

type Check = ReturnType<FastifyInstance['createRateLimit']>;
type CheckFactory = FastifyInstance['createRateLimit'];

interface LimitsOptions {
  /** Separates rate-limit counters of parallel apps sharing one Redis (tests). */
  nameSpace?: string;
}

export default fp<LimitsOptions>(
  async (app, { nameSpace }) => {
    const { REDIS_URL } = app.config;
    // Fails fast while Redis is away (no offline queue), so a request never waits on it.
    const redis = REDIS_URL
      ? // ioredis loads only when Redis is configured (the embedded default starts without it).
        new (await import('ioredis')).Redis(REDIS_URL, {
          connectTimeout: 2000,
          maxRetriesPerRequest: 0,
          enableOfflineQueue: false,
        })
      : undefined;
    let redisDown = false;
    let lastWarning = 0;
    const markDown = (err: unknown) => {
      if (!redisDown || app.now().getTime() - lastWarning > MINUTE) {
        lastWarning = app.now().getTime();
        app.log.warn(
          { err: { message: (err as Error)?.message } },
          'rate limits: Redis unavailable, counting per process',
        );
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

    app.decorate('rateLimitStore', (): RateLimitStore =>
      !redis ? 'memory' : redisDown ? 'redis-unavailable' : 'redis',
    );

    type Checks = { shared: Check; local?: Check };
    const run = async (request: FastifyRequest, check: Checks, increment = true) => {
      const options = { increment };
      if (!check.local || redisDown) return (check.local ?? check.shared)(request, options);
      try {
        return await check.shared(request, options);
      } catch (err) {
        markDown(err);
        return check.local(request, options);
      }
    };
    const refuse = (reply: FastifyReply, request: FastifyRequest, seconds: number) => {
      reply.header('retry-after', seconds);
      return new AppError('RATE_LIMITED', { message: rateLimitMessage(seconds, request.language) });
    };
    // Every rule keyed by an email address, so support can see which ones refuse an account.
    const emailRules: { scope: string; check: Checks }[] = [];
    const prepare = (windowMs: number, rules: LimitRule[]) =>
      rules.map(([max, keyGenerator, skip]) => {
        const options = { max, timeWindow: windowMs, keyGenerator };
        const check = { shared: shared!(options), local: local?.(options) };
        if (isEmailKey(keyGenerator)) emailRules.push({ scope: keyGenerator.emailScope, check });
        return { ...check, skip };
      });

    app.decorate('limit', (windowMs: number, ...rules: LimitRule[]): LimitHandler => {
      if (!app.config.RATE_LIMIT_ENABLED) return async () => undefined;
      const checks = prepare(windowMs, rules);
      return async (request, reply) => {
        for (const check of checks) {
          if (check.skip && (await check.skip(request))) continue;
          const result = await run(request, check);
          if (!result.isAllowed && result.isExceeded) throw refuse(reply, request, result.ttlInSeconds);
        }
      };
    });

    app.decorate('silentLimit', (windowMs: number, ...rules: LimitRule[]) => {
      if (!app.config.RATE_LIMIT_ENABLED) return async () => true;
      const checks = prepare(windowMs, rules);
      return async (request: FastifyRequest) => {
        let within = true;
        // Every rule counts the request, so each one's window sees all the traffic.
        for (const check of checks) {
          if (check.skip && (await check.skip(request))) continue;
          const result = await run(request, check);
          if (!result.isAllowed && result.isExceeded) within = false;
        }
        return within;
      };
    });

    app.decorate('failureLimit', (windowMs: number, ...rules: LimitRule[]): FailureLimit => {
      if (!app.config.RATE_LIMIT_ENABLED) return { check: async () => undefined, fail: async () => undefined };
      const checks = prepare(windowMs, rules);
      const applying = async (request: FastifyRequest) => {
        const skipped = await Promise.all(checks.map((check) => check.skip?.(request) ?? false));
        return checks.filter((_, i) => !skipped[i]);
      };
      return {
        // Reads the counters without counting this attempt: only failures count (`fail`).
        check: async (request, reply) => {
          for (const check of await applying(request)) {
            const result = await run(request, check, false);
            if (!result.isAllowed && result.remaining === 0) throw refuse(reply, request, result.ttlInSeconds);
          }
        },
        fail: async (request) => {
          for (const check of await applying(request)) await run(request, check);
        },
      };
    });

    app.decorate('accountLimits', async (email: string): Promise<AccountLimitState[]> => {
      // The email rules read the address from the body, as the limited routes do.
      const probe = { body: { email }, routeOptions: { config: {} } } as unknown as FastifyRequest;
      const states = await Promise.all(
        emailRules.map(async ({ scope, check }) => {
          const result = await run(probe, check, false);
          return !result.isAllowed && result.remaining === 0 && result.ttlInSeconds > 0
            ? { scope, retryAfterSeconds: result.ttlInSeconds }
            : undefined;
        }),
      );
      // One entry per scope (a scope may be limited on several routes): the longest wait.
      const byScope = new Map<string, AccountLimitState>();
      for (const state of states) {
        if (state && (byScope.get(state.scope)?.retryAfterSeconds ?? 0) < state.retryAfterSeconds)
          byScope.set(state.scope, state);
      }
      return [...byScope.values()];
    });
  },
  { name: 'limits', dependencies: ['config', 'database', 'language'] },
);
