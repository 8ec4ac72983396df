/**
 * Issue 45 item 5, from the attacker's side: inquiries are capped per address and seminar, the
 * same participant and seminar within a day join one lead, a script that fills the honeypot or
 * sends faster than a person fills the form in gets nothing stored, and a burst of inquiries
 * mails the provider's team at most 10 notices an hour and then one digest — every lead kept.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  INQUIRY_FORM_TTL_HOURS,
  INQUIRY_MERGE_HOURS,
  INQUIRY_MIN_FILL_SECONDS,
  INQUIRY_NOTICES_PER_HOUR,
  INQUIRY_RATE_LIMIT,
  RATE_LIMIT_FEW_SECONDS,
} from '@bu/contracts';
import { createTestContext, json, watchJobs, type TestContext } from '../../../test/helpers';
import { createProviderUser, type TestUser } from '../../../test/factories';
import { freshIp, inquiry, insertSeminar, postInquiry } from '../../../test/lead-factories';
import { conversationMessages, conversations, leads } from '../../db/schema/index';
import { MAIL_JOB } from '../mail';
import { INQUIRY_DIGEST_JOB } from './notices';

let ctx: TestContext;
let seconds = 0;
const clock = () => new Date(Date.now() + seconds * 1000);

beforeAll(async () => {
  ctx = await createTestContext({}, { clock });
}, 300_000);
afterAll(async () => ctx?.close());

const leadsOf = (providerId: string) => ctx.database.db.select().from(leads).where(eq(leads.providerId, providerId));
const formToken = async (seminarId: string, ip: string) => {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `/api/public/seminars/${seminarId}/inquiry-form`,
    remoteAddress: ip,
  });
  expect(res.statusCode, res.body).toBe(200);
  return json<{ formToken: string }>(res).formToken;
};

describe('inquiries from one address', () => {
  it(`takes ${INQUIRY_RATE_LIMIT.perIpAndSeminar} an hour per seminar, whatever emails they carry, then answers 429`, async () => {
    const owner = await createProviderUser(ctx.database.db);
    const seminarId = await insertSeminar(ctx.database.db, owner, { title: 'Rhetorik' });
    const other = await insertSeminar(ctx.database.db, owner, { title: 'Zeitmanagement' });
    const ip = freshIp();
    const statuses: number[] = [];
    for (let n = 0; n < 7; n++)
      statuses.push(
        (await postInquiry(ctx.app, seminarId, inquiry({ email: `rotating-${n}@example.org` }), { ip, language: 'en' }))
          .statusCode,
      );
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429]);
    const refused = await postInquiry(ctx.app, seminarId, inquiry({ email: 'one-more@example.org' }), {
      ip,
      language: 'en',
    });
    // The wait is the rest of the hour: Retry-After in seconds, and the seed's rate-limit text in
    // its form for waits beyond a few seconds, in minutes, translated (DESIGN §8, ADR 048).
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(RATE_LIMIT_FEW_SECONDS);
    expect(retryAfter).toBeLessThanOrEqual(60 * 60);
    const minutes = Math.ceil(retryAfter / 60);
    expect(json(refused)).toEqual({
      success: false,
      code: 'RATE_LIMITED',
      message: `Please try again in ${minutes} minutes.`,
    });
    const refusedDe = await postInquiry(ctx.app, seminarId, inquiry({ email: 'noch-eine@example.org' }), {
      ip,
      language: 'de',
    });
    expect(refusedDe.statusCode).toBe(429);
    const minutesDe = Math.ceil(Number(refusedDe.headers['retry-after']) / 60);
    expect(json(refusedDe)).toEqual({
      success: false,
      code: 'RATE_LIMITED',
      message: `Bitte versuche es in ${minutesDe} Minuten erneut.`,
    });
    expect(await leadsOf(owner.providerId)).toHaveLength(5);
    // Another seminar from the same address is a separate count.
    expect((await postInquiry(ctx.app, other, inquiry({ email: 'elsewhere@example.org' }), { ip })).statusCode).toBe(
      201,
    );
  });
});

describe('the same participant and seminar within a day', () => {
  it('joins the existing lead: the message lands in its conversation, no second lead, no second confirmation', async () => {
    const owner = await createProviderUser(ctx.database.db);
    const seminarId = await insertSeminar(ctx.database.db, owner, { title: 'Stressbewältigung' });
    const jobs = watchJobs(ctx);
    const first = await postInquiry(
      ctx.app,
      seminarId,
      inquiry({ email: 'repeat@example.org', message: 'Erste Frage' }),
    );
    expect(first.statusCode).toBe(201);
    seconds += (INQUIRY_MERGE_HOURS - 1) * 3600;
    const again = await postInquiry(
      ctx.app,
      seminarId,
      inquiry({ email: ' Repeat@Example.org ', message: 'Zweite Frage' }),
    );
    expect(again.statusCode).toBe(201);
    const [lead, ...more] = await leadsOf(owner.providerId);
    expect(more).toHaveLength(0);
    expect(lead).toMatchObject({ unread: true, email: 'repeat@example.org' });
    const [conversation] = await ctx.database.db.select().from(conversations).where(eq(conversations.leadId, lead!.id));
    const messages = await ctx.database.db
      .select({ text: conversationMessages.text, direction: conversationMessages.direction })
      .from(conversationMessages)
      .where(eq(conversationMessages.conversationId, conversation!.id))
      .orderBy(conversationMessages.createdAt);
    expect(messages).toEqual([
      { direction: 'in', text: 'Erste Frage' },
      { direction: 'in', text: 'Zweite Frage' },
    ]);
    const confirmations = jobs.sent(MAIL_JOB).filter((j) => (j.data as { to: string }).to === 'repeat@example.org');
    expect(confirmations).toHaveLength(1);
    jobs.restore();

    // A day after the first, the participant starts a new lead.
    seconds += 2 * 3600;
    expect(
      (await postInquiry(ctx.app, seminarId, inquiry({ email: 'repeat@example.org', message: 'Neue Frage' })))
        .statusCode,
    ).toBe(201);
    expect(await leadsOf(owner.providerId)).toHaveLength(2);
  });
});

describe('scripts', () => {
  let owner: TestUser;
  let seminarId: string;
  beforeAll(async () => {
    owner = await createProviderUser(ctx.database.db);
    seminarId = await insertSeminar(ctx.database.db, owner, { title: 'Konfliktlösung' });
  });

  it(`are refused when they send within ${INQUIRY_MIN_FILL_SECONDS} s of fetching the form; a person who waits gets through`, async () => {
    const ip = freshIp();
    const token = await formToken(seminarId, ip);
    const quick = await postInquiry(ctx.app, seminarId, inquiry({ email: 'quick@example.org', formToken: token }), {
      ip,
      language: 'en',
    });
    expect(quick.statusCode).toBe(400);
    expect(json(quick)).toMatchObject({
      success: false,
      code: 'INQUIRY_TOO_FAST',
      message: 'Please take a moment to check your inquiry, then send it again.',
    });
    expect((await leadsOf(owner.providerId)).filter((l) => l.email === 'quick@example.org')).toHaveLength(0);
    seconds += INQUIRY_MIN_FILL_SECONDS;
    const later = await postInquiry(ctx.app, seminarId, inquiry({ email: 'quick@example.org', formToken: token }), {
      ip,
    });
    expect(later.statusCode, later.body).toBe(201);
  });

  it('are refused without a form token, with a forged one, one of another seminar or network, or an expired one', async () => {
    const ip = freshIp();
    const token = await formToken(seminarId, ip);
    const otherSeminar = await insertSeminar(ctx.database.db, owner, { title: 'Anderes' });
    const [head, mac] = token.split('.');
    const forged = `${Buffer.from(head!, 'base64url').fill(0, 1, 5).toString('base64url')}.${mac}`;
    seconds += 60;
    const attempts = [
      { token: undefined, seminar: seminarId, from: ip },
      { token: forged, seminar: seminarId, from: ip },
      { token, seminar: otherSeminar, from: ip },
      { token, seminar: seminarId, from: freshIp() },
    ];
    for (const { token: t, seminar, from } of attempts) {
      const res = await postInquiry(ctx.app, seminar, inquiry({ email: 'tokens@example.org', formToken: t }), {
        ip: from,
        language: 'de',
      });
      expect(res.statusCode).toBe(400);
      expect(json(res)).toMatchObject({
        code: 'INQUIRY_FORM_EXPIRED',
        message: 'Das Formular ist abgelaufen. Bitte laden Sie die Seite neu und senden Sie Ihre Anfrage erneut.',
      });
    }
    seconds += INQUIRY_FORM_TTL_HOURS * 3600;
    const stale = await postInquiry(ctx.app, seminarId, inquiry({ email: 'tokens@example.org', formToken: token }), {
      ip,
    });
    expect(json(stale)).toMatchObject({ code: 'INQUIRY_FORM_EXPIRED' });
    expect((await leadsOf(owner.providerId)).filter((l) => l.email === 'tokens@example.org')).toHaveLength(0);
  });
});

describe('a burst of inquiries from rotating addresses', () => {
  it(`mails the team ${INQUIRY_NOTICES_PER_HOUR} notices, then one digest of the rest; every lead is kept`, async () => {
    const owner = await createProviderUser(ctx.database.db);
    const colleague = await createProviderUser(ctx.database.db, { providerId: owner.providerId, role: 'member' });
    const seminarId = await insertSeminar(ctx.database.db, owner, { title: 'Resilienz' });
    const jobs = watchJobs(ctx);
    for (let n = 0; n < 30; n++) {
      const res = await postInquiry(
        ctx.app,
        seminarId,
        inquiry({ email: `burst-${n}@example.org`, lastName: `Nr${n}` }),
      );
      expect(res.statusCode, res.body).toBe(201);
    }
    expect(await leadsOf(owner.providerId)).toHaveLength(30);
    const mailsTo = (to: string) =>
      jobs
        .sent(MAIL_JOB)
        .map((j) => j.data as { to: string; subject: string; text: string })
        .filter((m) => m.to === to);
    for (const member of [owner, colleague]) {
      expect(mailsTo(member.email).map((m) => m.subject)).toEqual(
        Array(INQUIRY_NOTICES_PER_HOUR).fill('Neue Anfrage zu „Resilienz“'),
      );
    }
    // One digest job for the hour, however many inquiries wait.
    expect(jobs.sent(INQUIRY_DIGEST_JOB)).toEqual([
      { name: INQUIRY_DIGEST_JOB, data: { providerId: owner.providerId } },
    ]);
    const waiting = await ctx.database.db
      .select({ id: leads.id })
      .from(leads)
      .where(and(eq(leads.providerId, owner.providerId), eq(leads.noticePending, true)));
    expect(waiting).toHaveLength(30 - INQUIRY_NOTICES_PER_HOUR);

    // The job's work, as the queue runs it when the hour is over.
    await ctx.app.publicService.sendInquiryDigest(owner.providerId);
    for (const member of [owner, colleague]) {
      const digests = mailsTo(member.email).slice(INQUIRY_NOTICES_PER_HOUR);
      expect(digests.map((m) => m.subject)).toEqual(['20 weitere Anfragen']);
      expect(digests[0]!.text).toContain('Jonas Nr10: Resilienz');
      expect(digests[0]!.text).toContain('Jonas Nr29: Resilienz');
      expect(digests[0]!.text).not.toContain('Jonas Nr9:');
    }
    const stillWaiting = await ctx.database.db
      .select({ id: leads.id })
      .from(leads)
      .where(and(eq(leads.providerId, owner.providerId), eq(leads.noticePending, true)));
    expect(stillWaiting).toHaveLength(0);
    jobs.restore();
  });
});
