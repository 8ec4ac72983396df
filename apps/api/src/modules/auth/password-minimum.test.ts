/**
 * A configured password minimum above the default (ADR 051): the request schemas of the endpoint
 * map hold the default, the handlers refuse shorter passwords with the same field error.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ PASSWORD_MIN_LENGTH: '12' });
});
afterAll(async () => ctx?.close());

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url: `/api${url}`, payload, headers });

describe('a configured password minimum', () => {
  it('refuses a shorter password at sign-up, naming the field', async () => {
    const res = await post('/auth/signup', {
      approved: true,
      email: 'short@example.org',
      password: 'Meer-am-7x',
      providerName: 'Bildungswerk Nord',
      telephone: '+49 40 123456',
      street: 'Hafenstraße 1',
      postalCode: '20095',
      city: 'Hamburg',
      country: 'DE',
      firstName: 'Anna',
      lastName: 'Berg',
      language: 'de',
      acceptTerms: true,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', fieldErrors: { password: 'passwordTooShort' } });
  });
});
