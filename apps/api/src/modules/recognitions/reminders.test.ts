/**
 * Expiry and application reminders: the overview lists what ends within 60 days, and the daily
 * job mails the admins (each in their language) once per item and threshold — a rerun on the
 * same or the next day sends nothing new; the 14-day step mails again; members get nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { addDaysIso, overviewResponseSchema, todayIso } from '@bu/contracts';
import { createTestContext, type TestContext } from '../../../test/helpers';
import { createMemberUser, createProviderUser, seminarPayload, type TestUser } from '../../../test/factories';
import { users } from '../../db/schema/index';
import type { MailContent } from '../mail';
import { sendRecognitionReminders } from './reminders';

let ctx: TestContext;
let alice: TestUser;
let english: TestUser;
let member: TestUser;
let bob: TestUser;
const today = todayIso();
const day = (n: number) => addDaysIso(today, n);
let seminarId: string;

const auth = (user: TestUser) => ({ authorization: `Bearer ${user.token}` });
const call = (method: 'GET' | 'POST', url: string, user: TestUser, payload?: object) =>
  ctx.app.inject({ method, url: `/api${url}`, headers: auth(user), ...(payload && { payload }) });

beforeAll(async () => {
  ctx = await createTestContext();
  alice = await createProviderUser(ctx.database.db, { firstName: 'Alice' });
  english = await createProviderUser(ctx.database.db, { providerId: alice.providerId, firstName: 'Emma' });
  await ctx.database.db.update(users).set({ language: 'en' }).where(eq(users.id, english.userId));
  member = await createMemberUser(ctx.database.db, alice.providerId, { firstName: 'Mia' });
  bob = await createProviderUser(ctx.database.db, { firstName: 'Bob' });
  // A seminar in 90 days: its Hamburg recognition ends in 50 days (before the seminar — the
  // draft saves; the provider must renew), Brandenburg still to apply for (10 weeks ahead).
  const res = await call('POST', '/seminars/add', alice, {
    Status: 'DRAFT',
    ...seminarPayload({
      title: 'Klimawandel im Wattenmeer',
      startDate: day(90),
      endDate: day(94),
      recognitions: [
        { state: 'HH', number: 'HH-2026-117', validUntil: day(50) },
        { state: 'BB' },
        { state: 'NI', number: 'NI-1', validUntil: day(400) },
      ],
    }),
  });
  expect(res.statusCode, res.body).toBe(201);
  seminarId = res.json().seminarId;
  await call('POST', '/recognitions', alice, { state: 'NW', number: 'NW-T-9', validUntil: day(30) });
  await call('POST', '/recognitions', bob, { state: 'BW', number: 'BW-T-1', validUntil: day(20) });
});
afterAll(async () => ctx?.close());

describe('the overview', () => {
  it('lists recognitions ending within 60 days and applications due, the provider’s own only', async () => {
    const res = await call('GET', '/overview', alice);
    expect(res.statusCode, res.body).toBe(200);
    const body = overviewResponseSchema.parse(res.json());
    expect(body.recognitionsExpiring).toEqual([
      { seminarId: null, seminarTitle: null, state: 'NW', number: 'NW-T-9', validUntil: day(30) },
      { seminarId, seminarTitle: 'Klimawandel im Wattenmeer', state: 'HH', number: 'HH-2026-117', validUntil: day(50) },
    ]);
    expect(body.applicationsDue).toEqual([
      {
        seminarId,
        seminarTitle: 'Klimawandel im Wattenmeer',
        state: 'BB',
        startDate: day(90),
        applicationDeadline: day(20),
      },
    ]);
    const bobs = overviewResponseSchema.parse((await call('GET', '/overview', bob)).json());
    expect(bobs.recognitionsExpiring.map((r) => r.number)).toEqual(['BW-T-1']);
    expect(bobs.applicationsDue).toEqual([]);
  });
});

describe('the reminder job', () => {
  const run = async (on: string) => {
    const sent: { to: string; content: MailContent }[] = [];
    await sendRecognitionReminders(
      ctx.database.db,
      async (to, content) => void sent.push({ to, content }),
      on,
      'https://app.example',
    );
    return sent;
  };

  it('mails each admin in their language once per threshold; members and reruns get nothing', async () => {
    const first = await run(today);
    const aliceMails = first.filter((m) => m.to === alice.email || m.to === english.email || m.to === member.email);
    expect(aliceMails.map((m) => m.to).sort()).toEqual([alice.email, english.email].sort());
    const de = aliceMails.find((m) => m.to === alice.email)!.content;
    const en = aliceMails.find((m) => m.to === english.email)!.content;
    expect(de.subject).toBe('Anerkennungen: Fristen laufen ab');
    expect(de.text).toContain('Nordrhein-Westfalen (NW-T-9) – Trägeranerkennung');
    expect(de.text).toContain('Hamburg (HH-2026-117) – „Klimawandel im Wattenmeer“');
    expect(de.text).toContain('Brandenburg – „Klimawandel im Wattenmeer“: Antrag auf Anerkennung bis');
    expect(en.subject).toBe('Recognitions: deadlines are coming up');
    expect(en.text).toContain('North Rhine-Westphalia (NW-T-9) – provider recognition');
    expect(en.html).toContain('https://app.example/');
    // Bob's admin gets only Bob's recognition.
    const bobMail = first.find((m) => m.to === bob.email)!.content;
    expect(bobMail.text).toContain('BW-T-1');
    expect(bobMail.text).not.toContain('NW-T-9');

    expect(await run(today)).toEqual([]);
    expect(await run(day(1))).toEqual([]);
  });

  it('mails again when an item crosses 14 days, and only that item', async () => {
    // On day 16 the NW recognition (ends day 30) has 14 days left; the others are further away.
    const second = (await run(day(16))).filter((m) => m.to === alice.email);
    expect(second).toHaveLength(1);
    expect(second[0]!.content.text).toContain('NW-T-9');
    expect(second[0]!.content.text).not.toContain('HH-2026-117');
    expect(await run(day(16))).toEqual([]);
  });

  it('an item first seen within 14 days is mailed once, not once per threshold', async () => {
    await call('POST', '/recognitions', alice, { state: 'BW', number: 'BW-T-7', validUntil: day(25) });
    const mails = (await run(day(14))).filter((m) => m.to === alice.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.content.text).toContain('BW-T-7');
    expect((await run(day(15))).filter((m) => m.to === alice.email)).toEqual([]);
  });

  it('runs as the scheduled pg-boss job and queues the mails', async () => {
    const carl = await createProviderUser(ctx.database.db, { firstName: 'Carl' });
    await call('POST', '/recognitions', carl, { state: 'HE', number: 'HE-T-5', validUntil: day(5) });
    await ctx.app.jobs.send('recognitions.reminders', {});
    await expect
      .poll(
        async () =>
          (await ctx.app.inject({ method: 'GET', url: `/api/dev/mailbox?to=${encodeURIComponent(carl.email)}` })).json()
            .messages.length,
        { timeout: 20_000, interval: 300 },
      )
      .toBe(1);
  });
});
