/** PUT/DELETE /locations/:id, POST /locations/verify (offline postal-code dataset), business-address marker, scoping. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/helpers';
import { createProviderUser, seminarPayload, type TestUser } from '../../../test/factories';
import { verifyAddressOffline } from './address-check';

let ctx: TestContext;
let alice: TestUser;
let bob: TestUser;

beforeAll(async () => {
  ctx = await createTestContext();
  alice = await createProviderUser(ctx.database.db);
  bob = await createProviderUser(ctx.database.db);
});
afterAll(async () => ctx?.close());

const call = (
  method: 'GET' | 'PUT' | 'POST' | 'DELETE',
  url: string,
  user: TestUser,
  payload?: Record<string, unknown>,
) =>
  ctx.app.inject({
    method,
    url: `/api${url}`,
    headers: { authorization: `Bearer ${user.token}` },
    ...(payload && { payload }),
  });

const hamburg = { street: 'Am Sandtorkai 1', postalCode: '20457', city: 'Hamburg', country: 'DE', state: 'HH' };

describe('address verification (offline dataset)', () => {
  it('knows German postal codes, their states and the big cities', () => {
    expect(verifyAddressOffline(hamburg)).toEqual({
      valid: true,
      reason: 'addressValid',
      state: 'HH',
      source: 'dataset',
    });
    expect(verifyAddressOffline({ postalCode: '80331', city: 'München', country: 'DE' })).toMatchObject({
      valid: true,
      state: 'BY',
    });
    expect(verifyAddressOffline({ postalCode: '00000', city: 'Nirgendwo', country: 'DE' })).toMatchObject({
      valid: false,
      reason: 'addressPostalCodeUnknown',
    });
    expect(verifyAddressOffline({ postalCode: '2045', city: 'Hamburg', country: 'DE' })).toMatchObject({
      valid: false,
      reason: 'addressPostalCodeUnknown',
    });
    expect(verifyAddressOffline({ postalCode: '20457', city: 'Hamburg', country: 'DE', state: 'BY' })).toMatchObject({
      valid: false,
      reason: 'addressStateMismatch',
      state: 'HH',
    });
    expect(verifyAddressOffline({ postalCode: '80331', city: 'Hamburg', country: 'DE' })).toMatchObject({
      valid: false,
      reason: 'addressCityMismatch',
    });
    // Every known place, not only the largest cities: Konstanz is 78462–78467, Freiburg is not.
    expect(verifyAddressOffline({ postalCode: '78462', city: 'Konstanz', country: 'DE' })).toMatchObject({
      valid: true,
      state: 'BW',
    });
    expect(verifyAddressOffline({ postalCode: '78462', city: 'Freiburg im Breisgau', country: 'DE' })).toMatchObject({
      valid: false,
      reason: 'addressCityMismatch',
    });
    expect(verifyAddressOffline({ postalCode: '15230', city: 'Frankfurt', country: 'DE' })).toMatchObject({
      valid: true,
      state: 'BB',
    });
    expect(verifyAddressOffline({ postalCode: '01067', city: 'Goerlitz', country: 'DE' })).toMatchObject({
      valid: false,
      reason: 'addressCityMismatch',
    });
    expect(verifyAddressOffline({ postalCode: '1010', city: 'Wien', country: 'AT' })).toMatchObject({
      valid: false,
      reason: 'addressCountryUnsupported',
    });
  });
});

describe('locations', () => {
  it('updates a location, keeps one business address, filters by status and clears `validated` on an address change', async () => {
    const first = (await call('POST', '/locations', alice, { ...hamburg, isBusinessAddress: true })).json().location;
    const second = (
      await call('POST', '/locations', alice, {
        street: 'Marienplatz 1',
        postalCode: '80331',
        city: 'München',
        country: 'DE',
        state: 'BY',
      })
    ).json().location;

    const verified = await call('POST', '/locations/verify', alice, { id: first.id });
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json()).toMatchObject({
      success: true,
      valid: true,
      reason: 'addressValid',
      state: 'HH',
      source: 'dataset',
      location: { id: first.id, validated: true },
    });

    const moved = await call('PUT', `/locations/${second.id}`, alice, {
      street: 'Marienplatz 2',
      postalCode: '80331',
      city: 'München',
      country: 'DE',
      state: 'BY',
      status: 'inactive',
      isBusinessAddress: true,
      cityAddition: 'Altstadt',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().location).toMatchObject({
      street: 'Marienplatz 2',
      status: 'inactive',
      isBusinessAddress: true,
      cityAddition: 'Altstadt',
      validated: null,
    });
    const all = (await call('GET', '/locations', alice)).json().locations;
    expect(
      all.filter((l: { isBusinessAddress: boolean }) => l.isBusinessAddress).map((l: { id: string }) => l.id),
    ).toEqual([second.id]);
    expect(
      (await call('GET', '/locations?status=inactive', alice)).json().locations.map((l: { id: string }) => l.id),
    ).toEqual([second.id]);
    expect(
      (await call('GET', '/locations?status=active', alice)).json().locations.map((l: { id: string }) => l.id),
    ).toEqual([first.id]);

    // Unchanged address keeps the verification answer.
    const renamed = await call('PUT', `/locations/${first.id}`, alice, { ...hamburg, cityAddition: 'HafenCity' });
    expect(renamed.json().location.validated).toBe(true);

    const invalid = await call('PUT', `/locations/${first.id}`, alice, {
      street: '',
      postalCode: '',
      city: 'Hamburg',
      country: 'DE',
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().fieldErrors).toMatchObject({ postalCode: 'required' });
  });

  it('verifies an unsaved address and stores `false` for an invalid saved one', async () => {
    const res = await call('POST', '/locations/verify', alice, { postalCode: '99999', city: 'Erfurt', country: 'DE' });
    expect(res.json()).toMatchObject({
      success: true,
      valid: false,
      reason: 'addressPostalCodeUnknown',
      location: null,
    });
    const wrong = (
      await call('POST', '/locations', alice, { street: 'Weg 1', postalCode: '80331', city: 'Hamburg', country: 'DE' })
    ).json().location;
    const checked = await call('POST', '/locations/verify', alice, { id: wrong.id });
    expect(checked.json()).toMatchObject({
      valid: false,
      reason: 'addressCityMismatch',
      location: { validated: false },
    });
    const missing = await call('POST', '/locations/verify', alice, { postalCode: '', city: '', country: 'DE' });
    expect(missing.statusCode).toBe(400);
  });

  it('deletes an unused location; one a seminar uses is 409 LOCATION_IN_USE naming the count', async () => {
    const unused = (await call('POST', '/locations', alice, hamburg)).json().location;
    expect((await call('DELETE', `/locations/${unused.id}`, alice)).statusCode).toBe(200);
    expect((await call('DELETE', `/locations/${unused.id}`, alice)).statusCode).toBe(404);

    const used = (await call('POST', '/locations', alice, hamburg)).json().location;
    const seminar = await call(
      'POST',
      '/seminars/add',
      alice,
      seminarPayload({ seminarType: 'presence', locationId: used.id }),
    );
    expect(seminar.statusCode, seminar.body).toBe(201);
    const conflict = await call('DELETE', `/locations/${used.id}`, alice);
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json()).toMatchObject({
      success: false,
      code: 'LOCATION_IN_USE',
      params: { count: 1 },
      fieldErrors: { id: 'locationInUse' },
      message:
        'Dieser Ort wird von 1 Seminar verwendet und kann nicht gelöscht werden. Ändere dort den Ort oder setze ihn auf inaktiv.',
    });
    const second = await call(
      'POST',
      '/seminars/add',
      alice,
      seminarPayload({ seminarType: 'presence', locationId: used.id }),
    );
    expect(second.statusCode, second.body).toBe(201);
    const english = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/locations/${used.id}`,
      headers: { authorization: `Bearer ${alice.token}`, 'accept-language': 'en' },
    });
    expect(english.json()).toMatchObject({
      code: 'LOCATION_IN_USE',
      params: { count: 2 },
      message: expect.stringContaining('used by 2 seminars and'),
    });
  });

  it("answers 404 for another provider's locations", async () => {
    const own = (await call('POST', '/locations', alice, hamburg)).json().location;
    expect((await call('PUT', `/locations/${own.id}`, bob, hamburg)).statusCode).toBe(404);
    expect((await call('DELETE', `/locations/${own.id}`, bob)).statusCode).toBe(404);
    expect((await call('POST', '/locations/verify', bob, { id: own.id })).statusCode).toBe(404);
    expect((await call('GET', '/locations', bob)).json().total).toBe(0);
  });
});
