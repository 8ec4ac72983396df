/** Admission in the real app: a burst beyond the bound is turned away, not left waiting (issue 25). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProviderUser } from '../../test/factories';
import { createTestContext, type TestContext } from '../../test/helpers';

describe('admission in the app', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ REQUEST_CONCURRENCY: '1', REQUEST_MAX_WAIT_MS: '50', ANSWER_CACHE_MB: '0' });
  });
  afterAll(() => ctx.close());

  it('answers a signed-in read beyond the bound 503 with Retry-After, and the probes still', async () => {
    const { token } = await createProviderUser(ctx.database.db);
    const burst = await Promise.all(
      Array.from({ length: 40 }, () =>
        ctx.app.inject({ url: '/api/seminars', headers: { authorization: `Bearer ${token}` } }),
      ),
    );
    const statuses = burst.map((r) => r.statusCode);
    expect(statuses).toContain(200);
    const refused = burst.filter((r) => r.statusCode === 503);
    expect(refused.length).toBeGreaterThan(0);
    expect(refused[0]!.headers['retry-after']).toBe('1');
    expect(refused[0]!.json()).toMatchObject({ success: false, code: 'UNAVAILABLE' });
    expect((await ctx.app.inject({ url: '/api/health' })).statusCode).toBe(200);
  });
});
