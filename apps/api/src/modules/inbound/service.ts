/**
 * Inbound mail into conversations: whichever way a mail arrived (Mailgun, Postmark, the SMTP
 * receiver), each of its recipients that is a valid reply address gets the reply as a
 * participant message — once per Message-ID. ADR 022.
 */
import { createHash } from 'node:crypto';
import { eq, lt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { WebhookMessageReceived } from '@bu/contracts';
import type { Tx } from '../../db/client';
import { conversations, inboundMailgunTokens, leads } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { appendParticipantMessage } from '../conversations';
import { inboundMessageText, visibleReply } from './message-text';
import type { ReplyAddresses } from './reply-address';
import { servicePlugin } from '../../plugins/service';

interface InboundMail {
  /** Envelope and header recipients; addresses that are not reply addresses are passed over. */
  recipients: string[];
  /** The Message-ID header (with or without angle brackets); null when the mail has none. */
  messageId: string | null;
  text: string;
  html?: string;
  /** How many attachments the mail had (they are not kept). */
  attachments: number;
}

/** A Mailgun webhook's token, accepted once, and when its signature goes stale. */
interface MailgunToken {
  token: string;
  staleAt: Date;
}

interface InboundResult {
  delivered: number;
  duplicates: number;
}

/** A Message-ID as stored: without angle brackets and surrounding space. */
export const normalizeMessageId = (id: string | null | undefined): string | null => {
  const value = id?.trim().replace(/^<|>$/g, '').trim();
  return value ? value.slice(0, 998) : null;
};

function createInboundService(app: FastifyInstance, addresses: ReplyAddresses) {
  const { db } = app;

  /**
   * Takes a Mailgun webhook token for its one use, inside the transaction that stores the mail:
   * false when it was taken before. On PostgreSQL a second post of the same token waits here
   * until the first one's transaction ends, and gets it only if that one rolled back.
   */
  async function claimMailgunToken(tx: Tx, { token, staleAt }: MailgunToken): Promise<boolean> {
    const tokenHash = createHash('sha256').update(token).digest('hex');
    const claimed = await tx
      .insert(inboundMailgunTokens)
      .values({ tokenHash, expiresAt: staleAt })
      .onConflictDoNothing()
      .returning({ tokenHash: inboundMailgunTokens.tokenHash });
    return claimed.length > 0;
  }

  return {
    /**
     * Stores the mail in each conversation it is addressed to; counts what was stored and what
     * was seen before. All of it is one transaction: a failure stores nothing, so the sender's
     * retry finds the mail new. With a Mailgun token, the token is taken in that same
     * transaction (INBOUND_SIGNATURE_REUSED when it was taken before): a post that failed leaves
     * it free for Mailgun's retry, one that was stored can never be replayed. Tokens are kept
     * until `staleAt`, after which their signature is refused as stale anyway; older ones go as
     * new ones come.
     */
    async receive(mail: InboundMail, mailgunToken?: MailgunToken): Promise<InboundResult> {
      if (mailgunToken) await db.delete(inboundMailgunTokens).where(lt(inboundMailgunTokens.expiresAt, app.now()));
      const ids = new Set(mail.recipients.map((r) => addresses.conversationOf(r)).filter((id) => id !== null));
      const result: InboundResult = { delivered: 0, duplicates: 0 };
      if (!ids.size && !mailgunToken) return result;
      const reply = visibleReply(mail.text, mail.html);
      const messageId = normalizeMessageId(mail.messageId);
      const received = await db.transaction(async (tx) => {
        if (mailgunToken && !(await claimMailgunToken(tx, mailgunToken))) {
          throw new AppError('INBOUND_SIGNATURE_REUSED');
        }
        const stored: { providerId: string; message: WebhookMessageReceived }[] = [];
        for (const id of ids) {
          const [conversation] = await tx
            .select({
              id: conversations.id,
              providerId: conversations.providerId,
              leadId: conversations.leadId,
              language: leads.language,
            })
            .from(conversations)
            .innerJoin(leads, eq(leads.id, conversations.leadId))
            .where(eq(conversations.id, id));
          // A lead deleted since the mail went out: nothing to add to.
          if (!conversation) continue;
          const text = inboundMessageText(reply, mail.attachments, conversation.language);
          if (!text) continue;
          const message = await appendParticipantMessage(tx, conversation, text, app.now(), messageId);
          if (message) stored.push({ providerId: conversation.providerId, message });
          else result.duplicates++;
        }
        return stored;
      });
      // Once committed; emitting never throws.
      for (const { providerId, message } of received) {
        await app.webhooks.emit(providerId, 'conversation.message_received', message);
      }
      result.delivered = received.length;
      return result;
    },
  };
}

type InboundService = ReturnType<typeof createInboundService>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Null when inbound mail is off (no INBOUND_MAIL_DOMAIN). */
    inboundService: InboundService | null;
  }
}

export default servicePlugin(
  'inboundService',
  (app) => (app.replyAddresses ? createInboundService(app, app.replyAddresses) : null),
  ['database', 'clock', 'replyAddresses', 'webhooks'],
);
