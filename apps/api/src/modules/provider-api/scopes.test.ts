/**
 * API keys with names and scopes (issue 44): created, listed with last use and revoked by admins;
 * every /v1 route refuses a key without its scope (403 API_KEY_SCOPE_MISSING); leads,
 * conversations and statistics through a key; other providers' data stays invisible (404).
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiKeyScopes, endpoints, type ApiKeyScope, type Endpoint } from '@bu/contracts';
import { insertConversation } from '../../demo/factories';
import { createTestContext, type TestContext } from '../../../test/helpers';
import { createMemberUser, createProviderUser, inDays, type TestUser } from '../../../test/factories';
import { insertLead, insertSeminar } from '../../../test/lead-factories';

let ctx: TestContext;
let alice: TestUser;
let member: TestUser;
let bob: TestUser;
let aliceLead: string;
let aliceConversation: string;
let aliceSeminar: string;

beforeAll(async () => {
  ctx = await createTestContext();
  alice = await createProviderUser(ctx.database.db);
  member = await createMemberUser(ctx.database.db, alice.providerId, { firstName: 'Mia' });
  bob = await createProviderUser(ctx.database.db);
  aliceSeminar = await insertSeminar(ctx.database.db, alice, {
    status: 'online',
    startDate: inDays(30),
    endDate: inDays(34),
  });
  aliceLead = await insertLead(ctx.database.db, alice, { seminarId: aliceSeminar, unread: true });
  aliceConversation = (await insertConversation(ctx.database.db, { providerId: alice.providerId, leadId: aliceLead }))
    .id;
});
afterAll(async () => ctx?.close());

const settings = (method: 'GET' | 'POST' | 'DELETE', url: string, user: TestUser, payload?: object) =>
  ctx.app.inject({
    method,
    url: `/api/settings${url}`,
    headers: { authorization: `Bearer ${user.token}`, 'accept-language': 'en' },
    ...(payload && { payload }),
  });
const v1 = (method: string, url: string, key: string, payload?: object) =>
  ctx.app.inject({
    method: method as 'GET',
    url: `/api/v1${url}`,
    headers: { authorization: `Bearer ${key}`, 'accept-language': 'en' },
    ...(payload && { payload }),
  });
async function keyWith(user: TestUser, scopes: readonly ApiKeyScope[], name = 'CRM'): Promise<string> {
  const res = await settings('POST', '/api-keys', user, { name, scopes });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().apiKey;
}

describe('API keys with scopes', () => {
  it('are created with a name and scopes, shown once, listed with last use and revoked', async () => {
    const created = await settings('POST', '/api-keys', alice, { name: ' Newsletter ', scopes: ['leads:read'] });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.headers['cache-control']).toBe('no-store');
    const { apiKey, key } = created.json();
    expect(apiKey).toMatch(/^bu_[\w-]{43}$/);
    expect(key).toMatchObject({ name: 'Newsletter', scopes: ['leads:read'], lastUsedAt: null });

    const listed = await settings('GET', '/api-keys', alice);
    expect(listed.body).not.toContain(apiKey);
    expect(listed.json().apiKeys).toEqual([expect.objectContaining({ id: key.id, prefix: apiKey.slice(0, 11) })]);

    expect((await v1('GET', '/leads', apiKey)).statusCode).toBe(200);
    const used = (await settings('GET', '/api-keys', alice)).json().apiKeys[0];
    expect(used.lastUsedAt).not.toBeNull();

    expect((await settings('DELETE', `/api-keys/${key.id}`, alice)).statusCode).toBe(200);
    expect((await v1('GET', '/leads', apiKey)).statusCode).toBe(401);
    expect((await settings('GET', '/api-keys', alice)).json()).toMatchObject({ apiKeys: [], total: 0 });
    expect((await settings('DELETE', `/api-keys/${key.id}`, alice)).statusCode).toBe(404);
  });

  it('refuses bad input with field errors, members with 403 and another provider’s key with 404', async () => {
    const bad = await settings('POST', '/api-keys', alice, { name: '', scopes: ['leads:delete'] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors).toMatchObject({ name: 'required' });
    expect(Object.keys(bad.json().fieldErrors)).toContain('scopes.0');
    const none = await settings('POST', '/api-keys', alice, { name: 'Leer', scopes: [] });
    expect(none.json().fieldErrors).toEqual({ scopes: 'apiKeyScopesRequired' });

    for (const [method, url] of [
      ['GET', '/api-keys'],
      ['POST', '/api-keys'],
      ['DELETE', `/api-keys/${randomUUID()}`],
    ] as const) {
      const res = await settings(method, url, member, { name: 'x', scopes: ['leads:read'] });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }

    const bobs = (await settings('POST', '/api-keys', bob, { name: 'Bob', scopes: ['leads:read'] })).json();
    expect((await settings('DELETE', `/api-keys/${bobs.key.id}`, alice)).statusCode).toBe(404);
    expect((await v1('GET', '/leads', bobs.apiKey)).statusCode).toBe(200);
  });

  it("keeps the seed's single-key call as a key with both seminar scopes, beside the named keys", async () => {
    const named = await keyWith(alice, ['statistics:read'], 'Auswertung');
    const seed = await settings('POST', '/api-key', alice);
    expect(seed.statusCode).toBe(201);
    expect(seed.json().key.scopes).toEqual(['seminars:read', 'seminars:write']);
    const again = (await settings('POST', '/api-key', alice)).json().apiKey;
    expect((await v1('GET', '/seminars', seed.json().apiKey)).statusCode).toBe(401);
    expect((await v1('GET', '/seminars', again)).statusCode).toBe(200);
    expect((await v1('GET', '/leads', again)).json().code).toBe('API_KEY_SCOPE_MISSING');
    // The seed's call replaces only its own key.
    expect((await v1('GET', `/statistics?from=${inDays(-7)}&to=${inDays(0)}`, named)).statusCode).toBe(200);
    const names = (await settings('GET', '/api-keys', alice)).json().apiKeys.map((k: { name: string }) => k.name);
    expect(names.sort()).toEqual(['API', 'Auswertung']);
    expect((await settings('DELETE', '/api-key', alice)).statusCode).toBe(200);
    expect((await v1('GET', '/seminars', again)).statusCode).toBe(401);
    expect((await v1('GET', `/statistics?from=${inDays(-7)}&to=${inDays(0)}`, named)).statusCode).toBe(200);
  });
});

describe('scopes on every /v1 route', () => {
  const v1Routes = (Object.entries(endpoints) as [string, Endpoint][]).filter(([, e]) => e.auth === 'apiKey');
  const sample = (route: string) =>
    route
      .replace(/^\w+ \/v1/, '')
      .replace('/seminars/:id', `/seminars/${aliceSeminar}`)
      .replace('/leads/:id', `/leads/${aliceLead}`)
      .replace('/conversations/:id', `/conversations/${aliceConversation}`)
      .replace('/statistics', `/statistics?from=${inDays(-7)}&to=${inDays(0)}`);
  const bodyOf: Record<string, object> = {
    'PUT /v1/leads/:id': { notes: 'per API' },
    'POST /v1/conversations/:id/messages': { text: 'Gern, der Kurs ist anerkannt.' },
    'POST /v1/seminars': { title: 'Per API' },
    'PUT /v1/seminars/:id': { title: 'Per API geändert' },
  };

  it('names a scope for each of them', () => {
    expect(v1Routes.length).toBeGreaterThanOrEqual(9);
    for (const [id, endpoint] of v1Routes) expect(apiKeyScopes, id).toContain(endpoint.scope);
  });

  it('answers 403 API_KEY_SCOPE_MISSING to a key with every other scope, and serves a key with only that one', async () => {
    for (const [id, { route, scope }] of v1Routes) {
      const [method] = route.split(' ') as [string];
      const others = await keyWith(
        alice,
        apiKeyScopes.filter((s) => s !== scope),
      );
      const refused = await v1(method, sample(route), others, bodyOf[route]);
      expect(refused.statusCode, `${id}: ${refused.body}`).toBe(403);
      expect(refused.json()).toMatchObject({ code: 'API_KEY_SCOPE_MISSING', params: { scope } });
      expect(refused.json().message).toContain(scope!);

      const only = await keyWith(alice, [scope!]);
      const served = await v1(method, sample(route), only, bodyOf[route]);
      expect([200, 201, 422], `${id}: ${served.body}`).toContain(served.statusCode);
    }
  });

  it('translates the refusal', async () => {
    const key = await keyWith(alice, ['leads:read']);
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/seminars',
      headers: { authorization: `Bearer ${key}`, 'accept-language': 'de' },
    });
    expect(res.json().message).toContain('fehlt der Bereich „seminars:read“');
  });
});

describe('leads, conversations and statistics through a key', () => {
  let key = '';
  /** A lead of its own (the scope walk above answered and changed Alice's first one). */
  let lead = '';
  beforeAll(async () => {
    key = await keyWith(alice, apiKeyScopes);
    lead = await insertLead(ctx.database.db, alice, { seminarId: aliceSeminar, unread: true, lastName: 'Neu' });
    await insertConversation(ctx.database.db, { providerId: alice.providerId, leadId: lead });
  });

  it('lists and reads leads without marking them read, and changes stage, owner and notes', async () => {
    const list = await v1('GET', '/leads?pageSize=10', key);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json()).toMatchObject({ success: true, total: 2 });
    const unreadOf = async () =>
      (await v1('GET', '/leads', key)).json().leads.find((l: { id: string }) => l.id === lead)?.unread;
    expect(await unreadOf()).toBe(true);

    const one = await v1('GET', `/leads/${lead}`, key);
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json()).toMatchObject({ lead: { id: lead, lastName: 'Neu' }, conversation: { leadId: lead } });
    expect(await unreadOf()).toBe(true);

    const updated = await v1('PUT', `/leads/${lead}`, key, {
      stage: 'open',
      ownerId: member.userId,
      notes: 'Rückruf Montag',
      firstName: 'Ignoriert',
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().lead).toMatchObject({
      stage: 'open',
      ownerId: member.userId,
      notes: 'Rückruf Montag',
      firstName: 'Jonas',
    });
    const badOwner = await v1('PUT', `/leads/${lead}`, key, { ownerId: bob.userId });
    expect(badOwner.statusCode).toBe(400);
  });

  it('replies in a conversation and reads the statistics', async () => {
    const sent = await v1('POST', `/conversations/${aliceConversation}/messages`, key, { text: 'Ja, anerkannt.' });
    expect(sent.statusCode, sent.body).toBe(201);
    const stats = await v1('GET', `/statistics?from=${inDays(-7)}&to=${inDays(0)}`, key);
    expect(stats.statusCode, stats.body).toBe(200);
    expect(stats.json()).toMatchObject({ success: true, from: inDays(-7), to: inDays(0) });
  });

  it("never shows another provider's data: 404 for every id of Alice through Bob's key", async () => {
    const bobs = await keyWith(bob, apiKeyScopes);
    expect((await v1('GET', '/leads', bobs)).json().total).toBe(0);
    for (const [method, url, body] of [
      ['GET', `/leads/${aliceLead}`],
      ['PUT', `/leads/${aliceLead}`, { notes: 'fremd' }],
      ['POST', `/conversations/${aliceConversation}/messages`, { text: 'fremd' }],
      ['GET', `/statistics?from=${inDays(-7)}&to=${inDays(0)}&seminarId=${aliceSeminar}`],
      ['GET', `/seminars/${aliceSeminar}`],
      ['PUT', `/seminars/${aliceSeminar}`, { title: 'fremd' }],
    ] as const) {
      const res = await v1(method, url, bobs, body);
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(404);
    }
    expect((await v1('GET', `/leads/${aliceLead}`, key)).json().lead.notes).toBe('per API');
  });
});
