/**
 * Finding 2: the dev mailbox holds live sign-in links, so it never answers a request from
 * another machine — neither directly nor through a proxy on this one.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

const mailbox = (options: { remoteAddress?: string; headers?: Record<string, string> } = {}) =>
  ctx.app.inject({ method: 'GET', url: '/api/dev/mailbox?to=someone@example.org', ...options });

describe('dev mailbox', () => {
  it('answers requests from this machine', async () => {
    expect((await mailbox()).statusCode).toBe(200);
    expect((await mailbox({ remoteAddress: '::1' })).statusCode).toBe(200);
  });

  it('answers 404 to another machine, directly or through a proxy', async () => {
    const remote = await mailbox({ remoteAddress: '203.0.113.7' });
    expect(remote.statusCode).toBe(404);
    expect(remote.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    expect((await mailbox({ remoteAddress: '10.0.0.2' })).statusCode).toBe(404);
    expect((await mailbox({ headers: { 'x-forwarded-for': '203.0.113.7' } })).statusCode).toBe(404);
    expect((await mailbox({ headers: { forwarded: 'for=203.0.113.7' } })).statusCode).toBe(404);
  });
});
