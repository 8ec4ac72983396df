/**
 * Webhooks (issue 44 item 3, ADR 049) against a real receiver on 127.0.0.1: deliveries verify with
 * the `standardwebhooks` package (the receiver's own library, not ours), a failed attempt is tried
 * again on the schedule with the same webhook-id (the queue's wait moved forward, not slept through),
 * 410 switches the endpoint off, 72 hours of failures switch it off and mail the admins, private
 * addresses are refused without WEBHOOK_ALLOW_PRIVATE_ADDRESSES, members get 403 and another
 * provider's endpoint is 404, events come from a real inquiry, a stage change, a second inquiry
 * (message received) and a seminar saved as published, and the periodic job sends seminar.expired
 * once and prunes the log after 30 days.
 */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { WEBHOOK_RETRY_DELAYS_SECONDS, addDaysIso, todayIso, webhookListResponseSchema } from '@bu/contracts';
import { createTestContext, waitForMail, watchJobs, type TestContext } from '../../../test/helpers';
import { createMemberUser, createProviderUser, seminarPayload, type TestUser } from '../../../test/factories';
import { insertSeminar, inquiry, postInquiry } from '../../../test/lead-factories';
import { eventually } from '../../../test/services';
import { webhookAttempts, webhookEndpoints, webhookMessages } from '../../db/schema/index';
import { postWebhook } from './address';
import { WEBHOOK_DELIVER_JOB } from './service';

interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

vi.setConfig({ testTimeout: 90_000 });

let receiver: Server;
let base: string;
const received: Received[] = [];
/** The status each path answers with (200 unless set). */
const answers = new Map<string, number>();

let ctx: TestContext;
let alice: TestUser;
let member: TestUser;
let bob: TestUser;
let seminarId: string;
// The real time: the receiver's library refuses timestamps more than 5 minutes off its clock.
let now = new Date();

const auth = (user: TestUser) => ({ authorization: `Bearer ${user.token}` });
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, user: TestUser, payload?: object) =>
  ctx.app.inject({ method, url: `/api${url}`, headers: auth(user), ...(payload && { payload }) });

async function createEndpoint(path: string, events: string[], user = alice) {
  const res = await call('POST', '/settings/webhooks', user, { url: `${base}${path}`, events, description: path });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().webhook as { id: string; secret: string; url: string; events: string[] };
}

const at = (path: string) => received.filter((r) => r.path === path);

function verified(secret: string, r: Received) {
  return new Webhook(secret).verify(r.body, {
    'webhook-id': String(r.headers['webhook-id']),
    'webhook-timestamp': String(r.headers['webhook-timestamp']),
    'webhook-signature': String(r.headers['webhook-signature']),
  }) as { type: string; timestamp: string; data: Record<string, unknown> };
}

/** Attempts queued to run later (a retry waiting out its delay). */
async function waiting(): Promise<number> {
  const { rows } = await ctx.database.executeSql(
    `SELECT count(*)::int AS n FROM pgboss.job WHERE name = $1 AND state = 'created'`,
    [WEBHOOK_DELIVER_JOB],
  );
  return (rows as { n: number }[])[0]!.n;
}

/** Moves the wait of the queued attempts forward (the schedule's minutes and hours are not slept through). */
const releaseRetries = () =>
  ctx.database.executeSql(
    `UPDATE pgboss.job SET start_after = now() WHERE name = '${WEBHOOK_DELIVER_JOB}' AND state = 'created'`,
  );

beforeAll(async () => {
  receiver = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const path = req.url ?? '/';
      received.push({ path, headers: req.headers, body });
      res.statusCode = answers.get(path) ?? 200;
      res.end('ok');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
  ctx = await createTestContext({ WEBHOOK_ALLOW_PRIVATE_ADDRESSES: 'true' }, { clock: () => now });
  alice = await createProviderUser(ctx.database.db, { firstName: 'Alice' });
  member = await createMemberUser(ctx.database.db, alice.providerId, { firstName: 'Mia' });
  bob = await createProviderUser(ctx.database.db, { firstName: 'Bob' });
  seminarId = await insertSeminar(ctx.database.db, alice, {
    title: 'Klimawandel im Wattenmeer',
    status: 'online',
    startDate: addDaysIso(todayIso(now), 60),
    endDate: addDaysIso(todayIso(now), 64),
  });
}, 300_000);
afterAll(async () => {
  await ctx?.close();
  await new Promise((resolve) => receiver?.close(resolve));
});

describe('the webhook screen’s calls', () => {
  it('registers an endpoint, shows its secret once and never again', async () => {
    const created = await createEndpoint('/list', ['lead.created']);
    expect(created.secret).toMatch(/^whsec_[A-Za-z0-9+/=]{32}$/);
    const list = await call('GET', '/settings/webhooks', alice);
    expect(list.statusCode).toBe(200);
    const body = webhookListResponseSchema.parse(list.json());
    expect(body.webhooks.map((w) => w.id)).toContain(created.id);
    expect(list.body).not.toContain(created.secret);
    const [row] = await ctx.database.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, created.id));
    expect(row!.secretSealed).not.toContain(created.secret.slice(6));
    expect((await call('DELETE', `/settings/webhooks/${created.id}`, alice)).statusCode).toBe(200);
  });

  it('answers 403 to a member and 404 for another provider’s endpoint', async () => {
    expect((await call('GET', '/settings/webhooks', member)).statusCode).toBe(403);
    expect(
      (await call('POST', '/settings/webhooks', member, { url: `${base}/m`, events: ['lead.created'] })).statusCode,
    ).toBe(403);
    const own = await createEndpoint('/own', ['invoice.issued']);
    for (const [method, path, payload] of [
      ['PUT', '', { description: 'taken over' }],
      ['DELETE', '', undefined],
      ['POST', '/test', {}],
      ['POST', '/rotate-secret', {}],
      ['GET', '/deliveries', undefined],
    ] as const) {
      const res = await call(method, `/settings/webhooks/${own.id}${path}`, bob, payload);
      expect(res.statusCode, `${method} ${path}`).toBe(404);
      expect(res.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    }
  });

  it('validates the events and the address field by field', async () => {
    const res = await call('POST', '/settings/webhooks', alice, { url: 'ftp://example.org/x', events: [] });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      fieldErrors: { url: 'webhookUrlInvalid', events: 'webhookEventsRequired' },
    });
  });
});

describe('delivery', () => {
  it('signs a lead inquiry and a stage change so that standardwebhooks verifies them', async () => {
    const endpoint = await createEndpoint('/leads', ['lead.created', 'lead.updated']);
    const res = await postInquiry(ctx.app, seminarId, inquiry({ email: 'ina@example.org', firstName: 'Ina' }));
    expect(res.statusCode, res.body).toBe(201);
    await eventually('the lead.created delivery', async () => at('/leads').length === 1);
    const created = verified(endpoint.secret, at('/leads')[0]!);
    expect(created).toMatchObject({ type: 'lead.created', data: { firstName: 'Ina', email: 'ina@example.org' } });
    expect(new Date(created.timestamp).toISOString()).toBe(created.timestamp);
    const leadId = created.data.id as string;

    const update = await call('PUT', `/leads/${leadId}`, alice, { stage: 'open' });
    expect(update.statusCode, update.body).toBe(200);
    await eventually('the lead.updated delivery', async () => at('/leads').length === 2);
    expect(verified(endpoint.secret, at('/leads')[1]!)).toMatchObject({
      type: 'lead.updated',
      data: { id: leadId, stage: 'open' },
    });
    // Another secret does not verify it.
    const other = await createEndpoint('/other', ['seminar.published']);
    expect(() => verified(other.secret, at('/leads')[1]!)).toThrow();
  });

  it('announces a second inquiry as a message received and a seminar saved as published', async () => {
    const endpoint = await createEndpoint('/more', ['conversation.message_received', 'seminar.published']);
    const again = inquiry({ email: 'ina@example.org', firstName: 'Ina', message: 'Gibt es noch Plätze?' });
    expect((await postInquiry(ctx.app, seminarId, again)).statusCode).toBe(201);
    await eventually('the message_received delivery', async () => at('/more').length === 1);
    expect(verified(endpoint.secret, at('/more')[0]!)).toMatchObject({
      type: 'conversation.message_received',
      data: { message: { direction: 'in', text: 'Gibt es noch Plätze?' } },
    });

    const added = await call('POST', '/seminars/add', alice, { Status: 'SHOW', ...seminarPayload() });
    expect(added.statusCode, added.body).toBe(201);
    await eventually('the seminar.published delivery', async () => at('/more').length === 2);
    expect(verified(endpoint.secret, at('/more')[1]!)).toMatchObject({
      type: 'seminar.published',
      data: { id: added.json().seminarId, title: seminarPayload().title, status: 'online' },
    });
  });

  it('signs with the old secret beside the new one for the overlap after a rotation', async () => {
    const endpoint = await createEndpoint('/rotated', ['lead.updated']);
    const rotated = await call('POST', `/settings/webhooks/${endpoint.id}/rotate-secret`, alice, {});
    expect(rotated.statusCode).toBe(200);
    const secret = rotated.json().webhook.secret as string;
    expect(secret).not.toBe(endpoint.secret);
    const test = await call('POST', `/settings/webhooks/${endpoint.id}/test`, alice, {});
    expect(test.statusCode).toBe(200);
    await eventually('the test delivery', async () => at('/rotated').length === 1);
    const [message] = at('/rotated');
    expect(String(message!.headers['webhook-signature']).split(' ')).toHaveLength(2);
    expect(verified(secret, message!)).toMatchObject({ type: 'webhook.test' });
    expect(verified(endpoint.secret, message!)).toMatchObject({ type: 'webhook.test' });
  });

  it('tries a failed message again on the schedule with the same webhook-id, and logs each attempt', async () => {
    answers.set('/flaky', 503);
    const endpoint = await createEndpoint('/flaky', ['lead.created']);
    const jobs = watchJobs(ctx);
    const res = await call('POST', '/leads', alice, {
      firstName: 'Paul',
      lastName: 'Test',
      email: 'paul@example.org',
      seminarId,
      stage: 'new',
    });
    expect(res.statusCode, res.body).toBe(201);
    await eventually('the first attempt', async () => at('/flaky').length === 1);
    await eventually('the retry to be queued', async () => (await waiting()) === 1);
    const retry = jobs.sent(WEBHOOK_DELIVER_JOB)[1]!;
    const options = (
      await ctx.database.executeSql(
        `SELECT extract(epoch FROM start_after - created_on)::int AS wait FROM pgboss.job WHERE name = $1 AND state = 'created'`,
        [WEBHOOK_DELIVER_JOB],
      )
    ).rows as { wait: number }[];
    expect(options[0]!.wait).toBeGreaterThanOrEqual(WEBHOOK_RETRY_DELAYS_SECONDS[0] - 1);

    answers.set('/flaky', 500);
    await releaseRetries();
    await eventually('the second attempt', async () => at('/flaky').length === 2);
    // The third attempt waits five minutes: moved forward too.
    await eventually('the third to be queued', async () => (await waiting()) === 1);
    answers.set('/flaky', 204);
    await releaseRetries();
    await eventually('the third attempt', async () => at('/flaky').length === 3);
    jobs.restore();

    const ids = new Set(at('/flaky').map((r) => r.headers['webhook-id']));
    expect(ids.size).toBe(1);
    expect(retry.data).toMatchObject({ messageId: [...ids][0] });
    for (const r of at('/flaky')) expect(verified(endpoint.secret, r).type).toBe('lead.created');

    await eventually('the log to show all three', async () => {
      const log = await call('GET', `/settings/webhooks/${endpoint.id}/deliveries`, alice);
      return log.json().attempts.length === 3;
    });
    const log = (await call('GET', `/settings/webhooks/${endpoint.id}/deliveries`, alice)).json();
    expect(log.attempts.map((a: { statusCode: number }) => a.statusCode)).toEqual([204, 500, 503]);
    expect(log.attempts.map((a: { attempt: number }) => a.attempt)).toEqual([3, 2, 1]);
    for (const a of log.attempts) expect(a.durationMs).toBeGreaterThanOrEqual(0);

    // "Send again" delivers the same message once more, with its id.
    const again = await call(
      'POST',
      `/settings/webhooks/${endpoint.id}/deliveries/${log.attempts[0].messageId}/resend`,
      alice,
      {},
    );
    expect(again.statusCode, again.body).toBe(200);
    await eventually('the message sent again', async () => at('/flaky').length === 4);
    expect(at('/flaky')[3]!.headers['webhook-id']).toBe([...ids][0]);
  });

  it('switches an endpoint off when its receiver answers 410 Gone', async () => {
    answers.set('/gone', 410);
    const endpoint = await createEndpoint('/gone', ['lead.created']);
    await call('POST', '/leads', alice, {
      firstName: 'Gina',
      lastName: 'Test',
      email: 'gina@example.org',
      seminarId,
      stage: 'new',
    });
    await eventually('the endpoint to be off', async () => {
      const [row] = await ctx.database.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, endpoint.id));
      return row!.enabled === false;
    });
    const list = (await call('GET', '/settings/webhooks', alice)).json();
    expect(list.webhooks.find((w: { id: string }) => w.id === endpoint.id)).toMatchObject({
      enabled: false,
      disabledReason: 'gone',
    });
    const [message] = await ctx.database.db
      .select()
      .from(webhookMessages)
      .where(eq(webhookMessages.endpointId, endpoint.id));
    expect(message).toMatchObject({ status: 'failed', attempts: 1 });
  });

  it('switches an endpoint off after three days of failures and mails the admins', async () => {
    answers.set('/down', 500);
    const endpoint = await createEndpoint('/down', ['lead.created']);
    await call('POST', '/leads', alice, {
      firstName: 'Dora',
      lastName: 'Test',
      email: 'dora@example.org',
      seminarId,
      stage: 'new',
    });
    await eventually('the first failure', async () => at('/down').length === 1);
    await eventually('the retry to be queued', async () => (await waiting()) === 1);
    const before = (await call('GET', '/settings/webhooks', alice)).json();
    expect(before.webhooks.find((w: { id: string }) => w.id === endpoint.id)).toMatchObject({
      enabled: true,
      failingSince: now.toISOString(),
    });
    // Three days and a minute later, the next attempt fails too.
    now = new Date(now.getTime() + 72 * 3600_000 + 60_000);
    await releaseRetries();
    await eventually('the second failure', async () => at('/down').length === 2);
    const mails = await waitForMail(ctx.app, alice.email);
    expect(mails[0]!.subject).toMatch(/Webhook/);
    expect(mails[0]!.text).toContain(`${base}/down`);
    const after = (await call('GET', '/settings/webhooks', alice)).json();
    expect(after.webhooks.find((w: { id: string }) => w.id === endpoint.id)).toMatchObject({
      enabled: false,
      disabledReason: 'failing',
    });
  });
});

describe('the periodic job', () => {
  it('sends seminar.expired once when a start date has passed, and prunes attempts older than 30 days', async () => {
    const endpoint = await createEndpoint('/expired', ['seminar.expired']);
    const today = todayIso(now);
    const past = await insertSeminar(ctx.database.db, alice, {
      title: 'Watt gestern',
      status: 'online',
      startDate: addDaysIso(today, -1),
      endDate: addDaysIso(today, 1),
    });
    const [message] = await ctx.database.db
      .insert(webhookMessages)
      .values({ id: 'msg_old', endpointId: endpoint.id, eventType: 'lead.created', body: '{}', status: 'succeeded' })
      .returning();
    await ctx.database.db.insert(webhookAttempts).values([
      {
        messageId: message!.id,
        endpointId: endpoint.id,
        attempt: 1,
        status: 'succeeded',
        statusCode: 200,
        durationMs: 5,
        createdAt: new Date(now.getTime() - 31 * 24 * 3600_000),
      },
      {
        messageId: message!.id,
        endpointId: endpoint.id,
        attempt: 2,
        status: 'succeeded',
        statusCode: 200,
        durationMs: 5,
        createdAt: new Date(now.getTime() - 29 * 24 * 3600_000),
      },
    ]);

    expect(await ctx.app.webhooks.maintain()).toEqual({ pruned: 1 });
    await ctx.app.webhooks.maintain();
    await eventually('the seminar.expired delivery', async () => at('/expired').length === 1);
    const body = JSON.parse(at('/expired')[0]!.body);
    expect(body).toMatchObject({ type: 'seminar.expired', data: { id: past, title: 'Watt gestern' } });
    const left = await ctx.database.db.select().from(webhookAttempts).where(eq(webhookAttempts.messageId, 'msg_old'));
    expect(left.map((a) => a.attempt)).toEqual([2]);
  });
});

describe('addresses', () => {
  it('refuses private, loopback and plain-http addresses at send time without the setting', async () => {
    const port = (receiver.address() as AddressInfo).port;
    const options = { allowPrivate: false, timeoutMs: 2000 };
    for (const url of [
      `https://localhost:${port}/x`,
      `https://127.0.0.1:${port}/x`,
      `https://[::1]:${port}/x`,
      `http://example.org/x`,
    ])
      expect(await postWebhook(url, {}, '{}', options), url).toMatchObject({
        statusCode: null,
        error: 'address_refused',
      });
    expect(at('/x')).toHaveLength(0);
  });

  it('refuses them when an endpoint is registered without the setting', async () => {
    const strict = await createTestContext();
    try {
      const admin = await createProviderUser(strict.database.db);
      for (const [url, key] of [
        ['https://localhost/hook', 'webhookUrlPrivate'],
        ['https://127.0.0.1/hook', 'webhookUrlPrivate'],
        ['https://10.1.2.3/hook', 'webhookUrlPrivate'],
        ['https://169.254.169.254/latest', 'webhookUrlPrivate'],
        ['http://example.org/hook', 'webhookUrlInvalid'],
      ]) {
        const res = await strict.app.inject({
          method: 'POST',
          url: '/api/settings/webhooks',
          headers: auth(admin),
          payload: { url, events: ['lead.created'] },
        });
        expect(res.statusCode, url).toBe(400);
        expect(res.json(), url).toMatchObject({ code: 'VALIDATION_FAILED', fieldErrors: { url: key } });
      }
    } finally {
      await strict.close();
    }
  });
});
