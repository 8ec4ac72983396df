/** The user's signed-in sessions (issue 12): the list, and signing one or all others out. */
import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { UserSession } from '@bu/contracts';
import { sessions } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { networkLabel, parseUserAgent } from '../../lib/client-info';

export function createSessionList(app: FastifyInstance) {
  const { db, config } = app;
  /** The user's own sessions that are not revoked; support sessions are not theirs to see. */
  const ownOpen = (userId: string) =>
    and(eq(sessions.userId, userId), isNull(sessions.revokedAt), isNull(sessions.supportProviderId));

  return {
    async listSessions(userId: string, currentSessionId: string): Promise<UserSession[]> {
      const now = app.now().getTime();
      const rows = await db
        .select()
        .from(sessions)
        .where(
          and(
            ownOpen(userId),
            gt(sessions.expiresAt, new Date(now)),
            gt(sessions.lastUsedAt, new Date(now - config.SESSION_IDLE_HOURS * 3600_000)),
          ),
        );
      return rows
        .sort(
          (a, b) =>
            Number(b.id === currentSessionId) - Number(a.id === currentSessionId) ||
            b.lastUsedAt.getTime() - a.lastUsedAt.getTime(),
        )
        .map((s) => ({
          id: s.id,
          ...parseUserAgent(s.userAgent),
          network: networkLabel(s.ipPrefix),
          createdAt: s.createdAt.toISOString(),
          lastUsedAt: s.lastUsedAt.toISOString(),
          current: s.id === currentSessionId,
        }));
    },

    /** Signs one of the user's own sessions out; its token stops working at once. */
    async revokeSession(userId: string, sessionId: string): Promise<void> {
      const [row] = await db
        .update(sessions)
        .set({ revokedAt: app.now() })
        .where(and(eq(sessions.id, sessionId), ownOpen(userId)))
        .returning({ id: sessions.id });
      if (!row) throw new AppError('NOT_FOUND');
    },

    async revokeOtherSessions(userId: string, currentSessionId: string): Promise<number> {
      const rows = await db
        .update(sessions)
        .set({ revokedAt: app.now() })
        .where(and(ownOpen(userId), ne(sessions.id, currentSessionId)))
        .returning({ id: sessions.id });
      return rows.length;
    },
  };
}
