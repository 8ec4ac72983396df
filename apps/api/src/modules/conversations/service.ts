/**
 * Conversations (DESIGN §6: one thread per lead): the thread list with unread counts, a thread
 * (opening it marks its participant messages and the lead read), and the provider's reply,
 * mailed to the participant with a single-use reply link (docs/decisions/007-reply-links.md).
 */
import { and, count, desc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  REPLY_KEY_LIFETIME_DAYS,
  excerpt,
  shiftDays,
  type ConversationListQuery,
  type SessionUser,
  todayIso,
} from '@bu/contracts';
import { conversationMessages, conversations, leads, providers, replyKeys, seminars } from '../../db/schema/index';
import { pageBounds, statementsByShape } from '../../db/prepared';
import { AppError } from '../../lib/app-error';
import { containsPattern } from '../../lib/like';
import { createSecret, hashSecret } from '../../lib/tokens';
import { isUuid } from '../../lib/validation';
import {
  leadSearchSql,
  leadTemplates,
  loadLead,
  messagesOf,
  recordEvent,
  seminarSummary,
  unreadMessageExists,
  unreadCountsOfProvider,
  unreadMessagesSql,
} from '../leads';
import { servicePlugin } from '../../plugins/service';

/** The values of the conversation list's placeholders (its statements compiled once per shape). */
const v = {
  providerId: sql.placeholder('providerId'),
  like: sql.placeholder('like'),
};

const lastMessage = sql<
  string | null
>`(select json_build_object('direction', m.direction, 'text', m.text, 'createdAt', m.created_at)::text from ${conversationMessages} m where m.conversation_id = ${conversations.id} order by m.created_at desc, m.id desc limit 1)`;

/** Threads of the provider with at least one message, filtered; values are placeholders (`v`). */
function listConditions(query: ConversationListQuery): SQL | undefined {
  return and(
    eq(conversations.providerId, v.providerId),
    isNotNull(conversations.lastMessageAt),
    query.unread === true
      ? sql`exists ${unreadMessageExists}`
      : query.unread === false
        ? sql`not exists ${unreadMessageExists}`
        : undefined,
    query.q ? leadSearchSql(v.providerId, v.like) : undefined,
  );
}

function createConversationService(app: FastifyInstance) {
  const { db, config, mailer } = app;
  /** The list's statements, built and prepared once per shape. */
  const compile = statementsByShape();

  async function owned(providerId: string, conversationId: string) {
    if (!isUuid(conversationId)) throw new AppError('NOT_FOUND');
    const [row] = await db
      .select()
      .from(conversations)
      .where(and(eq(conversations.id, conversationId), eq(conversations.providerId, providerId)));
    if (!row) throw new AppError('NOT_FOUND');
    return row;
  }

  return {
    /** Threads with at least one message, latest first. */
    async list(user: SessionUser, query: ConversationListQuery) {
      const shape = JSON.stringify([query.unread ?? null, Boolean(query.q)]);
      const values = {
        providerId: user.providerId,
        like: query.q ? containsPattern(query.q) : undefined,
        limit: query.pageSize,
        offset: (query.page - 1) * query.pageSize,
      };
      // A search is planned for its term on each call (statementsByShape), the others once.
      const planEachCall = Boolean(query.q);
      const page = pageBounds(planEachCall);
      const [[{ total } = { total: 0 }], rows, [{ conversations: unread } = { conversations: 0 }]] = await Promise.all([
        compile(
          `count ${shape}`,
          () =>
            // Every conversation has its lead; the join only matters when the search looks at it.
            query.q
              ? db
                  .select({ total: count() })
                  .from(conversations)
                  .innerJoin(leads, eq(leads.id, conversations.leadId))
                  .where(listConditions(query))
              : db.select({ total: count() }).from(conversations).where(listConditions(query)),
          planEachCall,
        ).execute(values),
        compile(
          `page ${shape}`,
          () =>
            db
              .select({
                id: conversations.id,
                leadId: conversations.leadId,
                lastMessageAt: conversations.lastMessageAt,
                unreadCount: unreadMessagesSql,
                firstName: leads.firstName,
                lastName: leads.lastName,
                email: leads.email,
                stage: leads.stage,
                seminarId: leads.seminarId,
                seminarTitle: seminars.title,
                lastMessage,
              })
              .from(conversations)
              .innerJoin(leads, eq(leads.id, conversations.leadId))
              .leftJoin(seminars, eq(seminars.id, leads.seminarId))
              .where(listConditions(query))
              .orderBy(desc(conversations.lastMessageAt), desc(conversations.id))
              .limit(page.limit)
              .offset(page.offset),
          planEachCall,
        ).execute(values),
        compile('unread', () => unreadCountsOfProvider(db, v.providerId)).execute(values),
      ]);
      return {
        success: true as const,
        conversations: rows.map((r) => {
          const last = r.lastMessage
            ? (JSON.parse(r.lastMessage) as { direction: 'in' | 'out'; text: string; createdAt: string })
            : null;
          return {
            id: r.id,
            leadId: r.leadId,
            unreadCount: r.unreadCount,
            lead: { firstName: r.firstName, lastName: r.lastName, email: r.email, stage: r.stage },
            seminarId: r.seminarId,
            seminarTitle: r.seminarTitle,
            lastMessage: last
              ? {
                  direction: last.direction,
                  text: excerpt(last.text, 150),
                  createdAt: new Date(last.createdAt).toISOString(),
                }
              : null,
            lastMessageAt: r.lastMessageAt?.toISOString() ?? null,
          };
        }),
        total,
        page: query.page,
        pageSize: query.pageSize,
        unreadConversations: unread,
      };
    },

    /** The thread; opening it marks its participant messages and its lead read. */
    async detail(user: SessionUser, conversationId: string) {
      const conversation = await owned(user.providerId, conversationId);
      await db.transaction(async (tx) => {
        await tx
          .update(conversationMessages)
          .set({ readAt: app.now() })
          .where(
            and(
              eq(conversationMessages.conversationId, conversation.id),
              eq(conversationMessages.direction, 'in'),
              isNull(conversationMessages.readAt),
            ),
          );
        await tx
          .update(leads)
          .set({ unread: false })
          .where(and(eq(leads.id, conversation.leadId), eq(leads.unread, true)));
      });
      const [lead, messages] = await Promise.all([
        loadLead(db, user.providerId, conversation.leadId, app.now()),
        messagesOf(db, conversation.id),
      ]);
      return {
        success: true as const,
        conversation: {
          id: conversation.id,
          leadId: conversation.leadId,
          unreadCount: 0,
          messages,
          lead,
          seminar: await seminarSummary(db, lead.seminarId, todayIso(app.now())),
        },
      };
    },

    /** Stores the reply (out), issues a single-use reply key and mails both to the participant. */
    async reply(user: SessionUser, conversationId: string, text: string) {
      const conversation = await owned(user.providerId, conversationId);
      const key = createSecret();
      const result = await db.transaction(async (tx) => {
        const [lead] = await tx.select().from(leads).where(eq(leads.id, conversation.leadId)).for('update');
        if (!lead) throw new AppError('NOT_FOUND');
        const now = app.now();
        const [message] = await tx
          .insert(conversationMessages)
          .values({
            conversationId: conversation.id,
            providerId: conversation.providerId,
            direction: 'out',
            text,
            userId: user.id,
          })
          .returning();
        await tx.insert(replyKeys).values({
          conversationId: conversation.id,
          messageId: message!.id,
          keyHash: hashSecret(key),
          expiresAt: shiftDays(now, REPLY_KEY_LIFETIME_DAYS),
        });
        await tx
          .update(conversations)
          .set({ lastMessageAt: message!.createdAt })
          .where(eq(conversations.id, conversation.id));
        // Answering is attention: a reply also reads what the participant wrote.
        await tx
          .update(conversationMessages)
          .set({ readAt: now })
          .where(
            and(
              eq(conversationMessages.conversationId, conversation.id),
              eq(conversationMessages.direction, 'in'),
              isNull(conversationMessages.readAt),
            ),
          );
        await tx.update(leads).set({ lastActivityAt: now, updatedAt: now, unread: false }).where(eq(leads.id, lead.id));
        await recordEvent(tx, lead.id, user.id, 'message_out');
        const [provider] = await tx
          .select({ name: providers.name })
          .from(providers)
          .where(eq(providers.id, user.providerId));
        const [seminar] = lead.seminarId
          ? await tx.select({ title: seminars.title }).from(seminars).where(eq(seminars.id, lead.seminarId))
          : [];
        return { message: message!, lead, providerName: provider!.name, seminarTitle: seminar?.title ?? null };
      });
      // Queued after the commit: no mail for a reply that was not stored (delivery is retried by the queue).
      await mailer.send(
        result.lead.email,
        leadTemplates.providerReply(
          result.lead.language,
          result.lead.firstName,
          result.providerName,
          result.seminarTitle,
          text,
          `${config.PUBLIC_URL}/reply?key=${encodeURIComponent(key)}`,
          app.replyAddresses?.addressOf(conversation.id) ?? null,
        ),
      );
      return {
        success: true as const,
        message: {
          id: result.message.id,
          direction: result.message.direction,
          text: result.message.text,
          createdAt: result.message.createdAt.toISOString(),
          author: { id: user.id, firstName: user.firstName, lastName: user.lastName },
          readAt: null,
        },
      };
    },
  };
}

export type ConversationService = ReturnType<typeof createConversationService>;

declare module 'fastify' {
  interface FastifyInstance {
    conversationService: ConversationService;
  }
}

export default servicePlugin('conversationService', createConversationService, [
  'database',
  'clock',
  'mailer',
  'replyAddresses',
]);
