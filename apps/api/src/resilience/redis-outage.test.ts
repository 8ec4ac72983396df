/**
 * Finding 3: with Redis down, rate-limited routes keep answering (per-process counters,
 * logged) instead of 500 — login, reset, sign-up, the public inquiry and /v1 — and /ready
 * names the degraded dependency. Runs against a Redis server this test starts and stops itself.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestContext, type TestContext } from '../../test/helpers';
import { createProviderUser } from '../../test/factories';
import { inquiry, insertSeminar, postInquiry } from '../../test/lead-factories';
import { eventually, startRedis, type RedisServer } from '../../test/services';

let redis: RedisServer;
let ctx: TestContext;
let seminarId: string;
let apiKey: string;

beforeAll(async () => {
  redis = await startRedis();
  ctx = await createTestContext({ REDIS_URL: redis.url });
  const provider = await createProviderUser(ctx.database.db);
  seminarId = await insertSeminar(ctx.database.db, provider);
  const created = await ctx.app.inject({
    method: 'POST',
    url: '/api/settings/api-key',
    headers: { authorization: `Bearer ${provider.token}` },
  });
  apiKey = created.json().apiKey;
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

    const warn = vi.spyOn(ctx.app.log, 'warn');
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
    const signup = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: {
        approved: true,
        email: 'outage-signup@example.org',
        password: 'Lernen-am-Meer-7',
        providerName: 'Bildungswerk Ausfall',
        telephone: '+49 40 123456',
        street: 'Hafenstraße 1',
        postalCode: '20095',
        city: 'Hamburg',
        country: 'DE',
        firstName: 'Anna',
        lastName: 'Berg',
        language: 'de',
        acceptTerms: true,
      },
    });
    expect(signup.statusCode, signup.body).toBe(201);
    const asked = await postInquiry(ctx.app, seminarId, inquiry());
    expect(asked.statusCode, asked.body).toBe(201);
    const v1 = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/seminars',
      headers: { authorization: `Bearer ${apiKey}` },
    });
    expect(v1.statusCode, v1.body).toBe(200);
    expect(v1.json()).toMatchObject({ success: true, total: 1 });
    // Operators learn of the fallback from the log.
    expect(warn).toHaveBeenCalledWith(expect.anything(), 'rate limits: Redis unavailable, counting per process');
    warn.mockRestore();
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
