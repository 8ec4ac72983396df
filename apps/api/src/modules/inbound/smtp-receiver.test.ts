/**
 * The SMTP receiver end to end: a real SMTP client (nodemailer) delivers the participant's reply
 * to the conversation's reply address on the receiver's own port — twice, as a retrying server
 * would — and the conversation holds it once, without the quoted history. Other recipients are
 * refused in the SMTP conversation, so the receiver never relays.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import { createTestContext, type TestContext } from '../../../test/helpers';
import { createProviderUser, type TestUser } from '../../../test/factories';
import { insertConversation, insertLead } from '../../demo/factories';
import { conversationMessages, leads } from '../../db/schema/index';

let ctx: TestContext;
let alice: TestUser;
let conversationId: string;
let leadId: string;

beforeAll(async () => {
  // Port 0: the receiver takes a free port, read back from the app.
  ctx = await createTestContext({ INBOUND_MAIL_DOMAIN: 'reply.example.org', INBOUND_SMTP_PORT: '0' });
  alice = await createProviderUser(ctx.database.db);
  const lead = await insertLead(ctx.database.db, { providerId: alice.providerId, language: 'en', unread: false });
  leadId = lead.id;
  conversationId = (
    await insertConversation(ctx.database.db, { providerId: alice.providerId, leadId }, [
      { direction: 'in', text: 'Is the course recognised?', readAt: new Date() },
      { direction: 'out', text: 'Yes, in Hamburg.', userId: alice.userId },
    ])
  ).id;
});
afterAll(async () => ctx?.close());

function client() {
  const address = ctx.app.inboundSmtpAddress();
  expect(address).not.toBeNull();
  // The receiver offers STARTTLS with its built-in certificate; the test speaks plain SMTP.
  return nodemailer.createTransport({ host: '127.0.0.1', port: address!.port, secure: false, ignoreTLS: true });
}

describe('the SMTP receiver', () => {
  it('stores a reply sent twice once, without the quoted history and with a note on the attachment', async () => {
    const to = ctx.app.replyAddresses!.addressOf(conversationId);
    const transport = client();
    const mail = {
      from: 'Jonas Petersen <jonas.petersen@example.org>',
      to,
      subject: 'Re: Reply from Akademie',
      messageId: '<smtp-reply-1@mail.example.org>',
      text: 'Great, please book me a place.\n\nOn Tue, 24 Nov 2026 at 10:00, Akademie <no-reply@example.org> wrote:\n> Yes, in Hamburg.\n',
      attachments: [{ filename: 'request.txt', content: 'employer request' }],
    };
    const first = await transport.sendMail(mail);
    expect(first.accepted).toEqual([to]);
    const second = await transport.sendMail(mail);
    expect(second.accepted).toEqual([to]);
    transport.close();

    const stored = await ctx.database.db
      .select()
      .from(conversationMessages)
      .where(
        and(
          eq(conversationMessages.conversationId, conversationId),
          eq(conversationMessages.mailMessageId, 'smtp-reply-1@mail.example.org'),
        ),
      );
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      direction: 'in',
      readAt: null,
      text: 'Great, please book me a place.\n\n[This email had 1 attachment. Attachments are not taken over; please ask for it if you need it.]',
    });
    const [lead] = await ctx.database.db.select().from(leads).where(eq(leads.id, leadId));
    expect(lead!.unread).toBe(true);
  });

  it('refuses recipients that are not reply addresses (no relaying)', async () => {
    const transport = client();
    const forged = ctx.app
      .replyAddresses!.addressOf(conversationId)
      .replace(/[0-9a-f](?=@)/, (c) => (c === 'a' ? 'b' : 'a'));
    for (const to of ['someone@example.com', forged]) {
      await expect(transport.sendMail({ from: 'x@example.org', to, subject: 'Hi', text: 'Hi' })).rejects.toMatchObject({
        responseCode: 550,
      });
    }
    transport.close();
  });
});
