/**
 * JSON bodies nested deeper than the fixed limit answer 400 in the envelope on every route
 * (sign-in included, and the text/plain beacons) before any handler or recursive check sees
 * them; bodies within the limit go on to the usual validation.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_JSON_DEPTH } from '../lib/json-body';
import { createTestContext, type TestContext } from '../../test/helpers';
import { createProviderUser, type TestUser } from '../../test/factories';

let ctx: TestContext;
let user: TestUser;
beforeAll(async () => {
  ctx = await createTestContext();
  user = await createProviderUser(ctx.database.db);
});
afterAll(async () => ctx?.close());

const nested = (depth: number, inner = '1') => `{"a":${'['.repeat(depth - 1)}${inner}${']'.repeat(depth - 1)}}`;

describe('JSON nesting depth', () => {
  it('answers 400 BAD_REQUEST to a 10,000-deep body on sign-in, signed-in and beacon routes', async () => {
    const body = nested(10_000);
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json', 'accept-language': 'en' },
      payload: body,
    });
    expect(login.statusCode).toBe(400);
    expect(login.json()).toMatchObject({ success: false, code: 'BAD_REQUEST' });
    expect(login.json().message).toMatch(/\w/);

    const signedIn = await ctx.app.inject({
      method: 'POST',
      url: '/api/seminars/add',
      headers: { authorization: `Bearer ${user.token}`, 'content-type': 'application/json' },
      payload: body,
    });
    expect(signedIn.statusCode).toBe(400);
    expect(signedIn.json()).toMatchObject({ success: false, code: 'BAD_REQUEST' });

    const beacon = await ctx.app.inject({
      method: 'POST',
      url: '/api/public/events',
      headers: { 'content-type': 'text/plain' },
      payload: `{"events":${'['.repeat(5_000)}${']'.repeat(5_000)}}`,
    });
    expect(beacon.statusCode).toBe(400);
    expect(beacon.json()).toMatchObject({ success: false, code: 'BAD_REQUEST' });
  });

  it('counts only brackets outside strings, and lets bodies at the limit through to validation', async () => {
    const deepString = JSON.stringify({ email: '['.repeat(10_000), password: 'x' });
    const quoted = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: deepString,
    });
    expect(quoted.json().code).not.toBe('BAD_REQUEST');
    expect(quoted.statusCode).toBeLessThan(500);

    const atLimit = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: nested(MAX_JSON_DEPTH),
    });
    expect(atLimit.statusCode).toBe(400);
    expect(atLimit.json().code).toBe('VALIDATION_FAILED');

    const overLimit = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: nested(MAX_JSON_DEPTH + 1),
    });
    expect(overLimit.statusCode).toBe(400);
    expect(overLimit.json().code).toBe('BAD_REQUEST');
  });

  it('still refuses prototype poisoning and malformed JSON in the envelope', async () => {
    for (const payload of ['{"__proto__":{"admin":true}}', '{"a":', '{"a":"\\"}']) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false });
    }
  });
});
