/**
 * Session authentication. The token arrives as `Authorization: Bearer`, query `token`
 * or body `bu_auth_token` (seed §7). Sessions expire when idle and after an absolute
 * lifetime, and are revoked by logout and by a password reset.
 */
import fp from 'fastify-plugin';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { SessionUser } from '@bu/contracts';
import { sessions, users } from '../db/schema/index';
import { AppError } from '../lib/app-error';
import { hashSecret } from '../lib/tokens';

export interface AuthContext {
  user: SessionUser;
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
  interface FastifyInstance {
    /** preHandler that answers 401 unless a valid session token came with the request. */
    authenticate: (request: FastifyRequest) => Promise<void>;
    /** preHandler that additionally requires the admin role (403 otherwise). */
    requireAdmin: (request: FastifyRequest) => Promise<void>;
  }
}

/** Reads the token from any of the three places a client may send it. */
export function tokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice(7).trim() || undefined;
  const query = (request.query as Record<string, unknown> | undefined)?.token;
  if (typeof query === 'string' && query) return query;
  const body = (request.body as Record<string, unknown> | undefined)?.bu_auth_token;
  if (typeof body === 'string' && body) return body;
  return undefined;
}

const LAST_USED_RESOLUTION_MS = 60_000;

export default fp(
  async (app) => {
    const idleMs = app.config.SESSION_IDLE_HOURS * 3600_000;
    app.decorateRequest('auth', null);

    async function authenticate(request: FastifyRequest) {
      const token = tokenOf(request);
      if (!token) throw new AppError('UNAUTHORIZED');
      const now = new Date();
      const [row] = await app.db
        .select({ session: sessions, user: users })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(
          and(
            eq(sessions.tokenHash, hashSecret(token)),
            isNull(sessions.revokedAt),
            gt(sessions.expiresAt, now),
            gt(sessions.lastUsedAt, new Date(now.getTime() - idleMs)),
          ),
        )
        .limit(1);
      if (!row) throw new AppError('UNAUTHORIZED');
      if (now.getTime() - row.session.lastUsedAt.getTime() > LAST_USED_RESOLUTION_MS) {
        await app.db.update(sessions).set({ lastUsedAt: now }).where(eq(sessions.id, row.session.id));
      }
      request.auth = { sessionId: row.session.id, user: toSessionUser(row.user) };
    }

    app.decorate('authenticate', authenticate);
    app.decorate('requireAdmin', async (request: FastifyRequest) => {
      if (!request.auth) await authenticate(request);
      if (request.auth!.user.role !== 'admin') throw new AppError('FORBIDDEN');
    });
  },
  { name: 'auth', dependencies: ['database'] },
);

export function toSessionUser(user: typeof users.$inferSelect): SessionUser {
  return {
    id: user.id,
    providerId: user.providerId,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    language: user.language,
    role: user.role,
    isSuperadmin: user.isSuperadmin,
  };
}
