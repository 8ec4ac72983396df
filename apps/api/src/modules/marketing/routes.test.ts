/** Marketing contact sync: queued, recorded without BREVO_API_KEY, Brevo called with one, scoped, whitelisted. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { createTestContext, watchJobs, type TestContext } from '../../../test/helpers';
import { createProviderUser, seminarPayload, type TestUser } from '../../../test/factories';
import { marketingSyncLog } from '../../db/schema/index';
import { EVENTS } from '../../lib/events';

async function waitForLog(ctx: TestContext, providerId: string, status: string, count = 1, timeoutMs = 15_000) {
  const logs = () => ctx.database.db.select().from(marketingSyncLog).where(eq(marketingSyncLog.providerId, providerId));
  await expect
    .poll(async () => (await logs()).filter((r) => r.status === status).length, {
      timeout: timeoutMs,
      interval: 200,
      message: `${status} sync logs`,
    })
    .toBeGreaterThanOrEqual(count);
  return logs();
}

async function addSeminar(ctx: TestContext, user: TestUser) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/seminars/add',
    payload: { bu_auth_token: user.token, Status: 'SHOW', ...seminarPayload() },
  });
  return res.json().seminarId as string;
}

describe('without BREVO_API_KEY', () => {
  let ctx: TestContext;
  let alice: TestUser;
  let bob: TestUser;
  beforeAll(async () => {
    ctx = await createTestContext();
    alice = await createProviderUser(ctx.database.db);
    bob = await createProviderUser(ctx.database.db);
  });
  afterAll(async () => ctx?.close());

  it('queues the seminar sync and records it', async () => {
    const seminarId = await addSeminar(ctx, alice);
    const res = await ctx.app.inject({
      method: 'PUT',
      url: '/api/dashboard/brevo/updated-seminar-attributes',
      payload: {
        VeranstalterNummer: alice.providerNumber,
        bu_auth_token: alice.token,
        seminarId,
        sendPublishEvent: true,
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true });
    const [row] = await waitForLog(ctx, alice.providerId, 'recorded');
    expect(row).toMatchObject({ kind: 'seminar_attributes', status: 'recorded' });
    expect(row!.payload).toMatchObject({
      attributes: { VERANSTALTERNUMMER: alice.providerNumber, LAST_SEMINAR_ID: seminarId },
      event: { name: 'seminar_published', properties: { seminarId } },
    });
  });

  it("refuses another provider's seminar and member with 404, and no token with 401", async () => {
    const seminarId = await addSeminar(ctx, alice);
    const other = await ctx.app.inject({
      method: 'PUT',
      url: '/api/dashboard/brevo/updated-seminar-attributes',
      headers: { authorization: `Bearer ${bob.token}` },
      payload: { seminarId, sendPublishEvent: false },
    });
    expect(other.statusCode).toBe(404);
    const member = await ctx.app.inject({
      method: 'PUT',
      url: '/api/dashboard/brevo/update-profile-attributes',
      payload: { bu_auth_token: bob.token, member_id: alice.userId, providerName: 'X' },
    });
    expect(member.statusCode).toBe(404);
    const anonymous = await ctx.app.inject({
      method: 'PUT',
      url: '/api/dashboard/brevo/updated-seminar-attributes',
      payload: { seminarId },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('records profile attributes', async () => {
    const res = await ctx.app.inject({
      method: 'PUT',
      url: '/api/dashboard/brevo/update-profile-attributes',
      payload: {
        bu_auth_token: bob.token,
        member_id: bob.userId,
        providerName: 'Volkshochschule Nord',
        providerEmail: 'info@vhs-nord.example',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const rows = await waitForLog(ctx, bob.providerId, 'recorded');
    expect(rows[0]).toMatchObject({
      kind: 'profile_attributes',
      payload: {
        email: bob.email,
        attributes: { PROVIDER_NAME: 'Volkshochschule Nord', PROVIDER_EMAIL: 'info@vhs-nord.example' },
      },
    });
  });

  it('adds a contact only for an account email with marketing consent, with whitelisted attributes, answering the same either way', async () => {
    await ctx.database.executeSql('UPDATE users SET marketing_consent_at = now() WHERE id = $1', [alice.userId]);
    const noConsent = await ctx.app.inject({
      method: 'POST',
      url: '/api/dashboard/brevo/add-contact',
      payload: { email: bob.email },
    });
    expect(noConsent.json()).toEqual({ success: true });
    const unknown = await ctx.app.inject({
      method: 'POST',
      url: '/api/dashboard/brevo/add-contact',
      payload: { email: 'nobody@example.org', attributes: {} },
    });
    expect(unknown.json()).toEqual({ success: true });
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/dashboard/brevo/add-contact',
      payload: { email: alice.email.toUpperCase(), attributes: { FIRSTNAME: 'Erika', ADMIN: true, LANGUAGE: 'de' } },
    });
    expect(res.json()).toEqual({ success: true });
    const rows = await waitForLog(ctx, alice.providerId, 'recorded', 2);
    const contact = rows.find((r) => r.kind === 'add_contact');
    expect(contact!.payload).toEqual({
      email: alice.email,
      attributes: { FIRSTNAME: 'Erika', LANGUAGE: 'de' },
      upsert: true,
    });
    const all = await ctx.database.db.select().from(marketingSyncLog);
    expect(all.some((r) => (r.payload as { email?: string }).email === 'nobody@example.org')).toBe(false);
    expect(all.some((r) => r.kind === 'add_contact' && (r.payload as { email?: string }).email === bob.email)).toBe(
      false,
    );
  });

  it('syncs every publish path and edits of published seminars, with the publish event only when publishing', async () => {
    const carol = await createProviderUser(ctx.database.db);
    const post = (url: string, payload: object) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/seminars${url}`,
        headers: { authorization: `Bearer ${carol.token}` },
        payload,
      });
    const draft = async (title: string) =>
      (await post('/add', { Status: 'DRAFT', ...seminarPayload({ title }) })).json().seminarId as string;

    const viaStatus = await draft('Über den Listenstatus');
    expect((await post('/status', { seminarId: viaStatus, status: 'online' })).statusCode).toBe(200);
    const [a, b] = [await draft('Alle Entwürfe A'), await draft('Alle Entwürfe B')];
    expect((await post('/publish-drafts', { confirm: true, seminarIds: [a, b] })).statusCode).toBe(200);
    expect((await post('/edit', { seminarId: viaStatus, title: 'Neuer Titel' })).statusCode).toBe(200);

    const rows = await waitForLog(ctx, carol.providerId, 'recorded', 4);
    const payloads = rows.map(
      (r) =>
        r.payload as { attributes: { LAST_SEMINAR_ID: string; LAST_SEMINAR_TITLE: string }; event?: { name: string } },
    );
    const published = payloads
      .filter((p) => p.event?.name === 'seminar_published')
      .map((p) => p.attributes.LAST_SEMINAR_ID);
    expect(published.sort()).toEqual([viaStatus, a, b].sort());
    // The sync reads the seminar when its job runs, so both syncs of `viaStatus` may carry the new
    // title; what tells them apart is the publish event: once for publishing, never for the edit.
    const viaStatusSyncs = payloads.filter((p) => p.attributes.LAST_SEMINAR_ID === viaStatus);
    expect(viaStatusSyncs.map((p) => p.event?.name ?? 'none').sort()).toEqual(['none', 'seminar_published']);
    expect(viaStatusSyncs.some((p) => p.attributes.LAST_SEMINAR_TITLE === 'Neuer Titel')).toBe(true);
  });

  it('syncs publishing and edits of published seminars through the provider API /v1 too', async () => {
    const dave = await createProviderUser(ctx.database.db);
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/settings/api-key',
      headers: { authorization: `Bearer ${dave.token}` },
    });
    const apiKey = created.json().apiKey as string;
    const v1 = (method: 'POST' | 'PUT', url: string, payload: object) =>
      ctx.app.inject({ method, url: `/api/v1${url}`, headers: { authorization: `Bearer ${apiKey}` }, payload });
    const add = async (status: 'SHOW' | 'DRAFT', title: string) => {
      const res = await v1('POST', '/seminars', { Status: status, ...seminarPayload({ title }) });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().seminarId as string;
    };
    const jobs = watchJobs(ctx);
    const stillDraft = await add('DRAFT', 'Bleibt Entwurf');
    expect((await v1('PUT', `/seminars/${stillDraft}`, { title: 'Immer noch Entwurf' })).statusCode).toBe(200);
    expect(jobs.sent(EVENTS.seminarChanged)).toEqual([]);
    const shown = await add('SHOW', 'Gleich veröffentlicht');
    const laterShown = await add('DRAFT', 'Später veröffentlicht');
    expect((await v1('PUT', `/seminars/${laterShown}`, { Status: 'SHOW' })).statusCode).toBe(200);
    expect((await v1('PUT', `/seminars/${shown}`, { title: 'Neuer Titel über die API' })).statusCode).toBe(200);
    jobs.restore();

    const rows = await waitForLog(ctx, dave.providerId, 'recorded', 3);
    const payloads = rows.map(
      (r) => r.payload as { attributes: { LAST_SEMINAR_ID: string }; event?: { name: string } },
    );
    const eventsOf = (id: string) =>
      payloads.filter((p) => p.attributes.LAST_SEMINAR_ID === id).map((p) => p.event?.name ?? 'none');
    expect(eventsOf(shown).sort()).toEqual(['none', 'seminar_published']);
    expect(eventsOf(laterShown)).toEqual(['seminar_published']);
    expect(eventsOf(stillDraft)).toEqual([]);
  });

  it('limits add-contact per email across client addresses and per client address', async () => {
    const add = (email: string, ip: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/dashboard/brevo/add-contact',
        remoteAddress: ip,
        payload: { email },
      });
    const perEmail = [];
    for (let i = 0; i < 4; i++) perEmail.push((await add('flood@example.org', `198.51.100.${i + 1}`)).statusCode);
    expect(perEmail).toEqual([200, 200, 200, 429]);
    const perIp = [];
    for (let i = 0; i < 11; i++) perIp.push((await add(`spray-${i}@example.org`, '203.0.113.9')).statusCode);
    expect(perIp.at(-1)).toBe(429);
  });
});

describe('with BREVO_API_KEY', () => {
  let ctx: TestContext;
  let alice: TestUser;
  const calls: { url: string; method: string; headers: Record<string, string>; body: unknown }[] = [];
  // Brevo's API as the service reaches it (global fetch): every call is recorded and answered 204.
  const brevo = setupServer(
    http.all('https://api.brevo.com/*', async ({ request }) => {
      const headers = Object.fromEntries(request.headers.entries());
      calls.push({ url: request.url, method: request.method, headers, body: await request.json() });
      return new HttpResponse(null, { status: 204 });
    }),
  );
  beforeAll(async () => {
    ctx = await createTestContext({ BREVO_API_KEY: 'xkeysib-test-0123456789' });
    alice = await createProviderUser(ctx.database.db);
    brevo.listen({ onUnhandledRequest: 'bypass' });
  });
  afterAll(async () => {
    brevo.close();
    await ctx?.close();
  });

  it('updates the contact and sends the publish event with the api-key header', async () => {
    const seminarId = await addSeminar(ctx, alice);
    await ctx.app.inject({
      method: 'PUT',
      url: '/api/dashboard/brevo/updated-seminar-attributes',
      payload: { bu_auth_token: alice.token, seminarId, sendPublishEvent: 'true' },
    });
    await waitForLog(ctx, alice.providerId, 'sent');
    expect(calls.map((c) => c.method)).toEqual(['PUT', 'POST']);
    expect(calls[0]!.url).toMatch(
      /^https:\/\/api\.brevo\.com\/v3\/contacts\/anbieter-[\w-]+%40example\.org\?identifierType=email_id$/,
    );
    expect(calls[0]!.body).toMatchObject({ attributes: { LAST_SEMINAR_ID: seminarId } });
    expect(calls[1]!.url).toBe('https://api.brevo.com/v3/events');
    expect(calls[0]!.headers['api-key']).toBe('xkeysib-test-0123456789');
    expect(calls[1]!.body).toMatchObject({ event_name: 'seminar_published', event_properties: { seminarId } });
  });
});
