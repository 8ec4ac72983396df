/**
 * Messages by rule (issue 46 point 5), each trigger and audience against a controlled clock: on
 * booking (also a booking weeks later), before the notice deadline (with the papers, and without
 * the employer letter where the recognition cannot back it), after the end to all participants
 * (the waitlist too). A mail that cannot be queued gives its claim back and the run goes on with
 * the others; the next run sends it, once.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { messageRulePreviewResponseSchema, type LeadEvent, type MessageRuleInput } from '@bu/contracts';
import { createTestContext, waitForMail, type TestContext } from '../../../test/helpers';
import { createProviderUser, type TestUser } from '../../../test/factories';
import { insertSeminar } from '../../../test/lead-factories';
import { leadEvents, leads, messageRuleSends, seminarRecognitions, seminars } from '../../db/schema/index';

let ctx: TestContext;
let carol: TestUser;
let dora: TestUser;
// Monday 1 March 2027; the seminar runs Monday 3 to Friday 7 May (Hamburg and Schleswig-Holstein:
// tell the employer six weeks before, by 22 March).
let now = new Date('2027-03-01T08:00:00Z');
let seminarId: string;
const people: Record<string, string> = {};
const rules: Record<string, string> = {};

const auth = (user: TestUser) => ({ authorization: `Bearer ${user.token}` });
const call = (method: 'GET' | 'POST' | 'PUT', url: string, user: TestUser, payload?: object) =>
  ctx.app.inject({ method, url: `/api${url}`, headers: auth(user), ...(payload && { payload }) });

const rule = (overrides: Partial<MessageRuleInput>): MessageRuleInput => ({
  trigger: 'before_start',
  offsetDays: 0,
  audience: 'booked',
  subject: { de: 'Betreff', en: 'Subject' },
  body: { de: 'Guten Tag {{firstName}}, {{seminarTitle}} am {{startDate}}.', en: 'Dear {{firstName}}.' },
  attach: [],
  enabled: true,
  ...overrides,
});

async function createRule(key: string, input: MessageRuleInput, user = carol) {
  const res = await call('POST', '/settings/message-rules', user, input);
  expect(res.statusCode, res.body).toBe(201);
  rules[key] = res.json().rule.id as string;
}

async function addLead(firstName: string, state: string, language: 'de' | 'en', user = carol, seminar = seminarId) {
  const res = await call('POST', '/leads', user, {
    firstName,
    lastName: 'Test',
    email: `${firstName.toLowerCase()}@example.org`,
    seminarId: seminar,
    stage: 'booked',
    state,
  });
  expect(res.statusCode, res.body).toBe(201);
  const id = res.json().lead.id as string;
  await ctx.database.db.update(leads).set({ language }).where(eq(leads.id, id));
  await happenedNow(id);
  people[firstName] = id;
  return id;
}

/** The lead's creation and stage changes as of the test's clock (the database stamps its own time). */
async function happenedNow(leadId: string) {
  await ctx.database.db.update(leads).set({ createdAt: now }).where(eq(leads.id, leadId));
  await ctx.database.db.update(leadEvents).set({ createdAt: now }).where(eq(leadEvents.leadId, leadId));
}

async function preview(key: string) {
  const res = await call('GET', `/settings/message-rules/${rules[key]}/preview`, carol);
  expect(res.statusCode, res.body).toBe(200);
  return messageRulePreviewResponseSchema
    .parse(res.json())
    .participants.map((p) => [p.firstName, p.status, p.dueDate] as const);
}

const sendsOf = (key: string) =>
  ctx.database.db.select().from(messageRuleSends).where(eq(messageRuleSends.ruleId, rules[key]!));

const mailsTo = async (firstName: string) =>
  (
    await ctx.app.inject({
      method: 'GET',
      url: `/api/dev/mailbox?to=${encodeURIComponent(`${firstName.toLowerCase()}@example.org`)}`,
    })
  ).json().messages as { subject: string; attachments: { filename: string }[] }[];

beforeAll(async () => {
  ctx = await createTestContext({}, { clock: () => now });
  carol = await createProviderUser(ctx.database.db, { firstName: 'Carol' });
  dora = await createProviderUser(ctx.database.db, { firstName: 'Dora' });
  seminarId = await insertSeminar(ctx.database.db, carol, {
    title: 'Watt und Klima',
    startDate: '2027-05-03',
    endDate: '2027-05-07',
    maxParticipants: 3,
  });
  // Recognised in Hamburg only: Sven (Schleswig-Holstein) has no recognition his papers could name.
  await ctx.database.db.insert(seminarRecognitions).values({
    seminarId,
    state: 'HH',
    number: 'HH-2027-311',
    authority: 'Behörde für Schule und Berufsbildung',
    validFrom: '2027-01-01',
    validUntil: '2027-12-31',
  });
  await addLead('Hanna', 'HH', 'de');
  await addLead('Sven', 'SH', 'en');
  // Bavaria has no law: no notice deadline.
  await addLead('Bernd', 'BY', 'de');
  // The seminar is full: Wilma waits.
  await addLead('Wilma', 'HH', 'de');
  // Another provider, whose rule is due on the day Carol's mail fails.
  const other = await insertSeminar(ctx.database.db, dora, {
    title: 'Dünen',
    startDate: '2027-05-10',
    endDate: '2027-05-11',
  });
  await addLead('Dieter', 'HH', 'de', dora, other);
}, 300_000);
afterAll(async () => ctx?.close());

describe('on booking', () => {
  it('mails the booked on the day of their booking, not the waitlist', async () => {
    const wilma = (await ctx.database.db.select().from(leads).where(eq(leads.id, people.Wilma!)))[0]!;
    expect([wilma.stage, wilma.waitlistPosition]).toEqual(['waiting', 1]);
    await createRule('welcome', rule({ trigger: 'on_booking', subject: { de: 'Willkommen', en: 'Welcome' } }));
    await createRule(
      'notice',
      rule({
        trigger: 'before_notice_deadline',
        offsetDays: 7,
        attach: ['registration-confirmation', 'employer-letter'],
        subject: { de: 'Frist für den Antrag', en: 'Deadline for your leave request' },
      }),
    );
    await createRule(
      'thanks',
      rule({
        trigger: 'after_end',
        offsetDays: 1,
        audience: 'all_participants',
        subject: { de: 'Danke', en: 'Thanks' },
      }),
    );
    expect(await ctx.app.messageRuleService.run()).toBe(3);
    expect(await preview('welcome')).toEqual([
      ['Bernd', 'sent', '2027-03-01'],
      ['Hanna', 'sent', '2027-03-01'],
      ['Sven', 'sent', '2027-03-01'],
    ]);
    expect((await mailsTo('Sven')).map((m) => m.subject)).toEqual(['Welcome']);
  });

  it('mails a participant booked weeks later on that day', async () => {
    now = new Date('2027-03-03T09:00:00Z');
    await ctx.database.db.update(seminars).set({ maxParticipants: 4 }).where(eq(seminars.id, seminarId));
    const res = await call('PUT', `/leads/${people.Wilma}`, carol, { stage: 'booked' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().lead.stage).toBe('booked');
    await happenedNow(people.Wilma!);
    // Full again: Walter waits.
    await addLead('Walter', 'HH', 'de');
    expect(await ctx.app.messageRuleService.run()).toBe(1);
    expect((await preview('welcome')).find(([name]) => name === 'Wilma')).toEqual(['Wilma', 'sent', '2027-03-03']);
    expect(await ctx.app.messageRuleService.run()).toBe(0);
  });
});

describe('before the notice deadline', () => {
  it('waits for its day; without a deadline (no law) it never comes', async () => {
    expect(await preview('notice')).toEqual([
      ['Bernd', 'missed', null],
      ['Hanna', 'scheduled', '2027-03-15'],
      ['Sven', 'scheduled', '2027-03-15'],
      ['Wilma', 'scheduled', '2027-03-15'],
    ]);
  });

  it(
    'sends the papers, and to a participant whose recognition cannot back the letter, the reminder without them',
    { timeout: 120_000 },
    async () => {
      now = new Date('2027-03-15T06:00:00Z');
      expect(await ctx.app.messageRuleService.run()).toBe(3);
      const [hanna] = (await waitForMail(ctx.app, 'hanna@example.org', 2, 90_000)).filter(
        (m) => m.subject === 'Frist für den Antrag',
      );
      expect(hanna!.attachments.map((a) => a.filename)).toEqual([
        expect.stringMatching(/^Anmeldebest.*\.pdf$/),
        expect.stringMatching(/^Antrag-auf-Bildungsurlaub.*\.pdf$/),
      ]);
      const sven = (await waitForMail(ctx.app, 'sven@example.org', 2)).find(
        (m) => m.subject === 'Deadline for your leave request',
      )!;
      expect(sven.attachments).toEqual([]);
      // The lead's history says what the mail went without, the log why.
      const detail = await call('GET', `/leads/${people.Sven}`, carol);
      const events = detail.json().events as LeadEvent[];
      expect(events.find((e) => e.kind === 'rule_mail' && e.to === 'Deadline for your leave request')).toMatchObject({
        from: 'registration-confirmation,employer-letter',
        user: null,
      });
      const sends = await sendsOf('notice');
      expect(sends.map((s) => [s.leadId, s.status, s.reason]).sort()).toEqual(
        [
          [people.Hanna, 'sent', null],
          [people.Sven, 'sent', 'RECOGNITION_MISSING'],
          [people.Wilma, 'sent', null],
        ].sort(),
      );
    },
  );
});

describe('after the end, to all participants', () => {
  it('reaches the waitlist too, and a mail that cannot be queued goes out on the next run, once', async () => {
    expect((await preview('thanks')).map(([name, status, due]) => [name, status, due])).toEqual([
      ['Bernd', 'scheduled', '2027-05-08'],
      ['Hanna', 'scheduled', '2027-05-08'],
      ['Sven', 'scheduled', '2027-05-08'],
      ['Walter', 'scheduled', '2027-05-08'],
      ['Wilma', 'scheduled', '2027-05-08'],
    ]);
    await createRule('dunes', rule({ offsetDays: 2, subject: { de: 'Dünen', en: 'Dunes' } }), dora);

    now = new Date('2027-05-08T06:00:00Z');
    const send = ctx.app.mailer.send.bind(ctx.app.mailer);
    const failing = vi
      .spyOn(ctx.app.mailer, 'send')
      .mockImplementation((to, content, options) =>
        to === 'wilma@example.org' ? Promise.reject(new Error('mail queue away')) : send(to, content, options),
      );
    try {
      // Four of Carol's five, and Dora's one, whichever provider comes first.
      expect(await ctx.app.messageRuleService.run()).toBe(5);
    } finally {
      failing.mockRestore();
    }
    expect((await waitForMail(ctx.app, 'dieter@example.org')).map((m) => m.subject)).toEqual(['Dünen']);
    expect((await waitForMail(ctx.app, 'walter@example.org')).map((m) => m.subject)).toEqual(['Danke']);
    // Not claimed, not shown as sent: due again.
    expect(
      await ctx.database.db
        .select()
        .from(messageRuleSends)
        .where(and(eq(messageRuleSends.ruleId, rules.thanks!), eq(messageRuleSends.leadId, people.Wilma!))),
    ).toEqual([]);
    expect((await preview('thanks')).find(([name]) => name === 'Wilma')).toEqual(['Wilma', 'due', '2027-05-08']);

    expect(await ctx.app.messageRuleService.run()).toBe(1);
    expect(await ctx.app.messageRuleService.run()).toBe(0);
    expect((await sendsOf('thanks')).map((s) => s.status)).toEqual(['sent', 'sent', 'sent', 'sent', 'sent']);
    expect((await waitForMail(ctx.app, 'wilma@example.org', 3)).filter((m) => m.subject === 'Danke')).toHaveLength(1);
  });
});
