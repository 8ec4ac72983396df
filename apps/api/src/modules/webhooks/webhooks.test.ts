/**
 * Webhooks (issue 44 item 3, ADR 049) against a real receiver on 127.0.0.1: deliveries verify with
 * the `standardwebhooks` package (the receiver's own library, not ours), a failed attempt is tried
 * again on the schedule with the same webhook-id (the queue's wait moved forward, not slept through),
 * 410 switches the endpoint off, 72 hours of failures switch it off and mail the admins, private
 * addresses are refused without WEBHOOK_ALLOW_PRIVATE_ADDRESSES, members get 403 and another
 * provider's endpoint is 404, events come from a real inquiry, a stage change, a second inquiry
 * (message received) and a seminar saved as published, and the periodic job sends seminar.expired
 * once and prunes the log after 30 days. Every other event of the catalogue arrives with its data as
 * the contracts' schema has it; lead.updated comes from every way a lead changes; one provider's
 * events never reach another's endpoint; the whole retry schedule is read from the queue; an
 * endpoint failing for three days is switched off by the hourly job; a receiver that never answers
 * times out (its timer fired by the test); and one bad event of a batch costs only itself.
 */
import { createServer, type IncomingHttpHeaders, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import {
  WEBHOOK_RETRY_DELAYS_SECONDS,
  addDaysIso,
  addMonthsIso,
  monthOfIso,
  todayIso,
  webhookEventDataSchemas,
  webhookEventTypes,
  webhookListResponseSchema,
  type DevMail,
  type Lead,
  type WebhookEventType,
} from '@bu/contracts';
import { createTestContext, watchJobs, type TestContext } from '../../../test/helpers';
import { createMemberUser, createProviderUser, seminarPayload, type TestUser } from '../../../test/factories';
import { insertSeminar, inquiry, postInquiry } from '../../../test/lead-factories';
import { eventually } from '../../../test/services';
import {
  boostBookings,
  providerRecognitions,
  webhookAttempts,
  webhookEndpoints,
  webhookMessages,
} from '../../db/schema/index';
import { RECOGNITION_REMINDER_JOB } from '../recognitions';
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
/** Paths whose requests are held open, never answered (until the test ends them). */
const holding = new Set<string>();
const held: ServerResponse[] = [];

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

/** The mail to `to` whose subject matches, once the mail job has delivered it. */
async function mailAbout(to: string, subject: RegExp) {
  let found: DevMail | undefined;
  await eventually(`a mail to ${to} about ${subject}`, async () => {
    const res = await ctx.app.inject(`/api/dev/mailbox?to=${encodeURIComponent(to)}`);
    found = (res.json().messages as DevMail[]).find((mail) => subject.test(mail.subject));
    return found !== undefined;
  });
  return found!;
}

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
      if (holding.has(path)) return void held.push(res);
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
  for (const res of held) res.end();
  receiver?.closeAllConnections();
  await new Promise((resolve) => receiver?.close(resolve));
});
// Each test starts at the real time (a test may move the clock): the receiver's library checks it.
beforeEach(() => {
  now = new Date();
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
    const test = await call('POST', `/settings/webhooks/${own.id}/test`, alice, {});
    expect(test.statusCode, test.body).toBe(200);
    const messageId = test.json().messageId as string;
    for (const [method, path, payload] of [
      ['PUT', '', { description: 'taken over' }],
      ['DELETE', '', undefined],
      ['POST', '/test', {}],
      ['POST', '/rotate-secret', {}],
      ['GET', '/deliveries', undefined],
      ['POST', `/deliveries/${messageId}/resend`, {}],
    ] as const) {
      const res = await call(method, `/settings/webhooks/${own.id}${path}`, bob, payload);
      expect(res.statusCode, `${method} ${path}`).toBe(404);
      expect(res.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    }
    // Nor through an endpoint of one's own: the message is not one of its messages.
    const bobs = await createEndpoint('/bobs', ['invoice.issued'], bob);
    const resend = await call('POST', `/settings/webhooks/${bobs.id}/deliveries/${messageId}/resend`, bob, {});
    expect(resend.statusCode, resend.body).toBe(404);
    expect(resend.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    await eventually('the test message', async () => at('/own').length === 1);
    expect(at('/bobs')).toHaveLength(0);
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
    const mail = await mailAbout(alice.email, /Webhook/);
    expect(mail.text).toContain(`${base}/down`);
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

    expect(await ctx.app.webhooks.maintain()).toMatchObject({ pruned: 1 });
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

/** The event's `data` as the contracts' schema for its type has it: nothing missing, nothing beside it. */
function expectContractData(type: WebhookEventType, data: unknown) {
  expect(webhookEventDataSchemas[type].parse(data), type).toEqual(data);
}

/** The one delivery at `path`, verified with the endpoint's secret, of type `type` and data as the contract says. */
async function deliveredAt(path: string, secret: string, type: WebhookEventType, count = 1) {
  await eventually(`the ${type} delivery at ${path}`, async () => at(path).length >= count);
  const payload = verified(secret, at(path)[count - 1]!);
  expect(payload.type).toBe(type);
  expectContractData(type, payload.data);
  return payload.data;
}

const createLead = async (user: TestUser, seminar: string, fields: Record<string, unknown> = {}) => {
  const res = await call('POST', '/leads', user, {
    firstName: 'Lena',
    lastName: 'Test',
    email: `lena.${Math.random().toString(36).slice(2)}@example.org`,
    seminarId: seminar,
    stage: 'new',
    ...fields,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().lead as Lead;
};

describe('every event of the catalogue', () => {
  let carl: TestUser;
  beforeAll(async () => {
    carl = await createProviderUser(ctx.database.db, { firstName: 'Carl' });
  });

  it('sends seminar.updated when a published seminar is edited', async () => {
    const endpoint = await createEndpoint('/seminar-updated', ['seminar.updated'], carl);
    const added = await call('POST', '/seminars/add', carl, { Status: 'SHOW', ...seminarPayload() });
    expect(added.statusCode, added.body).toBe(201);
    const seminarId = added.json().seminarId as string;
    const edited = await call('POST', '/seminars/edit', carl, { seminarId, title: 'Rhetorik für Fortgeschrittene' });
    expect(edited.statusCode, edited.body).toBe(200);
    const data = await deliveredAt('/seminar-updated', endpoint.secret, 'seminar.updated');
    expect(data).toMatchObject({ id: seminarId, title: 'Rhetorik für Fortgeschrittene', status: 'online' });
    // Publishing was not subscribed to: the edit is the only message.
    expect(
      await ctx.database.db.select().from(webhookMessages).where(eq(webhookMessages.endpointId, endpoint.id)),
    ).toHaveLength(1);
  });

  it('sends recognition.expiring from the reminder job', async () => {
    const endpoint = await createEndpoint('/recognition', ['recognition.expiring'], carl);
    const validUntil = addDaysIso(todayIso(now), 30);
    await ctx.database.db
      .insert(providerRecognitions)
      .values({ providerId: carl.providerId, state: 'HH', number: 'HH-AN-4711', validUntil });
    await ctx.app.jobs.send(RECOGNITION_REMINDER_JOB, {});
    const data = await deliveredAt('/recognition', endpoint.secret, 'recognition.expiring');
    expect(data).toEqual({ seminarId: null, seminarTitle: null, state: 'HH', number: 'HH-AN-4711', validUntil });
  });

  it('sends boost.started on a boost’s first day and boost.ended after its last, from the periodic job', async () => {
    const endpoint = await createEndpoint('/boosts', ['boost.started', 'boost.ended'], carl);
    const today = todayIso(now);
    const booking = async (startsOn: string, days: number) => {
      const seminarId = await insertSeminar(ctx.database.db, carl, {
        startDate: addDaysIso(today, 50),
        endDate: addDaysIso(today, 52),
      });
      const [row] = await ctx.database.db
        .insert(boostBookings)
        .values({
          providerId: carl.providerId,
          seminarId,
          status: 'confirmed',
          days,
          startsOn,
          endsOn: addDaysIso(startsOn, days - 1),
          pricePerDayCents: 500,
          amountCents: days * 500,
          confirmedAt: now,
        })
        .returning();
      return row!.id;
    };
    const running = await booking(today, 3);
    const over = await booking(addDaysIso(today, -10), 5);
    await ctx.app.webhooks.maintain();
    await eventually('both boost deliveries', async () => at('/boosts').length === 2);
    const payloads = at('/boosts').map((r) => verified(endpoint.secret, r));
    for (const payload of payloads) expectContractData(payload.type as WebhookEventType, payload.data);
    expect(payloads.map((p) => [p.type, p.data.id]).sort()).toEqual(
      [
        ['boost.ended', over],
        ['boost.started', running],
      ].sort(),
    );
  });

  it('sends invoice.issued when the month’s invoice is issued', async () => {
    const endpoint = await createEndpoint('/invoice', ['invoice.issued'], carl);
    const month = addMonthsIso(monthOfIso(todayIso(now)), -1);
    const seminarId = await insertSeminar(ctx.database.db, carl, {
      startDate: addDaysIso(todayIso(now), 50),
      endDate: addDaysIso(todayIso(now), 52),
    });
    await ctx.database.db.insert(boostBookings).values({
      providerId: carl.providerId,
      seminarId,
      status: 'confirmed',
      days: 2,
      startsOn: `${month}-10`,
      endsOn: `${month}-11`,
      pricePerDayCents: 500,
      amountCents: 1000,
      confirmedAt: now,
    });
    const { issued } = await ctx.app.invoiceIssuer.issueMonth(month);
    expect(issued).toHaveLength(1);
    const data = await deliveredAt('/invoice', endpoint.secret, 'invoice.issued');
    expect(data).toMatchObject({ number: issued[0], kind: 'invoice', period: month });
  });
});

describe('lead.updated', () => {
  let jan: TestUser;
  let seminar: string;
  let endpoint: { id: string; secret: string };
  beforeAll(async () => {
    jan = await createProviderUser(ctx.database.db, { firstName: 'Jan' });
    seminar = await insertSeminar(ctx.database.db, jan, { maxParticipants: 1 });
    endpoint = await createEndpoint('/jan-leads', ['lead.updated'], jan);
  });
  const updates = () => at('/jan-leads').map((r) => verified(endpoint.secret, r).data as Lead);

  it('comes from the API too (PUT /v1/leads/:id)', async () => {
    const lead = await createLead(jan, seminar);
    const key = await call('POST', '/settings/api-keys', jan, { name: 'CRM', scopes: ['leads:write'] });
    expect(key.statusCode, key.body).toBe(201);
    const res = await ctx.app.inject({
      method: 'PUT',
      url: `/api/v1/leads/${lead.id}`,
      headers: { authorization: `Bearer ${key.json().apiKey}` },
      payload: { stage: 'open', notes: 'Ruft zurück' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const data = await deliveredAt('/jan-leads', endpoint.secret, 'lead.updated');
    expect(data).toMatchObject({ id: lead.id, stage: 'open', notes: 'Ruft zurück' });
  });

  it('comes for each lead behind one that leaves the waitlist, as it moves up', async () => {
    const before = at('/jan-leads').length;
    await createLead(jan, seminar, { stage: 'booked' });
    const first = await createLead(jan, seminar, { stage: 'booked' });
    const second = await createLead(jan, seminar, { stage: 'booked' });
    expect([first.waitlistPosition, second.waitlistPosition]).toEqual([1, 2]);
    const archived = await call('PUT', `/leads/${first.id}`, jan, { stage: 'archived' });
    expect(archived.statusCode, archived.body).toBe(200);
    await eventually('both updates', async () => at('/jan-leads').length === before + 2);
    const sent = updates().slice(before);
    for (const lead of sent) expectContractData('lead.updated', lead);
    const byId = (a: unknown[], b: unknown[]) => String(a[0]).localeCompare(String(b[0]));
    expect(sent.map((l) => [l.id, l.stage, l.waitlistPosition]).sort(byId)).toEqual(
      [
        [first.id, 'archived', null],
        [second.id, 'waiting', 1],
      ].sort(byId),
    );
  });

  it('comes for each lead that loses its owner when the owner leaves the team', async () => {
    const before = at('/jan-leads').length;
    const leaving = await createMemberUser(ctx.database.db, jan.providerId, { firstName: 'Lotte' });
    const owned = await createLead(jan, seminar, { ownerId: leaving.userId });
    const removed = await call('DELETE', `/settings/team/${leaving.userId}`, jan);
    expect(removed.statusCode, removed.body).toBe(200);
    await eventually('the update', async () => at('/jan-leads').length === before + 1);
    const [sent] = updates().slice(before);
    expectContractData('lead.updated', sent);
    expect(sent).toMatchObject({ id: owned.id, ownerId: null, owner: null });
  });
});

describe('providers apart', () => {
  it('never sends one provider’s events to another provider’s endpoint', async () => {
    const dana = await createProviderUser(ctx.database.db, { firstName: 'Dana' });
    const erik = await createProviderUser(ctx.database.db, { firstName: 'Erik' });
    const everything = [...webhookEventTypes];
    const danas = await createEndpoint('/dana-all', everything, dana);
    const eriks = await createEndpoint('/erik-all', everything, erik);
    const seminar = await insertSeminar(ctx.database.db, dana, { title: 'Watt und Wandel' });

    expect((await postInquiry(ctx.app, seminar, inquiry({ email: 'ole@example.org' }))).statusCode).toBe(201);
    expect((await postInquiry(ctx.app, seminar, inquiry({ email: 'ole@example.org' }))).statusCode).toBe(201);
    const lead = await createLead(dana, seminar);
    expect((await call('PUT', `/leads/${lead.id}`, dana, { stage: 'open' })).statusCode).toBe(200);
    const added = await call('POST', '/seminars/add', dana, { Status: 'SHOW', ...seminarPayload() });
    expect(added.statusCode, added.body).toBe(201);
    const edited = await call('POST', '/seminars/edit', dana, { seminarId: added.json().seminarId, title: 'Neu' });
    expect(edited.statusCode, edited.body).toBe(200);

    const types = [
      'lead.created',
      'conversation.message_received',
      'lead.created',
      'lead.updated',
      'seminar.published',
      'seminar.updated',
    ];
    await eventually('Dana’s deliveries', async () => at('/dana-all').length === types.length);
    expect(
      at('/dana-all')
        .map((r) => verified(danas.secret, r).type)
        .sort(),
    ).toEqual(types.sort());
    // Every message was written when its event was: Erik's endpoint has none, and received none.
    expect(
      await ctx.database.db.select().from(webhookMessages).where(eq(webhookMessages.endpointId, eriks.id)),
    ).toEqual([]);
    expect(at('/erik-all')).toEqual([]);
  });
});

/** The deliver job's wait (seconds) before it may run, as the queue scheduled it. */
async function scheduledWait(jobId: string): Promise<number> {
  const { rows } = await ctx.database.executeSql(
    `SELECT extract(epoch FROM start_after - created_on)::float AS wait FROM pgboss.job WHERE id = $1`,
    [jobId],
  );
  return Math.round((rows as { wait: number }[])[0]!.wait);
}

/**
 * A lead.created for `user` to an endpoint at `path` whose receiver answers 500 to every attempt,
 * each retry let run at once (its wait moved forward) after reading the wait the queue scheduled:
 * answers those waits and the `webhook-id` of every attempt, once the message has failed for good.
 */
async function failEveryAttempt(user: TestUser, path: string) {
  answers.set(path, 500);
  const endpoint = await createEndpoint(path, ['lead.created'], user);
  const seminar = await insertSeminar(ctx.database.db, user);
  const jobs = watchJobs(ctx);
  try {
    await createLead(user, seminar);
    await eventually('the first attempt', async () => at(path).length === 1);
    const messageId = String(at(path)[0]!.headers['webhook-id']);
    /** This message's deliver jobs, by their index among all deliver jobs queued. */
    const queued = () =>
      jobs
        .sent(WEBHOOK_DELIVER_JOB)
        .map((job, index) => ({ index, messageId: (job.data as { messageId: string }).messageId }))
        .filter((job) => job.messageId === messageId);
    const waits: number[] = [];
    for (let attempt = 2; attempt <= 8; attempt++) {
      await eventually(`attempt ${attempt} to be queued`, async () => queued().length === attempt);
      const jobId = await jobs.idOf(WEBHOOK_DELIVER_JOB, queued()[attempt - 1]!.index);
      waits.push(await scheduledWait(jobId));
      await ctx.database.executeSql(`UPDATE pgboss.job SET start_after = now() WHERE id = $1`, [jobId]);
      await eventually(`attempt ${attempt}`, async () => at(path).length === attempt);
    }
    await eventually('the message to fail for good', async () => {
      const [message] = await ctx.database.db.select().from(webhookMessages).where(eq(webhookMessages.id, messageId));
      return message!.status === 'failed';
    });
    const [message] = await ctx.database.db.select().from(webhookMessages).where(eq(webhookMessages.id, messageId));
    expect(message).toMatchObject({ attempts: 8, status: 'failed' });
    expect(queued()).toHaveLength(8);
    return { endpoint, messageId, waits, ids: at(path).map((r) => String(r.headers['webhook-id'])) };
  } finally {
    jobs.restore();
  }
}

describe('retries and switching off', () => {
  it('tries a message eight times on Svix’s schedule, each with the same webhook-id', async () => {
    const fay = await createProviderUser(ctx.database.db, { firstName: 'Fay' });
    const { endpoint, messageId, waits, ids } = await failEveryAttempt(fay, '/schedule');
    // Immediately, then after 5 s, 5 min, 30 min, 2 h, 5 h, 10 h and 10 h.
    expect(waits).toEqual([5, 5 * 60, 30 * 60, 2 * 3600, 5 * 3600, 10 * 3600, 10 * 3600]);
    expect(ids).toEqual(Array(8).fill(messageId));
    for (const r of at('/schedule')) expect(verified(endpoint.secret, r).type).toBe('lead.created');
    const log = (await call('GET', `/settings/webhooks/${endpoint.id}/deliveries`, fay)).json();
    expect(log.attempts.map((a: { attempt: number }) => a.attempt)).toEqual([8, 7, 6, 5, 4, 3, 2, 1]);
    expect(log.attempts.every((a: { statusCode: number }) => a.statusCode === 500)).toBe(true);
  });

  it('switches off an endpoint that failed for three days though its last retry was a day before', async () => {
    const gil = await createProviderUser(ctx.database.db, { firstName: 'Gil' });
    const { endpoint } = await failEveryAttempt(gil, '/quiet');
    const state = async () =>
      (await ctx.database.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, endpoint.id)))[0]!;
    const failingSince = (await state()).failingSince!;
    const mailed = vi.spyOn(ctx.app.mailer, 'send');
    try {
      // No attempt comes any more: the hourly job is what looks.
      now = new Date(failingSince.getTime() + 72 * 3600_000 - 60_000);
      await ctx.app.webhooks.maintain();
      expect(await state()).toMatchObject({ enabled: true, disabledReason: null });
      now = new Date(failingSince.getTime() + 72 * 3600_000 + 60_000);
      await ctx.app.webhooks.maintain();
      expect(await state()).toMatchObject({ enabled: false, disabledReason: 'failing' });
      const mail = await mailAbout(gil.email, /Webhook/);
      expect(mail.text).toContain(`${base}/quiet`);
      // Once: the next hour does not mail again.
      await ctx.app.webhooks.maintain();
      expect(mailed.mock.calls.filter(([to]) => to === gil.email)).toHaveLength(1);
    } finally {
      mailed.mockRestore();
    }
  });

  it('gives a receiver 10 seconds: one that never answers is a timeout, tried again', async () => {
    const hal = await createProviderUser(ctx.database.db, { firstName: 'Hal' });
    holding.add('/hold');
    const endpoint = await createEndpoint('/hold', ['lead.created'], hal);
    // The delivery's own timer is held, to be fired by the test; every other timer runs as ever.
    const timers: { ms: number | undefined; fire: () => void }[] = [];
    const realSetTimeout = globalThis.setTimeout;
    const spy = vi.spyOn(globalThis, 'setTimeout').mockImplementation(((
      fn: (...args: unknown[]) => void,
      ms?: number,
      ...args: unknown[]
    ) => {
      if (!new Error().stack?.includes('webhooks/address')) return realSetTimeout(fn, ms, ...args);
      timers.push({ ms, fire: () => fn(...args) });
      return { ref: () => undefined, unref: () => undefined, hasRef: () => false } as unknown as NodeJS.Timeout;
    }) as typeof setTimeout);
    try {
      const seminar = await insertSeminar(ctx.database.db, hal);
      await createLead(hal, seminar);
      await eventually('the held request', async () => at('/hold').length === 1 && timers.length === 1);
      expect(timers[0]!.ms).toBe(10_000);
      const messageId = String(at('/hold')[0]!.headers['webhook-id']);
      const message = async () =>
        (await ctx.database.db.select().from(webhookMessages).where(eq(webhookMessages.id, messageId)))[0]!;
      // The receiver holds the request: the attempt is still waiting for its answer.
      expect(await message()).toMatchObject({ status: 'pending', attempts: 0 });
      timers[0]!.fire();
      await eventually('the attempt to end', async () => (await message()).attempts === 1);
      expect(await message()).toMatchObject({ status: 'pending', attempts: 1 });
      const log = (await call('GET', `/settings/webhooks/${endpoint.id}/deliveries`, hal)).json();
      expect(log.attempts).toEqual([
        expect.objectContaining({ attempt: 1, status: 'failed', statusCode: null, error: 'timeout' }),
      ]);
    } finally {
      spy.mockRestore();
      for (const res of held.splice(0)) res.end();
      holding.delete('/hold');
      await call('DELETE', `/settings/webhooks/${endpoint.id}`, hal);
    }
  });
});

describe('a batch of events', () => {
  it('sends every item it can: one that fails to load, to parse or to be queued costs only itself', async () => {
    const ivy = await createProviderUser(ctx.database.db, { firstName: 'Ivy' });
    const endpoint = await createEndpoint('/batch', ['lead.updated'], ivy);
    const seminar = await insertSeminar(ctx.database.db, ivy);
    const first = await createLead(ivy, seminar, { firstName: 'Erste' });
    const second = await createLead(ivy, seminar, { firstName: 'Zweite' });
    const send = ctx.app.jobs.send.bind(ctx.app.jobs);
    let refused = 0;
    const spy = vi.spyOn(ctx.app.jobs, 'send').mockImplementation(async (name, data, options) => {
      if (name === WEBHOOK_DELIVER_JOB && refused++ === 0) throw new Error('queue unavailable');
      return send(name, data, options);
    });
    try {
      await ctx.app.webhooks.emitEach(ivy.providerId, 'lead.updated', [
        { ...first, firstName: 'Nicht gequeued' },
        async () => {
          throw new Error('not loadable');
        },
        { id: 42 } as unknown as Lead,
        first,
        async () => second,
      ]);
    } finally {
      spy.mockRestore();
    }
    expect(refused).toBeGreaterThan(1);
    await eventually('both deliveries', async () => at('/batch').length === 2);
    expect(
      at('/batch')
        .map((r) => (verified(endpoint.secret, r).data as Lead).firstName)
        .sort(),
    ).toEqual(['Erste', 'Zweite']);
    // Only what was queued is kept: the message whose job was refused is gone.
    const messages = await ctx.database.db
      .select()
      .from(webhookMessages)
      .where(eq(webhookMessages.endpointId, endpoint.id));
    expect(messages).toHaveLength(2);
  });
});
