/**
 * Public marketplace calls without sign-in: the inquiry that creates a lead with its
 * conversation or joins a recent one of the same participant and seminar (and mails the
 * provider's team, capped per hour, and the participant), and the participant's
 * answer through a single-use reply link (docs/decisions/007-reply-links.md).
 */
import { and, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { INQUIRY_MERGE_HOURS, type Language } from '@bu/contracts';
import type { z } from 'zod';
import type { inquiryBodySchema } from '@bu/contracts';
import { conversationMessages, conversations, leads, providers, replyKeys, seminars } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { hashSecret } from '../../lib/tokens';
import { isUuid } from '../../lib/validation';
import { publicSql } from '../seminars';
import { appendParticipantMessage } from '../conversations';
import { leadTemplates, loadLead, recordEvent } from '../leads';
import { servicePlugin } from '../../plugins/service';
import { widgetAllows } from '../widget';
import { createInquiryNotices } from './notices';
import type { FormTokenCheck } from './form-token';

type Inquiry = z.output<typeof inquiryBodySchema>;

function createPublicService(app: FastifyInstance) {
  const { db, config, mailer } = app;
  const notices = createInquiryNotices(app);

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
     * Takes an inquiry (the route has checked the honeypot; `form` is its form token's check,
     * refused once the seminar is known to take inquiries): the same email
     * and seminar within INQUIRY_MERGE_HOURS joins that lead's conversation; otherwise a new lead
     * (stage new, unread) with its conversation, and the participant's confirmation mail (in the
     * language of the request). The team hears of it by mail, at most INQUIRY_NOTICES_PER_HOUR
     * times an hour per provider; the rest wait for the hour's digest (notices.ts). Only online
     * seminars that have not started yet take inquiries.
     * An inquiry through the website widget names the page it was embedded on: its origin must be
     * on the provider's widget allow-list (when there is one), and the lead's source is `widget`.
     */
    async inquire(seminarId: string, input: Inquiry, language: Language, form: FormTokenCheck): Promise<void> {
      if (!isUuid(seminarId)) throw new AppError('NOT_FOUND');
      const [seminar] = await db
        .select({ id: seminars.id, title: seminars.title, providerId: seminars.providerId, ownerId: seminars.ownerId })
        .from(seminars)
        .where(and(eq(seminars.id, seminarId), publicSql(app.today())));
      if (!seminar) throw new AppError('NOT_FOUND');
      if (form === 'expired') throw new AppError('INQUIRY_FORM_EXPIRED');
      if (form === 'tooFast') throw new AppError('INQUIRY_TOO_FAST');
      if (input.embeddedOn !== undefined) {
        const [provider] = await db
          .select({ widgetOrigins: providers.widgetOrigins })
          .from(providers)
          .where(eq(providers.id, seminar.providerId));
        if (!widgetAllows(provider!.widgetOrigins, input.embeddedOn, config.PUBLIC_URL))
          throw new AppError('WIDGET_ORIGIN_NOT_ALLOWED');
      }
      const email = input.email.trim().toLowerCase();

      const taken = await db.transaction(async (tx) => {
        // One participant's inquiries about one seminar take turns, so two at once cannot both start a lead.
        await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`inquiry:${seminar.id}:${email}`}, 0))`);
        const [earlier] = await tx
          .select({ leadId: leads.id, conversationId: conversations.id })
          .from(leads)
          .innerJoin(conversations, eq(conversations.leadId, leads.id))
          .where(
            and(
              eq(leads.seminarId, seminar.id),
              eq(leads.email, email),
              inArray(leads.source, ['inquiry', 'widget']),
              gt(leads.createdAt, new Date(app.now().getTime() - INQUIRY_MERGE_HOURS * 3600_000)),
            ),
          )
          .orderBy(desc(leads.createdAt))
          .limit(1);
        if (earlier) {
          const received = await appendParticipantMessage(
            tx,
            { id: earlier.conversationId, providerId: seminar.providerId, leadId: earlier.leadId },
            input.message,
            app.now(),
          );
          return {
            ...earlier,
            merged: true,
            received,
            notice: await notices.claim(tx, seminar.providerId, earlier.leadId),
          };
        }
        const [lead] = await tx
          .insert(leads)
          .values({
            providerId: seminar.providerId,
            seminarId: seminar.id,
            ownerId: seminar.ownerId,
            firstName: input.firstName,
            lastName: input.lastName,
            email,
            phone: input.phone,
            message: input.message,
            state: input.employerState,
            stage: 'new',
            unread: true,
            source: input.embeddedOn === undefined ? 'inquiry' : 'widget',
            embeddedOn: input.embeddedOn ?? null,
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
        const notice = await notices.claim(tx, seminar.providerId, lead!.id);
        return { leadId: lead!.id, conversationId: conversation!.id, merged: false, received: null, notice };
      });
      if (taken.received) await app.webhooks.emit(seminar.providerId, 'conversation.message_received', taken.received);
      else if (!taken.merged)
        await app.webhooks.emit(seminar.providerId, 'lead.created', () =>
          loadLead(db, seminar.providerId, taken.leadId, app.now()),
        );

      if (taken.notice === 'mail') {
        const facts = {
          firstName: input.firstName,
          lastName: input.lastName,
          email,
          phone: input.phone,
          state: input.employerState,
          message: input.message,
          seminarTitle: seminar.title,
        };
        for (const member of await notices.team(seminar.providerId)) {
          await mailer.send(
            member.email,
            leadTemplates.newInquiry(
              member.language,
              member.firstName,
              facts,
              `${config.PUBLIC_URL}/leads/${taken.leadId}`,
            ),
          );
        }
      } else if (taken.notice === 'digest-first') {
        await notices.queueDigest(seminar.providerId);
      }
      // A merged inquiry's participant had the confirmation for this seminar already.
      if (taken.merged) return;
      const [provider] = await db
        .select({ name: providers.name })
        .from(providers)
        .where(eq(providers.id, seminar.providerId));
      await mailer.send(
        email,
        leadTemplates.inquiryConfirmation(
          language,
          input.firstName,
          provider!.name,
          seminar.title,
          input.message,
          app.replyAddresses?.addressOf(taken.conversationId) ?? null,
        ),
      );
    },

    /** Mails the team the digest of the inquiries beyond an hour's notices (the digest job). */
    sendInquiryDigest: notices.sendDigest,

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
      const received = await db.transaction(async (tx) => {
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
        const message = await appendParticipantMessage(tx, conversation, text, now);
        return message && { providerId: conversation.providerId, message };
      });
      if (received) await app.webhooks.emit(received.providerId, 'conversation.message_received', received.message);
    },
  };
}

type PublicService = ReturnType<typeof createPublicService>;

declare module 'fastify' {
  interface FastifyInstance {
    publicService: PublicService;
  }
}

export default servicePlugin('publicService', createPublicService, [
  'database',
  'config',
  'clock',
  'mailer',
  'replyAddresses',
  'webhooks',
]);
