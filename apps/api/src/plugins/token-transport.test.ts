/**
 * Seed §7 (issue 45): the session token travels as query `token` or body field `bu_auth_token` on
 * every call, and also as `Authorization: Bearer`. Walks the endpoint map and calls every
 * session route each way; the request must be authenticated as the token's user (checked on the
 * request itself, so a route that validated its input before looking at the token cannot pass),
 * and without a token the same call is 401.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints, type Endpoint } from '@bu/contracts';
import { createSecret, hashSecret } from '../lib/tokens';
import { sessions } from '../db/schema/index';
import { createTestContext, type TestContext } from '../../test/helpers';
import { createProviderUser, multipartBody, type TestUser } from '../../test/factories';

let ctx: TestContext;
let user: TestUser;
/** Who each request was authenticated as, by the request's own id header. */
const actedAs = new Map<string, string | null>();

beforeAll(async () => {
  ctx = await createTestContext(
    {},
    {
      instrument: (app) =>
        app.addHook('onResponse', async (request) => {
          const id = request.headers['x-walk-id'];
          if (typeof id === 'string') actedAs.set(id, request.auth?.user.id ?? null);
        }),
    },
  );
  user = await createProviderUser(ctx.database.db);
});
afterAll(async () => ctx?.close());

/** A fresh session of the user per call: logout and "end other sessions" must not end the walk. */
async function freshToken() {
  const token = createSecret();
  await ctx.database.db.insert(sessions).values({
    userId: user.userId,
    tokenHash: hashSecret(token),
    expiresAt: new Date(Date.now() + 3600_000),
  });
  return token;
}

const sessionRoutes = (Object.entries(endpoints) as [string, Endpoint][]).filter(
  ([, endpoint]) => endpoint.auth === 'session',
);
/** Uploads take a form: the token rides in one of its fields. */
const forms = new Set(['POST /provider-images', 'POST /recognitions/documents']);
/** Queries a route needs before it reads the session (cached answers check it with their own statement). */
const queries: Record<string, string> = { 'GET /statistics': 'from=2026-11-01&to=2026-11-28' };
const hasBody = (method: string) => method !== 'GET' && method !== 'DELETE';

type Way = 'query' | 'body' | 'bearer' | 'none';

async function call(route: Endpoint['route'], way: Way) {
  const [method, path] = route.split(' ') as [string, string];
  const token = way === 'none' ? null : await freshToken();
  const query = [queries[route], way === 'query' && `token=${token}`].filter(Boolean).join('&');
  const url = `/api${path.replace(/:\w+/g, randomUUID())}${query ? `?${query}` : ''}`;
  const id = randomUUID();
  const headers: Record<string, string> = { 'x-walk-id': id };
  if (way === 'bearer') headers.authorization = `Bearer ${token}`;
  let payload: string | Buffer | undefined;
  if (hasBody(method)) {
    const fields: Record<string, string> = way === 'body' ? { bu_auth_token: token! } : {};
    if (forms.has(route)) {
      const form = multipartBody(fields);
      payload = form.payload;
      Object.assign(headers, form.headers);
    } else {
      payload = JSON.stringify(fields);
      headers['content-type'] = 'application/json';
    }
  }
  const res = await ctx.app.inject({
    method: method as 'GET',
    url,
    headers,
    ...(payload !== undefined && { payload }),
  });
  return { res, actedAs: actedAs.get(id) };
}

describe('the session token on every authenticated route', () => {
  it('walks every session route of the endpoint map', () => {
    expect(sessionRoutes.length).toBeGreaterThan(80);
  });

  for (const [operationId, { route }] of sessionRoutes) {
    const [method] = route.split(' ') as [string];
    const ways: Way[] = hasBody(method) ? ['query', 'body', 'bearer'] : ['query', 'bearer'];
    it(`${operationId}: ${route} takes the token as ${ways.join(', ')}`, async () => {
      const without = await call(route, 'none');
      expect(without.res.statusCode, `${route} without a token: ${without.res.body}`).toBe(401);
      for (const way of ways) {
        const { res, actedAs: who } = await call(route, way);
        expect(res.statusCode, `${route} (${way}): ${res.body}`).not.toBe(401);
        expect(who, `${route} (${way}) acted as`).toBe(user.userId);
      }
    });
  }
});
