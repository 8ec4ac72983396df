/**
 * Finding 3: with Redis down, rate-limited routes keep answering (per-process counters,
 * logged) instead of 500, and /ready names the degraded dependency. Runs against a Redis
 * server this test starts and stops itself.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/helpers';
import { eventually, startRedis, type RedisServer } from '../../test/services';

let redis: RedisServer;
let ctx: TestContext;

beforeAll(async () => {
  redis = await startRedis();
  ctx = await createTestContext({ REDIS_URL: redis.url });
});
afterAll(async () => {
  await ctx?.close();
  redis?.destroy();
});

const login = (email: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress: '198.51.100.20',
    payload: { email, password: 'wrong-password' },
  });
const ready = async () =>
  (await ctx.app.inject('/api/ready')).json() as { status: string; checks: { rateLimits: string } };

describe('Redis outage', () => {
  it('keeps limiting per process while Redis is away and reports it as degraded', async () => {
    expect(await ready()).toMatchObject({ status: 'ok', checks: { rateLimits: 'redis' } });
    expect((await login('outage@example.org')).statusCode).toBe(401);

    redis.stop();
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await login('outage-2@example.org')).statusCode);
    expect(statuses).not.toContain(500);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses.at(-1)).toBe(429);
    expect(
      (
        await ctx.app.inject({
          method: 'POST',
          url: '/api/auth/request-password-reset',
          payload: { email: 'x@example.org' },
        })
      ).statusCode,
    ).toBe(200);
    const degraded = await ctx.app.inject('/api/ready');
    expect(degraded.statusCode).toBe(200);
    expect(degraded.json()).toMatchObject({
      success: true,
      status: 'degraded',
      checks: { database: 'ok', rateLimits: 'redis-unavailable' },
    });

    await redis.start();
    await eventually('Redis to be used again', async () => (await ready()).status === 'ok');
    expect((await login('outage-3@example.org')).statusCode).toBe(401);
  });
});
