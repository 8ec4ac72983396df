/** Public inquiry and reply-link calls end to end: rules, mails, honeypot, rate limits, single use. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestContext, json, keyFrom, waitForMail, watchJobs, type TestContext } from '../../../test/helpers';
import { createProviderUser, inDays, type TestUser } from '../../../test/factories';
import { freshIp, inquiry, insertSeminar, postInquiry } from '../../../test/lead-factories';
import { conversationMessages, conversations, leadEvents, leads, replyKeys, users } from '../../db/schema/index';
import { hashSecret } from '../../lib/tokens';

let ctx: TestContext;
let alice: TestUser;
let colleague: TestUser;
let bob: TestUser;
let seminarId: string;

beforeAll(async () => {
  ctx = await createTestContext();
  alice = await createProviderUser(ctx.database.db, { firstName: 'Alice' });
  colleague = await createProviderUser(ctx.database.db, {
    providerId: alice.providerId,
    firstName: 'Carla',
    role: 'member',
  });
  await ctx.database.db.update(users).set({ language: 'en' }).where(eq(users.id, colleague.userId));
  bob = await createProviderUser(ctx.database.db);
  seminarId = await insertSeminar(ctx.database.db, alice, { title: 'Klimawandel im Wattenmeer' });
});
afterAll(async () => ctx?.close());

const auth = (user: TestUser) => ({ authorization: `Bearer ${user.token}` });
const leadsOf = (providerId: string) => ctx.database.db.select().from(leads).where(eq(leads.providerId, providerId));

describe('POST /public/seminars/:id/inquiries', () => {
  it('creates an unread lead in stage new with its conversation, and mails team and participant', async () => {
    const email = 'mara.schulz@example.org';
    const res = await postInquiry(
      ctx.app,
      seminarId,
      inquiry({ firstName: 'Mara', lastName: 'Schulz', email: ' Mara.Schulz@Example.org ' }),
      { language: 'en-GB,en;q=0.8' },
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(json(res)).toEqual({ success: true });

    const [lead] = (await leadsOf(alice.providerId)).filter((l) => l.email === email);
    expect(lead).toMatchObject({
      stage: 'new',
      unread: true,
      source: 'inquiry',
      firstName: 'Mara',
      seminarId,
      ownerId: alice.userId,
      state: 'HH',
      phone: '+49 40 123456',
      language: 'en',
    });
    const [conversation] = await ctx.database.db.select().from(conversations).where(eq(conversations.leadId, lead!.id));
    const messages = await ctx.database.db
      .select()
      .from(conversationMessages)
      .where(eq(conversationMessages.conversationId, conversation!.id));
    expect(messages).toMatchObject([{ direction: 'in', text: inquiry().message, readAt: null }]);
    const events = await ctx.database.db.select().from(leadEvents).where(eq(leadEvents.leadId, lead!.id));
    expect(events).toMatchObject([{ kind: 'created', userId: null, toValue: 'new' }]);

    const [confirmation] = await waitForMail(ctx.app, email);
    expect(confirmation!.subject).toBe('Your inquiry about “Klimawandel im Wattenmeer”');
    expect(confirmation!.text).toContain(inquiry().message);
    const [toAlice] = await waitForMail(ctx.app, alice.email);
    expect(toAlice!.subject).toBe('Neue Anfrage zu „Klimawandel im Wattenmeer“');
    expect(toAlice!.text).toContain('Mara Schulz');
    expect(toAlice!.text).toContain(`http://localhost:3000/leads/${lead!.id}`);
    const [toCarla] = await waitForMail(ctx.app, colleague.email);
    expect(toCarla!.subject).toBe('New inquiry about “Klimawandel im Wattenmeer”');
    expect(toCarla!.html).toContain('Hello Carla,');
  });

  it('answers German mails by default and escapes HTML in them', async () => {
    const email = 'html@example.org';
    const res = await postInquiry(
      ctx.app,
      seminarId,
      inquiry({ email, message: '<script>alert(1)</script> Gibt es Plätze?' }),
      { language: '' },
    );
    expect(res.statusCode).toBe(201);
    const [mail] = await waitForMail(ctx.app, email);
    expect(mail!.subject).toBe('Ihre Anfrage zu „Klimawandel im Wattenmeer“');
    expect(mail!.html).toContain('&lt;script&gt;');
    expect(mail!.html).not.toContain('<script>');
  });

  it('refuses draft, paused, archived, expired, unknown and malformed seminars with 404', async () => {
    const draft = await insertSeminar(ctx.database.db, alice, { status: 'draft', publishedAt: null });
    const paused = await insertSeminar(ctx.database.db, alice, { status: 'paused' });
    const archived = await insertSeminar(ctx.database.db, alice, { status: 'archived' });
    const expired = await insertSeminar(ctx.database.db, alice, { startDate: inDays(-3), endDate: inDays(1) });
    for (const id of [draft, paused, archived, expired, '0b6e3a36-5d1e-4f2a-9a51-3c2d1e0f9a11', 'not-a-uuid']) {
      const res = await postInquiry(ctx.app, id, inquiry({ email: `refused-${id.slice(0, 8)}@example.org` }));
      expect(res.statusCode, id).toBe(404);
      expect(json(res)).toMatchObject({ success: false, code: 'NOT_FOUND' });
    }
    expect((await leadsOf(alice.providerId)).filter((l) => l.email.startsWith('refused-'))).toHaveLength(0);
  });

  it('answers 400 with the field for an invalid email and names every missing field', async () => {
    const bad = await postInquiry(ctx.app, seminarId, inquiry({ email: 'not-an-email' }), { language: 'en' });
    expect(bad.statusCode).toBe(400);
    expect(json(bad)).toMatchObject({
      success: false,
      code: 'VALIDATION_FAILED',
      message: 'Please check your input.',
      fieldErrors: { email: 'invalidEmail' },
    });
    const empty = await postInquiry(ctx.app, seminarId, {});
    expect(json(empty).fieldErrors).toMatchObject({
      firstName: 'required',
      lastName: 'required',
      email: 'required',
      message: 'leadMessageRequired',
    });
    const state = await postInquiry(ctx.app, seminarId, inquiry({ employerState: 'XX' }));
    expect(json(state).fieldErrors).toEqual({ employerState: 'leadStateInvalid' });
    const phone = await postInquiry(ctx.app, seminarId, inquiry({ phone: 'call me' }));
    expect(json(phone).fieldErrors).toEqual({ phone: 'invalidTelephone' });
  });

  it('accepts an inquiry without phone and state', async () => {
    const res = await postInquiry(
      ctx.app,
      seminarId,
      inquiry({ email: 'minimal@example.org', phone: undefined, employerState: '' }),
    );
    expect(res.statusCode).toBe(201);
    const [lead] = (await leadsOf(alice.providerId)).filter((l) => l.email === 'minimal@example.org');
    expect(lead).toMatchObject({ phone: null, state: null });
  });

  it('answers success to a filled honeypot but stores and mails nothing', async () => {
    const before = (await leadsOf(alice.providerId)).length;
    const jobs = watchJobs(ctx);
    const res = await postInquiry(
      ctx.app,
      seminarId,
      inquiry({ email: 'bot@example.org', website: 'https://spam.example' }),
    );
    expect(res.statusCode).toBe(201);
    expect(json(res)).toEqual({ success: true });
    expect((await leadsOf(alice.providerId)).length).toBe(before);
    // A real inquiry queues its mails before it answers: the honeypot queued none.
    expect(jobs.sent()).toEqual([]);
    jobs.restore();
    const box = await ctx.app.inject({ method: 'GET', url: '/api/dev/mailbox?to=bot@example.org' });
    expect(box.json().messages).toHaveLength(0);
  });

  it('limits inquiries per email and per client address (429 naming the wait)', async () => {
    const email = 'flood@example.org';
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await postInquiry(ctx.app, seminarId, inquiry({ email }), { language: 'en' })).statusCode);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    const limited = await postInquiry(ctx.app, seminarId, inquiry({ email }), { language: 'en' });
    // An hour's window: the message names the minutes (the seed's text is for waits of seconds).
    expect(json(limited)).toMatchObject({
      success: false,
      code: 'RATE_LIMITED',
      message: expect.stringMatching(/^Please try again in \d+ minutes?\.$/),
    });
    expect(limited.headers['retry-after']).toBeDefined();

    // Per address across seminars (5 each, the per-seminar limit's most).
    const ip = freshIp();
    const seminars = [seminarId];
    for (let i = 0; i < 4; i++) seminars.push(await insertSeminar(ctx.database.db, alice, { title: `Seminar ${i}` }));
    const perIp: number[] = [];
    for (let i = 0; i < 21; i++)
      perIp.push(
        (await postInquiry(ctx.app, seminars[i % 5]!, inquiry({ email: `ip${i}@example.org`, website: 'x' }), { ip }))
          .statusCode,
      );
    expect(perIp.slice(0, 20).every((s) => s === 201)).toBe(true);
    expect(perIp[20]).toBe(429);
  });
});

describe('reply links', () => {
  let conversationId: string;
  const email = 'reply.flow@example.org';

  beforeAll(async () => {
    const res = await postInquiry(ctx.app, seminarId, inquiry({ email, firstName: 'Lena' }));
    expect(res.statusCode).toBe(201);
    const [lead] = (await leadsOf(alice.providerId)).filter((l) => l.email === email);
    const [c] = await ctx.database.db.select().from(conversations).where(eq(conversations.leadId, lead!.id));
    conversationId = c!.id;
  });

  const sendReply = (user: TestUser, text: string) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/conversations/${conversationId}/messages`,
      headers: auth(user),
      payload: { text },
    });
  const answer = (key: string, text: string) =>
    ctx.app.inject({ method: 'POST', url: '/api/public/replies', remoteAddress: freshIp(), payload: { key, text } });
  const lookup = (key: string) =>
    ctx.app.inject({ method: 'POST', url: '/api/public/replies/lookup', remoteAddress: freshIp(), payload: { key } });

  it('mails the provider reply with a link whose key is stored only as a hash; the answer lands in the thread once', async () => {
    const sent = await sendReply(alice, 'Ja, der Kurs ist in Hamburg anerkannt. Sollen wir einen Platz reservieren?');
    expect(sent.statusCode, sent.body).toBe(201);
    expect(json(sent).message).toMatchObject({ direction: 'out', author: { id: alice.userId, firstName: 'Alice' } });

    const mails = await waitForMail(ctx.app, email, 2);
    const replyMail = mails.find((m) => m.subject.startsWith('Antwort von'))!;
    expect(replyMail.subject).toMatch(/zu „Klimawandel im Wattenmeer“$/);
    expect(replyMail.text).toContain('Sollen wir einen Platz reservieren?');
    expect(replyMail.text).toMatch(/http:\/\/localhost:3000\/reply\?key=[\w-]+/);
    const key = keyFrom(replyMail.text);
    expect(key.length).toBeGreaterThan(30);
    const stored = await ctx.database.db.select().from(replyKeys).where(eq(replyKeys.conversationId, conversationId));
    expect(stored).toHaveLength(1);
    expect(stored[0]!.keyHash).toBe(hashSecret(key));
    expect(JSON.stringify(stored)).not.toContain(key);

    const context = await lookup(key);
    expect(context.statusCode).toBe(200);
    expect(json(context)).toMatchObject({
      success: true,
      reply: {
        firstName: 'Lena',
        seminarTitle: 'Klimawandel im Wattenmeer',
        message: { text: expect.stringContaining('reservieren') },
        language: 'de',
      },
    });
    expect(JSON.stringify(json(context))).not.toContain(email);

    // Reading the thread before the answer marks the lead read.
    await ctx.app.inject({ method: 'GET', url: `/api/conversations/${conversationId}`, headers: auth(alice) });
    const ok = await answer(key, 'Ja, bitte reservieren Sie mir einen Platz.');
    expect(ok.statusCode, ok.body).toBe(201);

    const list = await ctx.app.inject({
      method: 'GET',
      url: '/api/conversations?unread=1&pageSize=50',
      headers: auth(alice),
    });
    const item = json<{ conversations: { id: string; unreadCount: number; lastMessage: { direction: string } }[] }>(
      list,
    ).conversations.find((c) => c.id === conversationId);
    expect(item).toMatchObject({ unreadCount: 1, lastMessage: { direction: 'in' } });
    const [lead] = (await leadsOf(alice.providerId)).filter((l) => l.email === email);
    expect(lead!.unread).toBe(true);
    const detail = await ctx.app.inject({
      method: 'GET',
      url: `/api/conversations/${conversationId}`,
      headers: auth(alice),
    });
    const messages = json<{ conversation: { messages: { direction: string; text: string }[] } }>(detail).conversation
      .messages;
    expect(messages.map((m) => m.direction)).toEqual(['in', 'out', 'in']);
    expect(messages.at(-1)!.text).toBe('Ja, bitte reservieren Sie mir einen Platz.');
    const events = await ctx.database.db.select().from(leadEvents).where(eq(leadEvents.leadId, lead!.id));
    expect(events.map((e) => e.kind).sort()).toEqual(['created', 'message_in', 'message_out']);

    // Reused: rejected, nothing appended.
    const again = await answer(key, 'Noch einmal');
    expect(again.statusCode).toBe(410);
    expect(json(again)).toMatchObject({ success: false, code: 'LINK_EXPIRED' });
    expect((await lookup(key)).statusCode).toBe(410);
    const after = await ctx.database.db
      .select()
      .from(conversationMessages)
      .where(eq(conversationMessages.conversationId, conversationId));
    expect(after).toHaveLength(3);
  });

  it('rejects forged, malformed and expired keys', async () => {
    const forged = await answer('Zm9yZ2VkLWtleS10aGF0LW5ldmVyLWV4aXN0ZWQtYXQtYWxs', 'Hallo');
    expect(forged.statusCode).toBe(404);
    expect((await lookup('Zm9yZ2VkLWtleS10aGF0LW5ldmVyLWV4aXN0ZWQtYXQtYWxs')).statusCode).toBe(404);
    const short = await answer('abc', 'Hallo');
    expect(short.statusCode).toBe(400);
    expect(json(short).fieldErrors).toEqual({ key: 'invalid' });
    const empty = await answer('Zm9yZ2VkLWtleS10aGF0LW5ldmVyLWV4aXN0ZWQtYXQtYWxs', '   ');
    expect(json(empty).fieldErrors).toEqual({ text: 'messageTextRequired' });

    await sendReply(alice, 'Gibt es noch Fragen?');
    const mails = await waitForMail(ctx.app, email, 3);
    const key = keyFrom(mails.find((m) => m.text.includes('Gibt es noch Fragen?'))!.text);
    await ctx.database.db
      .update(replyKeys)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(replyKeys.keyHash, hashSecret(key)));
    const expired = await answer(key, 'Zu spät');
    expect(expired.statusCode).toBe(410);
  });

  it('lets no one else reply in a provider conversation', async () => {
    expect((await sendReply(bob, 'Hallo')).statusCode).toBe(404);
    const anon = await ctx.app.inject({
      method: 'POST',
      url: `/api/conversations/${conversationId}/messages`,
      payload: { text: 'x' },
    });
    expect(anon.statusCode).toBe(401);
  });
});
