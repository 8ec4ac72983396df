/**
 * Finding 9: every answer, the framework's own included, uses the DESIGN §5 envelope without
 * internals. Finding 11: no-store on signed-in answers, HSTS only over https, limited
 * invitation resends, validate-session with only a Bearer header.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/helpers';
import { createProviderUser, type TestUser } from '../../test/factories';
import { freePort } from '../../test/services';

let ctx: TestContext;
let user: TestUser;
let base: string;
beforeAll(async () => {
  ctx = await createTestContext({ TRUST_PROXY: '127.0.0.1' });
  user = await createProviderUser(ctx.database.db);
  const port = await freePort();
  await ctx.app.listen({ port, host: '127.0.0.1' });
  base = `http://127.0.0.1:${port}`;
});
afterAll(async () => ctx?.close());

const expectEnvelope = async (res: Response, status: number) => {
  expect(res.status).toBe(status);
  const body = (await res.json()) as Record<string, unknown>;
  expect(body).toMatchObject({ success: false, code: 'BAD_REQUEST' });
  expect(typeof body.message).toBe('string');
  expect(JSON.stringify(body)).not.toMatch(/FST_|statusCode|aaaaaaaa/);
};

describe('framework errors in the envelope', () => {
  it('431 for oversized headers', async () => {
    await expectEnvelope(await fetch(`${base}/api/health`, { headers: { 'x-big': 'a'.repeat(20_000) } }), 431);
  });

  it('414 for an overlong path parameter and 400 for a URL that does not decode', async () => {
    await expectEnvelope(await fetch(`${base}/api/leads/${'a'.repeat(200)}`), 414);
    await expectEnvelope(await fetch(`${base}/api/leads/%E0%A4%A`), 400);
  });

  it('415 for an OPTIONS request with an unknown body type', async () => {
    const res = await fetch(`${base}/api/auth/login`, {
      method: 'OPTIONS',
      headers: { 'content-type': 'application/x-foo' },
      body: 'x',
    });
    expect(res.status).toBe(415);
    expect(await res.json()).toMatchObject({ success: false, code: 'BAD_REQUEST' });
  });
});

describe('lower findings', () => {
  it('marks signed-in answers no-store', async () => {
    const res = await ctx.app.inject({ url: '/api/locations', headers: { authorization: `Bearer ${user.token}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('sends HSTS only over https', async () => {
    expect((await ctx.app.inject('/api/health')).headers['strict-transport-security']).toBeUndefined();
    const https = await ctx.app.inject({ url: '/api/health', headers: { 'x-forwarded-proto': 'https' } });
    expect(https.headers['strict-transport-security']).toMatch(/max-age=\d+/);
  });

  it('accepts validate-session with only an Authorization header', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/validate-session',
      headers: { authorization: `Bearer ${user.token}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true });
  });

  it('limits invitation resends', async () => {
    const invite = await ctx.app.inject({
      method: 'POST',
      url: '/api/settings/team',
      headers: { authorization: `Bearer ${user.token}` },
      payload: { firstName: 'Rosa', lastName: 'Resend', email: 'resend@example.org', role: 'member' },
    });
    const id = invite.json().member.id as string;
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      statuses.push(
        (
          await ctx.app.inject({
            method: 'POST',
            url: `/api/settings/team/${id}/resend-invitation`,
            headers: { authorization: `Bearer ${user.token}` },
          })
        ).statusCode,
      );
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
  });
});
