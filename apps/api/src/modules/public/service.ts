/**
 * Public marketplace calls without sign-in: the inquiry that creates a lead with its
 * conversation (and mails the provider's team and the participant), and the participant's
 * answer through a single-use reply link (docs/decisions/007-reply-links.md).
 */
import { and, eq, gt, isNotNull, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { todayIso, type Language } from '@bu/contracts';
import type { z } from 'zod';
import type { inquiryBodySchema } from '@bu/contracts';
import {
  conversationMessages,
  conversations,
  leads,
  providers,
  replyKeys,
  seminars,
  users,
} from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { hashSecret } from '../../lib/tokens';
import { isUuid } from '../../lib/validation';
import { publicSql } from '../seminars';
import { appendParticipantMessage } from '../conversations';
import { leadTemplates, recordEvent } from '../leads';
import { servicePlugin } from '../../plugins/service';

type Inquiry = z.output<typeof inquiryBodySchema>;

function createPublicService(app: FastifyInstance) {
  const { db, config, mailer } = app;

  /** The key's row; 404 when no such key exists, 410 when it was used or has expired. */
  async function usableKey(key: string) {
    const [row] = await db
      .select()
      .from(replyKeys)
      .where(eq(replyKeys.keyHash, hashSecret(key)));
    if (!row) throw new AppError('NOT_FOUND');
    if (row.usedAt || row.expiresAt.getTime() <= app.now().getTime()) throw new AppError('LINK_EXPIRED');
    return row;
  }

  return {
    /**
     * Creates the lead (stage new, unread) and its conversation with the participant's message,
     * then mails every active team member (in their language) and the participant (in the
     * language of the request). Only online seminars that have not started yet take inquiries.
     * A filled honeypot answers the same success and stores nothing.
     */
    async inquire(seminarId: string, input: Inquiry, language: Language): Promise<void> {
      if (input.website?.trim()) return;
      if (!isUuid(seminarId)) throw new AppError('NOT_FOUND');
      const [seminar] = await db
        .select({ id: seminars.id, title: seminars.title, providerId: seminars.providerId, ownerId: seminars.ownerId })
        .from(seminars)
        .where(and(eq(seminars.id, seminarId), publicSql(todayIso(app.now()))));
      if (!seminar) throw new AppError('NOT_FOUND');

      const { leadId, conversationId } = await db.transaction(async (tx) => {
        const [lead] = await tx
          .insert(leads)
          .values({
            providerId: seminar.providerId,
            seminarId: seminar.id,
            ownerId: seminar.ownerId,
            firstName: input.firstName,
            lastName: input.lastName,
            email: input.email,
            phone: input.phone,
            message: input.message,
            state: input.employerState,
            stage: 'new',
            unread: true,
            source: 'inquiry',
            language,
          })
          .returning();
        const [conversation] = await tx
          .insert(conversations)
          .values({ providerId: seminar.providerId, leadId: lead!.id })
          .returning();
        const [message] = await tx
          .insert(conversationMessages)
          .values({
            conversationId: conversation!.id,
            providerId: seminar.providerId,
            direction: 'in',
            text: input.message,
          })
          .returning();
        await tx
          .update(conversations)
          .set({ lastMessageAt: message!.createdAt })
          .where(eq(conversations.id, conversation!.id));
        await recordEvent(tx, lead!.id, null, 'created', null, 'new');
        return { leadId: lead!.id, conversationId: conversation!.id };
      });

      const [provider] = await db
        .select({ name: providers.name })
        .from(providers)
        .where(eq(providers.id, seminar.providerId));
      const team = await db
        .select({ email: users.email, firstName: users.firstName, language: users.language })
        .from(users)
        .where(and(eq(users.providerId, seminar.providerId), isNotNull(users.emailVerifiedAt)));
      const facts = {
        firstName: input.firstName,
        lastName: input.lastName,
        email: input.email,
        phone: input.phone,
        state: input.employerState,
        message: input.message,
        seminarTitle: seminar.title,
      };
      for (const member of team) {
        await mailer.send(
          member.email,
          leadTemplates.newInquiry(member.language, member.firstName, facts, `${config.PUBLIC_URL}/leads/${leadId}`),
        );
      }
      await mailer.send(
        input.email,
        leadTemplates.inquiryConfirmation(
          language,
          input.firstName,
          provider!.name,
          seminar.title,
          input.message,
          app.replyAddresses?.addressOf(conversationId) ?? null,
        ),
      );
    },

    /** What the reply page shows for a key: the participant's first name, provider, seminar and the reply. */
    async replyContext(key: string) {
      const row = await usableKey(key);
      const [context] = await db
        .select({
          firstName: leads.firstName,
          language: leads.language,
          providerName: providers.name,
          seminarTitle: seminars.title,
          text: conversationMessages.text,
          createdAt: conversationMessages.createdAt,
        })
        .from(conversationMessages)
        .innerJoin(conversations, eq(conversations.id, conversationMessages.conversationId))
        .innerJoin(leads, eq(leads.id, conversations.leadId))
        .innerJoin(providers, eq(providers.id, leads.providerId))
        .leftJoin(seminars, eq(seminars.id, leads.seminarId))
        .where(eq(conversationMessages.id, row.messageId));
      if (!context) throw new AppError('NOT_FOUND');
      return {
        success: true as const,
        reply: {
          firstName: context.firstName,
          providerName: context.providerName,
          seminarTitle: context.seminarTitle,
          message: { text: context.text, createdAt: context.createdAt.toISOString() },
          language: context.language,
        },
      };
    },

    /** Uses the key (once) and appends the participant's answer; the thread and the lead become unread. */
    async reply(key: string, text: string): Promise<void> {
      await usableKey(key);
      await db.transaction(async (tx) => {
        const now = app.now();
        // The conditional update makes a key single-use even when two answers race.
        const [row] = await tx
          .update(replyKeys)
          .set({ usedAt: now })
          .where(and(eq(replyKeys.keyHash, hashSecret(key)), isNull(replyKeys.usedAt), gt(replyKeys.expiresAt, now)))
          .returning();
        if (!row) throw new AppError('LINK_EXPIRED');
        const [conversation] = await tx.select().from(conversations).where(eq(conversations.id, row.conversationId));
        if (!conversation) throw new AppError('NOT_FOUND');
        await appendParticipantMessage(tx, conversation, text, now);
      });
    },
  };
}

export type PublicService = ReturnType<typeof createPublicService>;

declare module 'fastify' {
  interface FastifyInstance {
    publicService: PublicService;
  }
}

export default servicePlugin('publicService', createPublicService, ['database', 'clock', 'mailer', 'replyAddresses']);
