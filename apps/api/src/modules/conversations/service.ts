/**
 * Conversations (DESIGN §6: one thread per lead): the thread list with unread counts, a thread
 * (opening it marks its participant messages and the lead read), and the provider's reply,
 * mailed to the participant with a single-use reply link (docs/decisions/007-reply-links.md).
 */
import { and, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  REPLY_KEY_LIFETIME_DAYS,
  excerpt,
  shiftDays,
  type ConversationListQuery,
  type ConversationListResponse,
  type SessionUser,
} from '@bu/contracts';
import { conversationMessages, conversations, leads, providers, replyKeys, seminars } from '../../db/schema/index';
import type { Executor } from '../../db/client';
import { keptCount } from '../../db/kept-counts';
import { pageBounds, rawStatement, statementsByShape } from '../../db/prepared';
import { type SessionCheck, sessionColumn } from '../../plugins/auth';
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
  unreadThreadsSql,
  unreadMessagesSql,
} from '../leads';
import { servicePlugin } from '../../plugins/service';

/** The values of the conversation list's placeholders (its statements compiled once per shape). */
const v = {
  providerId: sql.placeholder('providerId'),
  like: sql.placeholder('like'),
};

/** The thread's last message as JSON (direction, text, instant), or null. */
const lastMessage = sql`(select json_build_object('direction', m.direction, 'text', m.text, 'createdAt', m.created_at) from ${conversationMessages} m where m.conversation_id = ${conversations.id} order by m.created_at desc, m.id desc limit 1)`;

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

/** A listed thread as the list statement reads it (JSON: instants as ISO text). */
interface ListedThread {
  id: string;
  leadId: string;
  lastMessageAt: string | null;
  unreadCount: number;
  firstName: string;
  lastName: string;
  email: string;
  stage: ConversationListResponse['conversations'][number]['lead']['stage'];
  seminarId: string | null;
  seminarTitle: string | null;
  lastMessage: { direction: 'in' | 'out'; text: string; createdAt: string } | null;
}

/** The list statement's one row: the page as JSON text (null when empty), the counts, the session. */
interface ListRow {
  total: number;
  conversations: string | null;
  unread: number;
  session?: string | null;
}

/**
 * GET /conversations in one statement (as GET /seminars and GET /leads): the page of threads as
 * JSON, the filter's total, the provider's threads with unread messages and, when the route reads
 * the session in its statement (ADR 035), the request's session. Three statements before, side by
 * side on as many connections, and the session's before them.
 */
function listStatement(executor: Executor, query: ConversationListQuery, readsSession: boolean): SQL {
  const where = listConditions(query);
  const { limit, offset } = pageBounds(Boolean(query.q));
  // Every conversation has its lead; the join only matters to the count when the search looks at it.
  const counted = query.q
    ? sql`${conversations} join ${leads} on ${leads.id} = ${conversations.leadId}`
    : sql`${conversations}`;
  const pageRows = sql`select ${conversations.id} as id, ${conversations.leadId} as "leadId",
      ${conversations.lastMessageAt} as "lastMessageAt", ${unreadMessagesSql}::int as "unreadCount",
      ${leads.firstName} as "firstName", ${leads.lastName} as "lastName", ${leads.email} as email,
      ${leads.stage} as stage, ${leads.seminarId} as "seminarId", ${seminars.title} as "seminarTitle",
      ${lastMessage} as "lastMessage"
    from ${conversations}
    join ${leads} on ${leads.id} = ${conversations.leadId}
    left join ${seminars} on ${seminars.id} = ${leads.seminarId}
    where ${where}
    order by ${conversations.lastMessageAt} desc, ${conversations.id} desc limit ${limit} offset ${offset}`;
  // Unfiltered, the total is the provider's threads with a message, kept by the conversations'
  // trigger (migration 0029, ADR 037) instead of counted on every answer.
  const total =
    query.unread === undefined && !query.q
      ? keptCount('threads', v.providerId)
      : sql`(select count(*)::int from ${counted} where ${where})`;
  return sql`
    with page as materialized (select row_number() over () as ord, listed.* from (${pageRows}) listed)
    select
      ${total} as total,
      (select json_agg(page order by page.ord)::text from page) as conversations,
      ${unreadThreadsSql(executor, v.providerId)} as unread
      ${readsSession ? sql`, ${sessionColumn} as session` : sql``}`;
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
    /**
     * Threads with at least one message, latest first, for `user`'s provider; with a session check
     * (`readInSession`, plugins/auth.ts) the statement reads the request's session as well.
     */
    async readList(
      user: SessionUser,
      query: ConversationListQuery,
      check: SessionCheck | null = null,
    ): Promise<{ answer: ConversationListResponse; session?: string | null }> {
      const shape = JSON.stringify([Boolean(check), query.unread ?? null, Boolean(query.q)]);
      // A search is planned for its term on each call (statementsByShape), the others once.
      const [row] = await compile(
        shape,
        () => rawStatement<ListRow>(db, listStatement(db, query, Boolean(check))),
        Boolean(query.q),
      ).execute({
        providerId: user.providerId,
        like: query.q ? containsPattern(query.q) : undefined,
        limit: query.pageSize,
        offset: (query.page - 1) * query.pageSize,
        ...check,
      });
      const threads = JSON.parse(row!.conversations ?? '[]') as ListedThread[];
      return {
        answer: {
          success: true,
          conversations: threads.map((r) => ({
            id: r.id,
            leadId: r.leadId,
            unreadCount: r.unreadCount,
            lead: { firstName: r.firstName, lastName: r.lastName, email: r.email, stage: r.stage },
            seminarId: r.seminarId,
            seminarTitle: r.seminarTitle,
            lastMessage: r.lastMessage
              ? {
                  direction: r.lastMessage.direction,
                  text: excerpt(r.lastMessage.text, 150),
                  createdAt: new Date(r.lastMessage.createdAt).toISOString(),
                }
              : null,
            lastMessageAt: r.lastMessageAt && new Date(r.lastMessageAt).toISOString(),
          })),
          total: row!.total,
          page: query.page,
          pageSize: query.pageSize,
          unreadConversations: row!.unread,
        },
        session: row!.session,
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
          seminar: await seminarSummary(db, lead.seminarId, app.today()),
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

type ConversationService = ReturnType<typeof createConversationService>;

declare module 'fastify' {
  interface FastifyInstance {
    conversationService: ConversationService;
  }
}

export default servicePlugin('conversationService', createConversationService, [
  'config',
  'database',
  'clock',
  'mailer',
  'replyAddresses',
]);
