/**
 * Inbound mail through the webhooks of Mailgun and Postmark: a participant's reply to the
 * provider's mail (its Reply-To address) lands in the conversation once, without the quoted
 * history and without attachments (a note says so); forged, stale or unauthenticated posts are
 * refused in the envelope, and nothing is there when the webhooks are not configured.
 */
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { buildApp } from '../../app';
import { createTestContext, json, waitForMail, type TestContext } from '../../../test/helpers';
import { createProviderUser, type TestUser } from '../../../test/factories';
import { inquiry, insertSeminar, postInquiry } from '../../../test/lead-factories';
import { insertConversation, insertLead } from '../../demo/factories';
import { conversationMessages, conversations, leadEvents, leads } from '../../db/schema/index';

const SIGNING_KEY = 'key-mailgun-signing-0123456789';
const POSTMARK = { user: 'postmark', password: 'inbound-secret-0123456789' };
const NOW = new Date();

let ctx: TestContext;
let alice: TestUser;
let conversationId: string;
let leadId: string;
let replyTo: string;
let seminarId: string;

beforeAll(async () => {
  ctx = await createTestContext({
    INBOUND_MAIL_DOMAIN: 'reply.example.org',
    INBOUND_MAILGUN_SIGNING_KEY: SIGNING_KEY,
    INBOUND_POSTMARK_USERNAME: POSTMARK.user,
    INBOUND_POSTMARK_PASSWORD: POSTMARK.password,
  });
  alice = await createProviderUser(ctx.database.db, { firstName: 'Alice' });
  seminarId = await insertSeminar(ctx.database.db, alice, { title: 'Wattenmeer' });
  const lead = await insertLead(ctx.database.db, {
    providerId: alice.providerId,
    seminarId,
    email: 'lena@example.org',
    firstName: 'Lena',
    language: 'de',
    unread: false,
  });
  leadId = lead.id;
  conversationId = (
    await insertConversation(ctx.database.db, { providerId: alice.providerId, leadId }, [
      { direction: 'in', text: 'Ist der Kurs anerkannt?', readAt: new Date() },
    ])
  ).id;
});
afterAll(async () => ctx?.close());

const inbound = () =>
  ctx.database.db
    .select()
    .from(conversationMessages)
    .where(and(eq(conversationMessages.conversationId, conversationId), eq(conversationMessages.direction, 'in')))
    .orderBy(conversationMessages.createdAt);

function mailgunForm(fields: Record<string, string>, options: { timestamp?: number; key?: string } = {}) {
  const timestamp = String(options.timestamp ?? Math.floor(NOW.getTime() / 1000));
  const token = `tok-${Math.random().toString(36).slice(2)}-0123456789abcdef0123456789abcdef`;
  const signature = createHmac('sha256', options.key ?? SIGNING_KEY)
    .update(timestamp + token)
    .digest('hex');
  return new URLSearchParams({ timestamp, token, signature, ...fields }).toString();
}

const postMailgun = (body: string, language = 'de') =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/inbound/mailgun',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': language },
    payload: body,
  });

const basic = (user: string, password: string) => `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;

const postPostmark = (body: object, authorization = basic(POSTMARK.user, POSTMARK.password)) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/inbound/postmark',
    headers: { authorization, 'accept-language': 'en' },
    payload: body,
  });

describe('the reply address', () => {
  it('is set as Reply-To on the provider reply, and the mail says replying works', async () => {
    // The provider answers; the mail to the participant carries the conversation's reply address.
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/conversations/${conversationId}/messages`,
      headers: { authorization: `Bearer ${alice.token}` },
      payload: { text: 'Ja, er ist in Hamburg anerkannt.' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const [mail] = await waitForMail(ctx.app, 'lena@example.org');
    replyTo = mail!.replyTo!;
    expect(replyTo).toMatch(/^reply\+[0-9a-f]{56}@reply\.example\.org$/);
    expect(replyTo.split('@')[0]!.length).toBeLessThanOrEqual(64);
    expect(mail!.text).toContain('Antworten Sie einfach auf diese E-Mail');
    expect(mail!.text).not.toContain('erreichen Alice');
  });

  it('is set on the inquiry confirmation too: answering it adds to the new conversation', async () => {
    const email = 'mara@example.org';
    const res = await postInquiry(ctx.app, seminarId, inquiry({ email }), { language: 'en' });
    expect(res.statusCode, res.body).toBe(201);
    const [confirmation] = await waitForMail(ctx.app, email);
    const [lead] = await ctx.database.db.select().from(leads).where(eq(leads.email, email));
    const [conversation] = await ctx.database.db.select().from(conversations).where(eq(conversations.leadId, lead!.id));
    expect(ctx.app.replyAddresses!.conversationOf(confirmation!.replyTo!)).toBe(conversation!.id);
    expect(confirmation!.text).toContain('Simply reply to this email');
  });
});

describe('POST /inbound/mailgun', () => {
  it('stores the reply without the quoted history, once per Message-ID, and marks the lead unread', async () => {
    await ctx.database.db.update(leads).set({ unread: false }).where(eq(leads.id, leadId));
    const fields = {
      recipient: replyTo,
      sender: 'lena@example.org',
      from: 'Lena <lena@example.org>',
      subject: 'Re: Antwort von Akademie',
      'body-plain':
        'Danke, dann melde ich mich an.\n\nViele Grüße\nLena\n\nAm 25.11.2026 um 10:00 schrieb Akademie <' +
        replyTo +
        '>:\n> Ja, er ist in Hamburg anerkannt.\n',
      'Message-Id': '<first-reply@mail.example.org>',
    };
    const first = await postMailgun(mailgunForm(fields));
    expect(first.statusCode, first.body).toBe(200);
    expect(json(first)).toEqual({ success: true, delivered: 1, duplicates: 0 });
    // Mailgun tries again (a new signature, the same mail): stored once.
    const again = await postMailgun(mailgunForm(fields));
    expect(json(again)).toEqual({ success: true, delivered: 0, duplicates: 1 });

    const stored = (await inbound()).filter((m) => m.mailMessageId === 'first-reply@mail.example.org');
    expect(stored).toHaveLength(1);
    expect(stored[0]!.text).toBe('Danke, dann melde ich mich an.\n\nViele Grüße\nLena');
    expect(stored[0]!.readAt).toBeNull();
    const [lead] = await ctx.database.db.select().from(leads).where(eq(leads.id, leadId));
    expect(lead!.unread).toBe(true);
    const events = await ctx.database.db.select().from(leadEvents).where(eq(leadEvents.leadId, leadId));
    expect(events.filter((e) => e.kind === 'message_in')).toHaveLength(1);

    // The provider sees it in the thread.
    const thread = await ctx.app.inject({
      url: `/api/conversations/${conversationId}`,
      headers: { authorization: `Bearer ${alice.token}` },
    });
    expect(json<{ conversation: { messages: { text: string }[] } }>(thread).conversation.messages.at(-1)!.text).toBe(
      'Danke, dann melde ich mich an.\n\nViele Grüße\nLena',
    );
  });

  it('keeps attachments out (multipart) and says so in the stored message', async () => {
    const timestamp = String(Math.floor(NOW.getTime() / 1000));
    const token = 'attachments-token-0123456789abcdef0123456789abcdef';
    const fields: Record<string, string> = {
      timestamp,
      token,
      signature: createHmac('sha256', SIGNING_KEY)
        .update(timestamp + token)
        .digest('hex'),
      recipient: replyTo,
      'body-plain': 'Anbei mein Antrag.\n\nOn Wed, Nov 25, 2026 at 10:00 AM Akademie wrote:\n> Ja.',
      'Message-Id': '<with-attachment@mail.example.org>',
      'attachment-count': '2',
    };
    const form = new FormData();
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    form.append('attachment-1', new Blob(['%PDF-1.7 …'], { type: 'application/pdf' }), 'antrag.pdf');
    form.append('attachment-2', new Blob(['PNG'], { type: 'image/png' }), 'foto.png');
    const request = new Request('http://localhost/', { method: 'POST', body: form });
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/inbound/mailgun',
      headers: { 'content-type': request.headers.get('content-type')! },
      payload: Buffer.from(await request.arrayBuffer()),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res)).toMatchObject({ delivered: 1 });
    const [stored] = (await inbound()).filter((m) => m.mailMessageId === 'with-attachment@mail.example.org');
    expect(stored!.text).toBe(
      'Anbei mein Antrag.\n\n[Diese E-Mail hatte 2 Anhänge. Anhänge werden nicht übernommen; bitte fragen Sie nach, wenn Sie sie brauchen.]',
    );
  });

  it('refuses a wrong signature with 401 in the envelope and stores nothing', async () => {
    const before = (await inbound()).length;
    const res = await postMailgun(
      mailgunForm({ recipient: replyTo, 'body-plain': 'Gefälscht' }, { key: 'another-signing-key-0123' }),
      'en',
    );
    expect(res.statusCode).toBe(401);
    expect(json(res)).toEqual({
      success: false,
      code: 'INBOUND_SIGNATURE_INVALID',
      message: 'The signature or credentials of this inbound email are invalid.',
    });
    expect(await inbound()).toHaveLength(before);
  });

  it('refuses a stale signature (a replayed post) with 401', async () => {
    const res = await postMailgun(
      mailgunForm(
        { recipient: replyTo, 'body-plain': 'Alt', 'Message-Id': '<old@x>' },
        { timestamp: Math.floor(NOW.getTime() / 1000) - 3600 },
      ),
    );
    expect(res.statusCode).toBe(401);
    expect(json(res)).toMatchObject({
      success: false,
      code: 'INBOUND_SIGNATURE_STALE',
      message: 'Die Signatur dieser eingehenden E-Mail ist zu alt.',
    });
  });

  it('answers a post without signature fields with 400 in the envelope', async () => {
    const res = await postMailgun(new URLSearchParams({ recipient: replyTo, 'body-plain': 'x' }).toString());
    expect(res.statusCode).toBe(400);
    expect(json(res)).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
  });

  it('stores nothing for an address that is not a valid reply address (forged token, other domain)', async () => {
    const forged = replyTo.replace(/[0-9a-f](?=@)/, (c) => (c === '0' ? '1' : '0'));
    for (const recipient of [forged, 'info@reply.example.org', replyTo.replace('reply.example.org', 'evil.example')]) {
      const res = await postMailgun(mailgunForm({ recipient, 'body-plain': 'Hallo', 'Message-Id': `<${recipient}>` }));
      expect(json(res)).toEqual({ success: true, delivered: 0, duplicates: 0 });
    }
  });
});

describe('an attacker at the Mailgun webhook', () => {
  /** A signed post as Mailgun sends it, its signature fields kept for replaying. */
  function capturedPost(fields: Record<string, string>) {
    const timestamp = String(Math.floor(Date.now() / 1000));
    const token = `captured-${Math.random().toString(36).slice(2)}-0123456789abcdef0123456789`;
    const signature = createHmac('sha256', SIGNING_KEY)
      .update(timestamp + token)
      .digest('hex');
    return { timestamp, token, signature, ...fields };
  }
  const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

  it('cannot replay a captured timestamp, token and signature with another body', async () => {
    const genuine = capturedPost({
      recipient: replyTo,
      'body-plain': 'Ich melde mich an.',
      'Message-Id': '<genuine@mail.example.org>',
    });
    expect(json(await postMailgun(form(genuine)))).toEqual({ success: true, delivered: 1, duplicates: 0 });
    // The same signature fields, within the signature's five minutes, with a forged text and Message-ID.
    const forged = {
      ...genuine,
      'body-plain': 'Bitte überweisen Sie die Gebühr an DE00 0000 0000 0000.',
      'Message-Id': '<forged@evil.example>',
    };
    const res = await postMailgun(form(forged), 'en');
    expect(res.statusCode).toBe(401);
    expect(json(res)).toEqual({
      success: false,
      code: 'INBOUND_SIGNATURE_REUSED',
      message: 'This signature of an inbound email was used before.',
    });
    // The same post once more is refused too (not counted as a duplicate mail).
    expect((await postMailgun(form(genuine))).statusCode).toBe(401);
    expect((await inbound()).some((m) => m.mailMessageId === 'forged@evil.example')).toBe(false);
  });

  it('cannot replay it to another process on the same database, nor after a restart', async () => {
    const genuine = capturedPost({ recipient: replyTo, 'body-plain': 'Ja.', 'Message-Id': '<other-process@x>' });
    expect((await postMailgun(form(genuine))).statusCode).toBe(200);
    // A second API process (a scaled deployment, or this one started again) shares only the database.
    const other = await buildApp({ config: ctx.config, database: ctx.database, role: 'api' });
    try {
      await other.ready();
      const res = await other.inject({
        method: 'POST',
        url: '/api/inbound/mailgun',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: form({ ...genuine, 'body-plain': 'Gefälscht', 'Message-Id': '<replayed-elsewhere@x>' }),
      });
      expect(res.statusCode).toBe(401);
      expect(json(res)).toMatchObject({ success: false, code: 'INBOUND_SIGNATURE_REUSED' });
    } finally {
      await other.close();
    }
  });

  it("cannot make a failed post unretryable: Mailgun's retry of it is stored, a replay after that is not", async () => {
    // The database fails while the mail is stored (a fault injected below the application).
    const { executeSql } = ctx.database;
    await executeSql(
      `CREATE FUNCTION fail_inbound_once() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'injected fault'; END $$`,
    );
    await executeSql(
      `CREATE TRIGGER fail_inbound_once BEFORE INSERT ON conversation_messages FOR EACH ROW
       WHEN (NEW.mail_message_id = 'retried@mail.example.org') EXECUTE FUNCTION fail_inbound_once()`,
    );
    const genuine = capturedPost({
      recipient: replyTo,
      'body-plain': 'Ich komme am Montag.',
      'Message-Id': '<retried@mail.example.org>',
    });
    const failed = await postMailgun(form(genuine), 'en');
    expect(failed.statusCode).toBe(500);
    expect(json(failed)).toMatchObject({ success: false, code: 'INTERNAL' });
    await executeSql('DROP TRIGGER fail_inbound_once ON conversation_messages');
    await executeSql('DROP FUNCTION fail_inbound_once()');
    expect((await inbound()).some((m) => m.mailMessageId === 'retried@mail.example.org')).toBe(false);

    // Mailgun retries the same signed post: the mail is stored, not refused as a replay.
    const retried = await postMailgun(form(genuine));
    expect(retried.statusCode, retried.body).toBe(200);
    expect(json(retried)).toEqual({ success: true, delivered: 1, duplicates: 0 });
    expect((await inbound()).filter((m) => m.mailMessageId === 'retried@mail.example.org')).toHaveLength(1);

    // Once stored, the token is spent: the same signature with another body is refused.
    const replayed = await postMailgun(
      form({ ...genuine, 'body-plain': 'Gefälscht', 'Message-Id': '<after-retry@evil.example>' }),
      'en',
    );
    expect(replayed.statusCode).toBe(401);
    expect(json(replayed)).toMatchObject({ success: false, code: 'INBOUND_SIGNATURE_REUSED' });
    expect((await inbound()).some((m) => m.mailMessageId === 'after-retry@evil.example')).toBe(false);
  });

  it('cannot get a replay in while the genuine post is still being stored: one of the two is refused', async () => {
    const genuine = capturedPost({ recipient: replyTo, 'body-plain': 'Ja.', 'Message-Id': '<race-genuine@x>' });
    const forged = { ...genuine, 'body-plain': 'Gefälscht', 'Message-Id': '<race-forged@evil.example>' };
    const answers = await Promise.all([postMailgun(form(genuine)), postMailgun(form(forged))]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 401]);
    const stored = (await inbound()).filter((m) => m.mailMessageId?.startsWith('race-'));
    expect(stored).toHaveLength(1);
  });

  it('gets 400 in the envelope for every malformed body, never 500', async () => {
    const signed = capturedPost({ recipient: replyTo, 'body-plain': 'x' });
    const multipart = (body: string, boundary = 'XyZ') => ({
      'content-type': `multipart/form-data; boundary=${boundary}`,
      body,
    });
    const part = (name: string, value: string) =>
      `--XyZ\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
    const cases: { name: string; 'content-type'?: string; body: string | Buffer }[] = [
      { name: 'garbage multipart', ...multipart('this is not multipart at all') },
      {
        name: 'multipart cut off in a part',
        ...multipart(`${part('timestamp', signed.timestamp)}--XyZ\r\nContent-Disp`),
      },
      { name: 'multipart without its closing boundary', ...multipart(part('token', signed.token)) },
      { name: 'multipart with no boundary', 'content-type': 'multipart/form-data', body: part('a', 'b') },
      {
        name: 'multipart with a header-less part',
        ...multipart(`--XyZ\r\n\r\nnothing\r\n--XyZ--\r\n`),
      },
      {
        name: 'multipart missing the signature fields',
        ...multipart(`${part('recipient', replyTo)}--XyZ--\r\n`),
      },
      { name: 'JSON', 'content-type': 'application/json', body: JSON.stringify(signed) },
      { name: 'broken JSON', 'content-type': 'application/json', body: '{"timestamp": ' },
      { name: 'plain text', 'content-type': 'text/plain', body: form(signed) },
      { name: 'no content type', body: form(signed) },
      {
        name: 'urlencoded with a field twice',
        'content-type': 'application/x-www-form-urlencoded',
        body: `${form(signed)}&token=a&token=b`,
      },
      { name: 'an empty body', 'content-type': 'application/x-www-form-urlencoded', body: '' },
      {
        name: 'a signature that is no hex',
        'content-type': 'application/x-www-form-urlencoded',
        body: form({ ...signed, signature: 'zz'.repeat(32) }),
      },
    ];
    for (const { name, body, ...headers } of cases) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/inbound/mailgun',
        headers: { 'accept-language': 'en', ...headers },
        payload: body,
      });
      expect(res.statusCode, `${name}: ${res.body}`).toBe(400);
      expect(json(res), name).toMatchObject({
        success: false,
        code: expect.stringMatching(/^(BAD_REQUEST|VALIDATION_FAILED)$/),
      });
      expect(json<{ message: string }>(res).message, name).not.toMatch(/something went wrong/i);
    }
    const health = await ctx.app.inject('/api/health');
    expect(health.statusCode).toBe(200);
  });
});

describe('POST /inbound/postmark', () => {
  const postmark = (overrides: Record<string, unknown> = {}) => ({
    MessageID: '5d9c3b4e-postmark-id',
    OriginalRecipient: replyTo,
    ToFull: [{ Email: replyTo.toUpperCase(), Name: '' }],
    TextBody:
      'Yes, please book me.\r\n\r\nOn Wed, 25 Nov 2026 at 10:00, Akademie <x@example.org> wrote:\r\n> Ja, er ist in Hamburg anerkannt.\r\n',
    HtmlBody: '',
    Headers: [{ Name: 'Message-ID', Value: '<postmark-reply@mail.example.org>' }],
    Attachments: [],
    ...overrides,
  });

  it('stores the reply once per Message-ID, the quote stripped', async () => {
    const first = await postPostmark(postmark());
    expect(first.statusCode, first.body).toBe(200);
    expect(json(first)).toEqual({ success: true, delivered: 1, duplicates: 0 });
    expect(json(await postPostmark(postmark()))).toEqual({ success: true, delivered: 0, duplicates: 1 });
    const stored = (await inbound()).filter((m) => m.mailMessageId === 'postmark-reply@mail.example.org');
    expect(stored.map((m) => m.text)).toEqual(['Yes, please book me.']);
  });

  it('reads an HTML-only mail and notes a dropped attachment', async () => {
    const res = await postPostmark(
      postmark({
        TextBody: '',
        HtmlBody:
          '<div>Ich komme <b>gern</b>.</div><div class="gmail_quote">Am Mi., 25. Nov. 2026 um 10:00 Uhr schrieb Akademie:<blockquote>&gt; Ja</blockquote></div>',
        Headers: [{ Name: 'Message-ID', Value: '<html-only@mail.example.org>' }],
        Attachments: [{ Name: 'scan.pdf', Content: 'JVBERi0=', ContentType: 'application/pdf', ContentLength: 5 }],
      }),
    );
    expect(json(res)).toMatchObject({ delivered: 1 });
    const [stored] = (await inbound()).filter((m) => m.mailMessageId === 'html-only@mail.example.org');
    expect(stored!.text).toBe(
      'Ich komme gern.\n\n[Diese E-Mail hatte 1 Anhang. Anhänge werden nicht übernommen; bitte fragen Sie nach, wenn Sie ihn brauchen.]',
    );
  });

  it('refuses wrong or missing credentials with 401 in the envelope before reading the mail', async () => {
    for (const authorization of [
      basic(POSTMARK.user, 'wrong-password-0123456789'),
      basic('other', POSTMARK.password),
      '',
    ]) {
      const res = await postPostmark(postmark({ Headers: [{ Name: 'Message-ID', Value: '<nope@x>' }] }), authorization);
      expect(res.statusCode).toBe(401);
      expect(res.headers['www-authenticate']).toMatch(/^Basic /);
      expect(json(res)).toMatchObject({ success: false, code: 'INBOUND_SIGNATURE_INVALID' });
    }
    expect((await inbound()).some((m) => m.mailMessageId === 'nope@x')).toBe(false);
  });
});

describe('an attacker at the Postmark webhook', () => {
  it('cannot guess the Basic credentials without limit: 429 per client address after 10 wrong tries', async () => {
    const attacker = '203.0.113.7';
    const guess = (authorization: string, remoteAddress = attacker) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/inbound/postmark',
        remoteAddress,
        headers: { authorization, 'accept-language': 'en' },
        payload: { TextBody: 'x' },
      });
    for (let i = 0; i < 10; i++) {
      const res = await guess(basic(POSTMARK.user, `guess-${i}`));
      expect(res.statusCode, res.body).toBe(401);
    }
    const refused = await guess(basic(POSTMARK.user, 'guess-10'));
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(json(refused)).toMatchObject({ success: false, code: 'RATE_LIMITED' });
    // Even the right password from that address waits now: the guess cannot be confirmed.
    expect((await guess(basic(POSTMARK.user, POSTMARK.password))).statusCode).toBe(429);
    // Postmark's own address is not held up by the attacker's guesses.
    const postmarkServer = await guess(basic(POSTMARK.user, POSTMARK.password), '198.51.100.20');
    expect(postmarkServer.statusCode, postmarkServer.body).toBe(200);
  });

  it('gets 400 in the envelope for every malformed body, never 500', async () => {
    const authorization = basic(POSTMARK.user, POSTMARK.password);
    const cases: { name: string; 'content-type'?: string; body: string }[] = [
      { name: 'broken JSON', 'content-type': 'application/json', body: '{"TextBody": "x",' },
      { name: 'JSON that is no object', 'content-type': 'application/json', body: '[1,2,3]' },
      { name: 'JSON null', 'content-type': 'application/json', body: 'null' },
      {
        name: 'a field of the wrong kind',
        'content-type': 'application/json',
        body: JSON.stringify({ ToFull: 'a@b' }),
      },
      { name: 'addresses without Email', 'content-type': 'application/json', body: JSON.stringify({ ToFull: [{}] }) },
      {
        name: 'headers without Value',
        'content-type': 'application/json',
        body: JSON.stringify({ Headers: [{ Name: 'x' }] }),
      },
      { name: 'attachments not a list', 'content-type': 'application/json', body: JSON.stringify({ Attachments: 7 }) },
      { name: 'urlencoded', 'content-type': 'application/x-www-form-urlencoded', body: 'TextBody=x' },
      { name: 'multipart', 'content-type': 'multipart/form-data; boundary=XyZ', body: '--XyZ--\r\n' },
      { name: 'plain text', 'content-type': 'text/plain', body: '{}' },
      { name: 'no content type', body: '{}' },
      { name: 'an empty JSON body', 'content-type': 'application/json', body: '' },
    ];
    for (const { name, body, ...headers } of cases) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/inbound/postmark',
        remoteAddress: '198.51.100.21',
        headers: { authorization, 'accept-language': 'en', ...headers },
        payload: body,
      });
      expect(res.statusCode, `${name}: ${res.body}`).toBe(400);
      expect(json(res), name).toMatchObject({
        success: false,
        code: expect.stringMatching(/^(BAD_REQUEST|VALIDATION_FAILED)$/),
      });
    }
  });
});

describe('the API description', () => {
  it('documents both webhooks when they are on', async () => {
    const doc = json<{ paths: Record<string, unknown> }>(await ctx.app.inject('/api/openapi.json'));
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/inbound/mailgun', '/inbound/postmark']));
  });
});

describe('without inbound mail configured', () => {
  it('has no webhooks (404 in the envelope), no reply addresses and no SMTP receiver', async () => {
    const plain = await createTestContext();
    try {
      for (const url of ['/api/inbound/mailgun', '/api/inbound/postmark']) {
        const res = await plain.app.inject({ method: 'POST', url, payload: {} });
        expect(res.statusCode).toBe(404);
        expect(json(res)).toMatchObject({ success: false, code: 'NOT_FOUND' });
      }
      expect(plain.app.replyAddresses).toBeNull();
      expect(plain.app.inboundSmtpAddress()).toBeNull();
    } finally {
      await plain.close();
    }
  });
});
