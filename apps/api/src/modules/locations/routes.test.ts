/** GET/POST /locations: location rules (seed §5), provider scoping, token transport. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/helpers';
import { createProviderUser, type TestUser } from '../../../test/factories';

let ctx: TestContext;
let alice: TestUser;
let bob: TestUser;

beforeAll(async () => {
  ctx = await createTestContext();
  alice = await createProviderUser(ctx.database.db);
  bob = await createProviderUser(ctx.database.db);
});
afterAll(async () => ctx?.close());

const create = (user: TestUser, body: Record<string, unknown>) =>
  ctx.app.inject({ method: 'POST', url: '/api/locations', payload: { bu_auth_token: user.token, ...body } });

describe('locations', () => {
  it('creates a location and lists it for its provider only', async () => {
    const res = await create(alice, {
      street: 'Am Sandtorkai 1',
      postalCode: '20457',
      city: 'Hamburg',
      country: 'DE',
      state: 'HH',
      cityAddition: 'HafenCity',
      isBusinessAddress: true,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().location).toMatchObject({
      type: 'presence',
      street: 'Am Sandtorkai 1',
      postalCode: '20457',
      city: 'Hamburg',
      country: 'DE',
      state: 'HH',
      cityAddition: 'HafenCity',
      status: 'active',
      isBusinessAddress: true,
      validated: null,
      formattedAddress: 'Am Sandtorkai 1, 20457 Hamburg (HafenCity)',
    });
    const list = await ctx.app.inject({ method: 'GET', url: `/api/locations?token=${alice.token}` });
    expect(list.json()).toMatchObject({ success: true, total: 1, locations: [{ id: res.json().location.id }] });
    const other = await ctx.app.inject({
      method: 'GET',
      url: '/api/locations',
      headers: { authorization: `Bearer ${bob.token}` },
    });
    expect(other.json()).toMatchObject({ total: 0, locations: [] });
  });

  it('requires country, city and postal code, and the street unless online', async () => {
    const res = await create(alice, { street: '', postalCode: '', city: '', country: 'Deutschland' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      fieldErrors: { postalCode: 'required', city: 'required', country: 'invalidCountry' },
    });
    const noStreet = await create(alice, { postalCode: '20095', city: 'Hamburg', country: 'DE' });
    expect(noStreet.statusCode).toBe(400);
    expect(noStreet.json().fieldErrors).toEqual({ street: 'locationStreetRequired' });
    const online = await create(alice, {
      type: 'online',
      postalCode: '20095',
      city: 'Hamburg',
      country: 'DE',
      status: 'inactive',
    });
    expect(online.statusCode, online.body).toBe(201);
    expect(online.json().location).toMatchObject({
      type: 'online',
      street: null,
      status: 'inactive',
      formattedAddress: 'Online, 20095 Hamburg',
    });
    const active = await ctx.app.inject({ method: 'GET', url: `/api/locations?token=${alice.token}&status=active` });
    expect(active.json().locations.every((l: { status: string }) => l.status === 'active')).toBe(true);
  });

  it('answers 401 without a token', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/locations' })).statusCode).toBe(401);
  });
});
