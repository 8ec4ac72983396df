/**
 * What the seminar calls show of leads and conversations: `seminar_conversation_counts` of
 * GET /seminars (conversations — one per lead — per listed seminar) and `leadActivity` of
 * GET /seminars/overview (the activities card). Owned by the leads feature; callers stay as they are.
 */
import { and, count, desc, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import { shiftDays, type LeadActivity } from '@bu/contracts';
import type { Db } from '../../db/client';
import { conversationMessages, conversations, leadEvents, leads, seminars } from '../../db/schema/index';

export async function seminarConversationCounts(
  db: Db,
  providerId: string,
  seminarIds: readonly string[],
): Promise<Record<string, number>> {
  const counts: Record<string, number> = Object.fromEntries(seminarIds.map((id) => [id, 0]));
  if (!seminarIds.length) return counts;
  const rows = await db
    .select({ seminarId: leads.seminarId, n: count() })
    .from(conversations)
    .innerJoin(leads, eq(leads.id, conversations.leadId))
    .where(and(eq(conversations.providerId, providerId), inArray(leads.seminarId, [...seminarIds])))
    .groupBy(leads.seminarId);
  for (const row of rows) if (row.seminarId) counts[row.seminarId] = row.n;
  return counts;
}


/** Lead counts and the latest lead events (new inquiries, answers, stage changes …) of a provider. */
export async function leadActivity(db: Db, providerId: string, limit = 10): Promise<LeadActivity> {
  const n = (condition: ReturnType<typeof sql>) => sql<number>`count(*) filter (where ${condition})`.mapWith(Number);
  const since = shiftDays(new Date(), -7);
  const [[totals], [conv], recent] = await Promise.all([
    db
      .select({ total: count(), unread: n(sql`${leads.unread}`), newLast7Days: n(sql`${leads.createdAt} >= ${since}`) })
      .from(leads)
      .where(eq(leads.providerId, providerId)),
    db
      .select({ n: sql<number>`count(distinct ${conversationMessages.conversationId})`.mapWith(Number) })
      .from(conversationMessages)
      .innerJoin(conversations, eq(conversations.id, conversationMessages.conversationId))
      .where(and(eq(conversations.providerId, providerId), eq(conversationMessages.direction, 'in'), isNull(conversationMessages.readAt))),
    db
      .select({
        leadId: leadEvents.leadId,
        kind: leadEvents.kind,
        firstName: leads.firstName,
        lastName: leads.lastName,
        seminarTitle: seminars.title,
        createdAt: leadEvents.createdAt,
      })
      .from(leadEvents)
      .innerJoin(leads, eq(leads.id, leadEvents.leadId))
      .leftJoin(seminars, eq(seminars.id, leads.seminarId))
      .where(and(eq(leads.providerId, providerId), gte(leadEvents.createdAt, shiftDays(new Date(), -90))))
      .orderBy(desc(leadEvents.createdAt), desc(leadEvents.seq))
      .limit(limit),
  ]);
  return {
    total: totals?.total ?? 0,
    unread: totals?.unread ?? 0,
    unreadConversations: conv?.n ?? 0,
    newLast7Days: totals?.newLast7Days ?? 0,
    recent: recent.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
  };
}
