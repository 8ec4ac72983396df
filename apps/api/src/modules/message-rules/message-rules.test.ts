/**
 * Messages by rule (issue 46 point 5), against a controlled clock: a rule mails each participant
 * it reaches once, on its day, in the participant's language, with the conversation's Reply-To
 * and the documents it attaches; a rerun, two runs at once and a restart send nothing twice; an
 * opted-out participant gets nothing; a certificate that cannot be issued yet skips the participant
 * with the reason in the log, a document the recognition cannot back is left out; another
 * provider's rules are 404. triggers.test.ts takes each trigger and audience, and failed sends.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { messageRuleListResponseSchema, messageRulePreviewResponseSchema, type MessageRuleInput } from '@bu/contracts';
import { createTestContext, keyFrom, waitForMail, type TestContext } from '../../../test/helpers';
import { createMemberUser, createProviderUser, type TestUser } from '../../../test/factories';
import { insertSeminar } from '../../../test/lead-factories';
import { buildApp } from '../../app';
import { leads, messageRuleSends, messageRules, seminarRecognitions, users } from '../../db/schema/index';

let ctx: TestContext;
let alice: TestUser;
let member: TestUser;
let bob: TestUser;
let now = new Date('2027-01-04T08:00:00Z');
let seminarId: string;
const people: Record<string, string> = {};

const auth = (user: TestUser) => ({ authorization: `Bearer ${user.token}` });
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, user: TestUser | null, payload?: object) =>
  ctx.app.inject({ method, url: `/api${url}`, headers: user ? auth(user) : {}, ...(payload && { payload }) });

const rule = (overrides: Partial<MessageRuleInput> = {}): MessageRuleInput => ({
  trigger: 'before_start',
  offsetDays: 3,
  audience: 'booked',
  subject: { de: 'Anfahrt zu „{{seminarTitle}}“', en: 'Directions to “{{seminarTitle}}”' },
  body: {
    de: 'Guten Tag {{firstName}} {{lastName}},\nes beginnt am {{startDate}}.\n{{providerName}}',
    en: 'Dear {{firstName}} {{lastName}},\nit begins on {{startDate}}.\n{{providerName}}',
  },
  attach: [],
  enabled: true,
  ...overrides,
});

async function createRule(input: MessageRuleInput, user = alice) {
  const res = await call('POST', '/settings/message-rules', user, input);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().rule.id as string;
}

async function addLead(email: string, firstName: string, stage: string, language: 'de' | 'en', state = 'HH') {
  const res = await call('POST', '/leads', alice, {
    firstName,
    lastName: 'Test',
    email,
    seminarId,
    stage,
    state,
  });
  expect(res.statusCode, res.body).toBe(201);
  const id = res.json().lead.id as string;
  await ctx.database.db.update(leads).set({ language }).where(eq(leads.id, id));
  people[firstName] = id;
  return id;
}

const mailsTo = async (email: string) =>
  (await ctx.app.inject({ method: 'GET', url: `/api/dev/mailbox?to=${encodeURIComponent(email)}` })).json()
    .messages as { subject: string; text: string; replyTo: string | null; attachments: { filename: string }[] }[];

beforeAll(async () => {
  ctx = await createTestContext(
    { INBOUND_MAIL_DOMAIN: 'reply.example.org', INBOUND_MAILGUN_SIGNING_KEY: 'test-signing-key' },
    { clock: () => now },
  );
  alice = await createProviderUser(ctx.database.db, { firstName: 'Alice' });
  member = await createMemberUser(ctx.database.db, alice.providerId, { firstName: 'Mia' });
  bob = await createProviderUser(ctx.database.db, { firstName: 'Bob' });
  seminarId = await insertSeminar(ctx.database.db, alice, {
    title: 'Klimawandel im Wattenmeer',
    startDate: '2027-01-14',
    endDate: '2027-01-15',
    maxParticipants: 3,
  });
  // Recognised in Hamburg (Anna, Wanda), not in Lower Saxony (Emma): her documents cannot be issued.
  await ctx.database.db.insert(seminarRecognitions).values({
    seminarId,
    state: 'HH',
    number: 'HH-2026-117',
    authority: 'Behörde für Schule und Berufsbildung',
    validFrom: '2026-01-01',
    validUntil: '2027-12-31',
  });
  await addLead('anna@example.org', 'Anna', 'booked', 'de');
  await addLead('emma@example.org', 'Emma', 'booked', 'en', 'NI');
  await addLead('wanda@example.org', 'Wanda', 'booked', 'de');
}, 300_000);
afterAll(async () => ctx?.close());

describe('the rules screen’s calls', () => {
  it('validates a rule field by field, in the caller’s language', async () => {
    const res = await call(
      'POST',
      '/settings/message-rules',
      alice,
      rule({
        trigger: 'on_booking',
        audience: 'waitlist',
        body: { de: 'Hallo {{vorname}}', en: 'Hi {{firstName}}' },
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      success: false,
      code: 'VALIDATION_FAILED',
      fieldErrors: { audience: 'messageRuleAudienceTrigger', 'body.de': 'messageRuleVariableUnknown' },
    });
    const offer = await call(
      'POST',
      '/settings/message-rules',
      alice,
      rule({ trigger: 'on_waitlist_offer', audience: 'waitlist', offsetDays: 2 }),
    );
    expect(offer.json().fieldErrors).toEqual({ offsetDays: 'messageRuleOffsetOnEvent' });
  });

  it('is for admins; another provider’s rule is not found', async () => {
    expect((await call('GET', '/settings/message-rules', member)).statusCode).toBe(403);
    const id = await createRule(rule({ enabled: false }));
    for (const [method, url] of [
      ['PUT', `/settings/message-rules/${id}`],
      ['DELETE', `/settings/message-rules/${id}`],
      ['GET', `/settings/message-rules/${id}/preview`],
    ] as const) {
      const res = await call(method, url, bob, method === 'PUT' ? rule() : undefined);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    const bobs = messageRuleListResponseSchema.parse((await call('GET', '/settings/message-rules', bob)).json());
    expect(bobs.rules.map((r) => r.id)).not.toContain(id);
    expect((await call('DELETE', `/settings/message-rules/${id}`, alice)).statusCode).toBe(200);
  });
});

describe('a rule three days before the start', () => {
  let ruleId: string;

  it('waits for its day, and the preview says when', async () => {
    ruleId = await createRule(rule());
    expect(await ctx.app.messageRuleService.run()).toBe(0);
    const preview = messageRulePreviewResponseSchema.parse(
      (await call('GET', `/settings/message-rules/${ruleId}/preview`, alice)).json(),
    );
    expect(preview.participants.map((p) => [p.firstName, p.status, p.dueDate])).toEqual([
      ['Anna', 'scheduled', '2027-01-11'],
      ['Emma', 'scheduled', '2027-01-11'],
      ['Wanda', 'scheduled', '2027-01-11'],
    ]);
    const emma = preview.participants.find((p) => p.firstName === 'Emma')!;
    expect(emma.subject).toBe('Directions to “Klimawandel im Wattenmeer”');
    expect(emma.text).toContain('it begins on 14/01/2027');
  });

  it('mails each participant once on its day, in their language, answering into the conversation', async () => {
    now = new Date('2027-01-11T06:00:00Z');
    expect(await ctx.app.messageRuleService.run()).toBe(3);
    const [anna] = await waitForMail(ctx.app, 'anna@example.org');
    expect(anna!.subject).toBe('Anfahrt zu „Klimawandel im Wattenmeer“');
    expect(anna!.text).toContain('Guten Tag Anna Test,\nes beginnt am 14.01.2027.');
    expect(anna!.replyTo).toMatch(/^reply\+[0-9a-f]{56}@reply\.example\.org$/);
    const [emma] = await waitForMail(ctx.app, 'emma@example.org');
    expect(emma!.subject).toBe('Directions to “Klimawandel im Wattenmeer”');
    expect(emma!.text).toContain('Stop receiving automatic emails');

    const detail = (await call('GET', `/leads/${people.Anna}`, alice)).json();
    expect(detail.lead.events ?? detail.events).toEqual(
      expect.arrayContaining([expect.objectContaining({ kind: 'rule_mail', to: anna!.subject })]),
    );
  });

  it('sends nothing again: not on a rerun, not from two runs at once, not after a restart', async () => {
    expect(await ctx.app.messageRuleService.run()).toBe(0);
    const both = await Promise.all([ctx.app.messageRuleService.run(), ctx.app.messageRuleService.run()]);
    expect(both).toEqual([0, 0]);
    // A second rule run twice at once: each participant once.
    const second = await createRule(rule({ offsetDays: 5, subject: { de: 'Zweite', en: 'Second' } }));
    const twice = await Promise.all([ctx.app.messageRuleService.run(), ctx.app.messageRuleService.run()]);
    expect(twice[0]! + twice[1]!).toBe(3);
    const sends = await ctx.database.db.select().from(messageRuleSends).where(eq(messageRuleSends.ruleId, second));
    expect(sends.map((s) => s.status)).toEqual(['sent', 'sent', 'sent']);

    // Another process on the same database (a restart, or a second worker) finds every send taken.
    const restarted = await buildApp({
      config: ctx.config,
      database: ctx.database,
      clock: () => now,
      pluginTimeout: 120_000,
    });
    await restarted.ready();
    try {
      expect(await restarted.messageRuleService.run()).toBe(0);
    } finally {
      await restarted.close();
    }
    await waitForMail(ctx.app, 'wanda@example.org', 2);
    expect((await mailsTo('wanda@example.org')).length).toBe(2);
  });

  it('shows what went out in the log, the provider’s own only', async () => {
    const log = (await call('GET', '/settings/message-rules/log', alice)).json();
    expect(log.entries.filter((e: { ruleId: string }) => e.ruleId === ruleId)).toHaveLength(3);
    expect(log.entries[0]).toMatchObject({ status: 'sent', seminarTitle: 'Klimawandel im Wattenmeer' });
    expect((await call('GET', '/settings/message-rules/log', bob)).json().entries).toEqual([]);
  });
});

describe('the opt-out link', () => {
  it('stops the provider’s rule mails to that address; a forged key is refused', async () => {
    const [mail] = await mailsTo('wanda@example.org');
    const key = keyFrom(mail!.text);
    expect(key).toMatch(/^[0-9a-f]{64}$/);
    const forged = await call('POST', '/public/rule-mails/opt-out', null, {
      key: `${key.slice(0, 63)}${key.endsWith('0') ? '1' : '0'}`,
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().code).toBe('LINK_INVALID');
    expect((await call('POST', '/public/rule-mails/opt-out', null, { key })).statusCode).toBe(200);

    const id = await createRule(rule({ offsetDays: 6, subject: { de: 'Dritte', en: 'Third' } }));
    expect(await ctx.app.messageRuleService.run()).toBe(2);
    const preview = (await call('GET', `/settings/message-rules/${id}/preview`, alice)).json();
    expect(preview.participants.find((p: { firstName: string }) => p.firstName === 'Wanda').status).toBe('opted_out');
  });
});

describe('attachments and the waitlist', () => {
  it('skips a participant a document cannot be issued for, naming why', async () => {
    const id = await createRule(
      rule({ offsetDays: 4, attach: ['attendance-certificate'], subject: { de: 'Zu früh', en: 'Too early' } }),
    );
    expect(await ctx.app.messageRuleService.run()).toBe(0);
    const log = (await call('GET', '/settings/message-rules/log', alice)).json();
    const skipped = log.entries.filter((e: { ruleId: string }) => e.ruleId === id);
    expect(
      skipped.map((e: { participantName: string; reason: string }) => [e.participantName, e.reason]).sort(),
    ).toEqual([
      ['Anna Test', 'SEMINAR_NOT_ENDED'],
      ['Emma Test', 'SEMINAR_NOT_ENDED'],
    ]);
  });

  // The mail carries a rendered PDF: on a loaded machine its job can take longer than a plain mail.
  it('attaches the documents a rule names, where they can be issued', { timeout: 90_000 }, async () => {
    await createRule(
      rule({ offsetDays: 7, attach: ['registration-confirmation'], subject: { de: 'Unterlagen', en: 'Papers' } }),
    );
    // Anna's confirmation names her Hamburg recognition; Emma's seminar has none for Lower Saxony:
    // her mail goes without it.
    expect(await ctx.app.messageRuleService.run()).toBe(2);
    const mails = await waitForMail(ctx.app, 'anna@example.org', 4, 60_000);
    const papers = mails.find((m) => m.subject === 'Unterlagen')!;
    expect(papers.attachments.map((a) => a.filename)).toEqual([expect.stringMatching(/\.pdf$/)]);
    const emmas = await waitForMail(ctx.app, 'emma@example.org', 3);
    expect(emmas.find((m) => m.subject === 'Papers')!.attachments).toEqual([]);
  });

  it('offers a freed place to the first on the waitlist, once', async () => {
    await addLead('walter@example.org', 'Walter', 'booked', 'de');
    const walter = (await ctx.database.db.select().from(leads).where(eq(leads.id, people.Walter!)))[0]!;
    expect(walter.stage).toBe('waiting');
    await createRule(
      rule({
        trigger: 'on_waitlist_offer',
        audience: 'waitlist',
        offsetDays: 0,
        subject: { de: 'Ein Platz ist frei', en: 'A place is free' },
      }),
    );
    expect(await ctx.app.messageRuleService.run()).toBe(0);
    const res = await call('PUT', `/leads/${people.Anna}`, alice, { stage: 'archived' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await ctx.app.messageRuleService.run()).toBe(1);
    expect(await ctx.app.messageRuleService.run()).toBe(0);
    const [offer] = await waitForMail(ctx.app, 'walter@example.org');
    expect(offer!.subject).toBe('Ein Platz ist frei');
  });
});

describe('a new provider', () => {
  it('starts with the three suggested rules, switched off', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: {
        approved: true,
        email: 'neu@bildungswerk.example',
        password: 'Lernen-am-Meer-7',
        providerName: 'Bildungswerk Neu',
        telephone: '+49 40 123456',
        street: 'Hafenstraße 1',
        postalCode: '20095',
        city: 'Hamburg',
        country: 'DE',
        firstName: 'Nele',
        lastName: 'Neu',
        language: 'de',
        acceptTerms: true,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    await waitForMail(ctx.app, 'neu@bildungswerk.example');
    const [user] = await ctx.database.db.select().from(users).where(eq(users.email, 'neu@bildungswerk.example'));
    const rules = await ctx.database.db
      .select()
      .from(messageRules)
      .where(eq(messageRules.providerId, user!.providerId));
    expect(rules.map((r) => [r.trigger, r.offsetDays, r.attach, r.enabled]).sort()).toEqual([
      ['after_end', 1, ['attendance-certificate'], false],
      ['before_notice_deadline', 7, ['registration-confirmation', 'employer-letter'], false],
      ['before_start', 3, [], false],
    ]);
  });
});
