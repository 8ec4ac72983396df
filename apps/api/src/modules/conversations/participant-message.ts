/**
 * The one way a participant's answer enters a conversation, whether it came through the reply
 * page (public/service.ts) or by mail (inbound/service.ts): the message is appended as `in`, the
 * thread's last message moves, the lead becomes unread with new activity, and its history
 * records the message. A mail's Message-ID is stored with it; the same mail again is not.
 */
import { eq } from 'drizzle-orm';
import type { WebhookMessageReceived } from '@bu/contracts';
import type { Tx } from '../../db/client';
import { conversationMessages, conversations, leads } from '../../db/schema/index';
import { recordEvent } from '../leads';

/**
 * Appends the message inside the caller's transaction; answers it as the `conversation.message_received`
 * webhook carries it (to emit once committed), or null when this mail (Message-ID) is already there.
 */
export async function appendParticipantMessage(
  tx: Tx,
  conversation: { id: string; providerId: string; leadId: string },
  text: string,
  now: Date,
  mailMessageId: string | null = null,
): Promise<WebhookMessageReceived | null> {
  const [message] = await tx
    .insert(conversationMessages)
    .values({
      conversationId: conversation.id,
      providerId: conversation.providerId,
      direction: 'in',
      text,
      mailMessageId,
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning();
  if (!message) return null;
  await tx.update(conversations).set({ lastMessageAt: message.createdAt }).where(eq(conversations.id, conversation.id));
  await tx
    .update(leads)
    .set({ unread: true, lastActivityAt: now, updatedAt: now })
    .where(eq(leads.id, conversation.leadId));
  await recordEvent(tx, conversation.leadId, null, 'message_in');
  return {
    conversationId: conversation.id,
    leadId: conversation.leadId,
    message: {
      id: message.id,
      direction: 'in',
      text: message.text,
      createdAt: message.createdAt.toISOString(),
      author: null,
      readAt: null,
    },
  };
}
