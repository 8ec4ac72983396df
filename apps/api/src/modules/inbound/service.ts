/**
 * Inbound mail into conversations: whichever way a mail arrived (Mailgun, Postmark, the SMTP
 * receiver), each of its recipients that is a valid reply address gets the reply as a
 * participant message — once per Message-ID. ADR 022.
 */
import { createHash } from 'node:crypto';
import { eq, lt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { conversations, inboundMailgunTokens, leads } from '../../db/schema/index';
import { appendParticipantMessage } from '../conversations';
import { inboundMessageText, visibleReply } from './message-text';
import type { ReplyAddresses } from './reply-address';
import { servicePlugin } from '../../plugins/service';

export interface InboundMail {
  /** Envelope and header recipients; addresses that are not reply addresses are passed over. */
  recipients: string[];
  /** The Message-ID header (with or without angle brackets); null when the mail has none. */
  messageId: string | null;
  text: string;
  html?: string;
  /** How many attachments the mail had (they are not kept). */
  attachments: number;
}

export interface InboundResult {
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
  return {
    /**
     * Takes a Mailgun webhook token for its one use: false when it was seen before. Kept until
     * `staleAt`, after which its signature is refused as stale anyway; older ones go as new come.
     */
    async claimMailgunToken(token: string, staleAt: Date): Promise<boolean> {
      const tokenHash = createHash('sha256').update(token).digest('hex');
      await db.delete(inboundMailgunTokens).where(lt(inboundMailgunTokens.expiresAt, app.now()));
      const claimed = await db
        .insert(inboundMailgunTokens)
        .values({ tokenHash, expiresAt: staleAt })
        .onConflictDoNothing()
        .returning({ tokenHash: inboundMailgunTokens.tokenHash });
      return claimed.length > 0;
    },

    /** Stores the mail in each conversation it is addressed to; counts what was stored and what was seen before. */
    async receive(mail: InboundMail): Promise<InboundResult> {
      const ids = new Set(mail.recipients.map((r) => addresses.conversationOf(r)).filter((id) => id !== null));
      const result: InboundResult = { delivered: 0, duplicates: 0 };
      if (!ids.size) return result;
      const reply = visibleReply(mail.text, mail.html);
      const messageId = normalizeMessageId(mail.messageId);
      for (const id of ids) {
        const [conversation] = await db
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
        const stored = await db.transaction((tx) =>
          appendParticipantMessage(tx, conversation, text, app.now(), messageId),
        );
        if (stored) await app.webhooks.emit(conversation.providerId, 'conversation.message_received', stored);
        if (stored) result.delivered++;
        else result.duplicates++;
      }
      return result;
    },
  };
}

export type InboundService = ReturnType<typeof createInboundService>;

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
