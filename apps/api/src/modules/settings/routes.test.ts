/** Profile, master data, personal data, password change and invoicing (seed §5 rules, §6 roles). */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index';
import { hashPassword } from '../../lib/passwords';
import { createTestContext, type TestContext } from '../../../test/helpers';
import { createMemberUser, createProviderUser, type TestUser } from '../../../test/factories';

let ctx: TestContext;
let alice: TestUser;
let member: TestUser;
let bob: TestUser;

beforeAll(async () => {
  ctx = await createTestContext();
  alice = await createProviderUser(ctx.database.db);
  member = await createMemberUser(ctx.database.db, alice.providerId, { firstName: 'Max' });
  bob = await createProviderUser(ctx.database.db);
});
afterAll(async () => ctx?.close());

const call = (
  method: 'GET' | 'PUT' | 'POST' | 'DELETE',
  url: string,
  user: TestUser | null,
  payload?: Record<string, unknown>,
) =>
  ctx.app.inject({
    method,
    url: `/api${url}`,
    ...(user && { headers: { authorization: `Bearer ${user.token}` } }),
    ...(payload && { payload }),
  });

const address = { street: 'Große Elbstraße 145', postalCode: '22767', city: 'Hamburg', country: 'DE' };

describe('provider profile', () => {
  it('reads and updates provider_data with sanitized description and completeness', async () => {
    const before = await call('GET', '/provider-profile', alice);
    expect(before.statusCode).toBe(200);
    expect(before.json().provider_data).toMatchObject({
      id: alice.providerId,
      providerNumber: alice.providerNumber,
      city: 'Hamburg',
      completeness: 30,
    });
    const res = await call('PUT', '/provider-profile', alice, {
      name: 'Akademie Nord',
      ...address,
      website: 'akademie-nord.de',
      email: 'Info@Akademie-Nord.de',
      phone: '+49 40 123456',
      description: '<p>Bildung <strong>am Hafen</strong><script>alert(1)</script></p>',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().provider_data).toMatchObject({
      name: 'Akademie Nord',
      street: 'Große Elbstraße 145',
      website: 'https://akademie-nord.de/',
      email: 'info@akademie-nord.de',
      description: '<p>Bildung <strong>am Hafen</strong></p>',
      completeness: 60,
    });
  });

  it('requires the name and checks website, email and phone', async () => {
    const res = await call('PUT', '/provider-profile', alice, {
      name: ' ',
      ...address,
      website: 'not a url',
      email: 'x@',
      phone: 'abc',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual({
      name: 'required',
      website: 'invalidUrl',
      email: 'invalidEmail',
      phone: 'invalidTelephone',
    });
  });
});

describe('master and personal data', () => {
  it('reads and updates master data (any team member)', async () => {
    const res = await call('PUT', '/settings/master-data', member, {
      name: 'Akademie Süd',
      street: 'Marienplatz 1',
      postalCode: '80331',
      city: 'München',
      country: 'DE',
      phone: '089 123456',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().masterData).toMatchObject({
      providerNumber: alice.providerNumber,
      name: 'Akademie Süd',
      city: 'München',
      phone: '089 123456',
      website: null,
    });
    expect((await call('GET', '/settings/master-data', alice)).json().masterData.name).toBe('Akademie Süd');
    expect((await call('GET', '/settings/master-data', bob)).json().masterData.name).not.toBe('Akademie Süd');
  });

  it('updates personal data; an email of another account is refused', async () => {
    const res = await call('PUT', '/settings/personal', member, {
      firstName: 'Maxi',
      lastName: 'Muster',
      email: 'Maxi@Example.org',
      telephone: '040 9999',
      language: 'en',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().personal).toMatchObject({
      id: member.userId,
      firstName: 'Maxi',
      email: 'maxi@example.org',
      language: 'en',
      role: 'member',
      isCreator: false,
    });
    expect((await call('GET', '/settings/personal', member)).json().personal.telephone).toBe('040 9999');
    const taken = await call('PUT', '/settings/personal', member, {
      firstName: 'M',
      lastName: 'M',
      email: alice.email,
      language: 'de',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().fieldErrors).toEqual({ email: 'emailTaken' });
    const invalid = await call('PUT', '/settings/personal', member, {
      firstName: '',
      lastName: 'M',
      email: 'nope',
      language: 'fr',
    });
    expect(invalid.json().fieldErrors).toEqual({
      firstName: 'required',
      email: 'invalidEmail',
      language: 'invalidLanguage',
    });
  });
});

describe('password change', () => {
  it('requires all fields, matching confirmation, minimum length and the right current password', async () => {
    await ctx.database.db
      .update(users)
      .set({ passwordHash: await hashPassword('Alt-Passwort-1') })
      .where(eq(users.id, alice.userId));
    const empty = await call('PUT', '/settings/password', alice, {
      currentPassword: '',
      password: '',
      passwordConfirmation: '',
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fieldErrors).toMatchObject({
      currentPassword: 'required',
      password: 'required',
      passwordConfirmation: 'required',
    });
    const mismatch = await call('PUT', '/settings/password', alice, {
      currentPassword: 'Alt-Passwort-1',
      password: 'Neu-Passwort-2',
      passwordConfirmation: 'Neu-Passwort-3',
    });
    expect(mismatch.json().fieldErrors).toEqual({ passwordConfirmation: 'passwordsDoNotMatch' });
    const short = await call('PUT', '/settings/password', alice, {
      currentPassword: 'Alt-Passwort-1',
      password: 'abc',
      passwordConfirmation: 'abc',
    });
    expect(short.json().fieldErrors).toEqual({ password: 'passwordTooShort' });
    const common = await call('PUT', '/settings/password', alice, {
      currentPassword: 'Alt-Passwort-1',
      password: 'passwort123',
      passwordConfirmation: 'passwort123',
    });
    expect(common.json().fieldErrors).toEqual({ password: 'passwordTooCommon' });
    const wrong = await call('PUT', '/settings/password', alice, {
      currentPassword: 'falsch',
      password: 'Neu-Passwort-2',
      passwordConfirmation: 'Neu-Passwort-2',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fieldErrors).toEqual({ currentPassword: 'currentPasswordWrong' });
  });

  it('changes the password and signs out the other sessions only', async () => {
    const other = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: alice.email, password: 'Alt-Passwort-1' },
    });
    expect(other.statusCode).toBe(200);
    const res = await call('PUT', '/settings/password', alice, {
      currentPassword: 'Alt-Passwort-1',
      password: 'Neu-Passwort-2',
      passwordConfirmation: 'Neu-Passwort-2',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await call('GET', '/settings/personal', alice)).statusCode).toBe(200);
    const stale = await ctx.app.inject({
      method: 'GET',
      url: '/api/settings/personal',
      headers: { authorization: `Bearer ${other.json().token}` },
    });
    expect(stale.statusCode).toBe(401);
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: alice.email, password: 'Neu-Passwort-2' },
    });
    expect(login.statusCode).toBe(200);
  });
});

describe('invoicing', () => {
  const billing = {
    differentBillingAddress: true,
    recipient: 'Akademie Nord gGmbH',
    department: 'Buchhaltung',
    comment: 'Bitte Bestellnummer angeben',
    street: 'Rechnungsweg 2',
    city: 'Hamburg',
    postalCode: '20095',
    country: 'DE',
    vatId: 'de 123 456 789',
    buyerReference: ' 04011000-12345-67 ',
    invoiceEmails: ['Rechnung@Akademie-Nord.de', 'buchhaltung@akademie-nord.de'],
    showBrochureFields: true,
  };

  it('starts empty and saves a different billing address with several invoice emails', async () => {
    expect((await call('GET', '/settings/invoicing', alice)).json().invoicing).toMatchObject({
      differentBillingAddress: false,
      invoiceEmails: [],
      updatedAt: null,
    });
    const res = await call('PUT', '/settings/invoicing', alice, billing);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().invoicing).toMatchObject({
      ...billing,
      vatId: 'DE123456789',
      buyerReference: '04011000-12345-67',
      invoiceEmails: ['rechnung@akademie-nord.de', 'buchhaltung@akademie-nord.de'],
    });
    expect((await call('GET', '/settings/invoicing', member)).json().invoicing.recipient).toBe('Akademie Nord gGmbH');
    expect((await call('GET', '/settings/invoicing', bob)).json().invoicing.recipient).toBeNull();
  });

  it('requires recipient, address and an invoice email when the billing address differs; checks the VAT ID format', async () => {
    const res = await call('PUT', '/settings/invoicing', alice, {
      differentBillingAddress: true,
      vatId: 'DE12345',
      invoiceEmails: [],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual({
      recipient: 'required',
      street: 'required',
      city: 'required',
      postalCode: 'required',
      country: 'required',
      vatId: 'invalidVatId',
      invoiceEmails: 'invoiceEmailRequired',
    });
    const badEmail = await call('PUT', '/settings/invoicing', alice, {
      ...billing,
      invoiceEmails: ['ok@example.org', 'nope'],
    });
    expect(badEmail.json().fieldErrors).toEqual({ 'invoiceEmails.1': 'invalidEmail' });
    const sameAddress = await call('PUT', '/settings/invoicing', alice, {
      differentBillingAddress: false,
      vatId: 'ATU12345678',
    });
    expect(sameAddress.statusCode, sameAddress.body).toBe(200);
    expect(sameAddress.json().invoicing).toMatchObject({
      differentBillingAddress: false,
      vatId: 'ATU12345678',
      recipient: null,
      buyerReference: null,
    });
    const longReference = await call('PUT', '/settings/invoicing', alice, { buyerReference: 'x'.repeat(101) });
    expect(longReference.statusCode).toBe(400);
    expect(longReference.json().fieldErrors).toEqual({ buyerReference: 'tooLong' });
  });

  it('lets only admins change invoicing (403 for a member)', async () => {
    const res = await call('PUT', '/settings/invoicing', member, billing);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ success: false, code: 'FORBIDDEN' });
    expect((await call('GET', '/settings/invoicing', null)).statusCode).toBe(401);
  });
});
