/**
 * Session authentication. The token arrives as `Authorization: Bearer`, query `token`
 * or body `bu_auth_token` (seed §7). Sessions expire when idle and after an absolute
 * lifetime, and are revoked by logout, a password reset or from the sessions list.
 * A support session (a superadmin's session with `support_provider_id`) acts as that
 * provider's creator (or earliest admin) and carries `support` with the real person.
 */
import fp from 'fastify-plugin';
import { and, asc, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { SessionUser, SupportInfo } from '@bu/contracts';
import {
  providerDataVersions,
  providers,
  referenceDataVersion,
  sessions,
  statRollupState,
  users,
} from '../db/schema/index';
import { AppError } from '../lib/app-error';
import { hashSecret } from '../lib/tokens';

/** The user a request acts as; in a support session it carries the support person. */
export interface ActingUser extends SessionUser {
  support?: SupportInfo;
}

export interface AuthContext {
  user: ActingUser;
  sessionId: string;
  /**
   * The version of everything the acting provider's lists and statistics show (its data
   * version and the reference data version, read with the session): keys the answer cache.
   * Absent for provider-API key calls, which are not cached.
   */
  dataVersion?: string;
  /**
   * When the statistics were last rolled up (ISO instant; null before the first rollup), read
   * with the session as well: the statistics' and the overview's cached answers name it in their
   * key, so a cache hit costs no statement besides the session's. Absent for provider-API key calls.
   */
  rollupStamp?: string | null;
  /** Set in a support session: whom support acts for and who the support person is. */
  support?: SupportInfo;
}

/** True when the request runs in a support session (lifts the start-date lock, allows creator removal). */
export const isSupportSession = (user: SessionUser): boolean => Boolean((user as ActingUser).support);

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
  interface FastifyInstance {
    /** preHandler that answers 401 unless a valid session token came with the request. */
    authenticate: (request: FastifyRequest) => Promise<void>;
    /** preHandler that additionally requires the admin role (403 otherwise). */
    requireAdmin: (request: FastifyRequest) => Promise<void>;
    /** preHandler for support calls: 404 unless the person signed in is a superadmin. */
    requireSuperadmin: (request: FastifyRequest) => Promise<void>;
    /** preHandler for one's own account security: 403 in a support session. */
    denyInSupport: (request: FastifyRequest) => Promise<void>;
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

/** The user columns a request acts with (no password hash or second-factor secret leaves the database). */
const sessionUserColumns = {
  id: users.id,
  providerId: users.providerId,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  language: users.language,
  role: users.role,
  isSuperadmin: users.isSuperadmin,
};
type SessionUserRow = Pick<typeof users.$inferSelect, keyof typeof sessionUserColumns>;

export default fp(
  async (app) => {
    const idleMs = app.config.SESSION_IDLE_HOURS * 3600_000;
    app.decorateRequest('auth', null);

    /**
     * The session with its user, the data version and the rollup stamp, as one named prepared
     * statement: every signed-in call runs it, so PostgreSQL parses and plans it once per
     * connection. Only the columns a request needs: each one more is parsed on every call
     * (bench/RESULTS.md).
     */
    const sessionQuery = app.db
      .select({
        session: {
          id: sessions.id,
          lastUsedAt: sessions.lastUsedAt,
          expiresAt: sessions.expiresAt,
          supportProviderId: sessions.supportProviderId,
        },
        user: sessionUserColumns,
        dataVersion: sql<string>`coalesce(${providerDataVersions.version}, 0) || '.' || (select ${referenceDataVersion.version} from ${referenceDataVersion})`,
        rolledUpAt:
          sql<Date | null>`(select ${statRollupState.updatedAt} from ${statRollupState} where ${statRollupState.id} = 1)`.mapWith(
            statRollupState.updatedAt,
          ),
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .leftJoin(
        providerDataVersions,
        eq(providerDataVersions.providerId, sql`coalesce(${sessions.supportProviderId}, ${users.providerId})`),
      )
      .where(
        and(
          eq(sessions.tokenHash, sql.placeholder('tokenHash')),
          isNull(sessions.revokedAt),
          gt(sessions.expiresAt, sql.placeholder('now')),
          gt(sessions.lastUsedAt, sql.placeholder('idleSince')),
        ),
      )
      .limit(1)
      .prepare('auth_session');

    async function authenticate(request: FastifyRequest) {
      const token = tokenOf(request);
      if (!token) throw new AppError('UNAUTHORIZED');
      const now = new Date();
      const [row] = await sessionQuery.execute({
        tokenHash: hashSecret(token),
        now,
        idleSince: new Date(now.getTime() - idleMs),
      });
      if (!row) throw new AppError('UNAUTHORIZED');
      if (now.getTime() - row.session.lastUsedAt.getTime() > LAST_USED_RESOLUTION_MS) {
        await app.db.update(sessions).set({ lastUsedAt: now }).where(eq(sessions.id, row.session.id));
      }
      const rollupStamp = row.rolledUpAt?.toISOString() ?? null;
      if (row.session.supportProviderId) {
        // Support access ends when the superadmin right is withdrawn, and after its hour on the
        // app's clock (the one that set it; sessions of days are judged by the system clock above).
        if (!row.user.isSuperadmin || row.session.expiresAt <= app.now()) throw new AppError('UNAUTHORIZED');
        request.auth = await supportContext(
          row.session.id,
          row.session.supportProviderId,
          row.session.expiresAt,
          row.user,
          { dataVersion: row.dataVersion, rollupStamp },
        );
        return;
      }
      request.auth = {
        sessionId: row.session.id,
        user: toSessionUser(row.user),
        dataVersion: row.dataVersion,
        rollupStamp,
      };
    }

    /** The provider's creator (or earliest admin, or earliest user) acts; the support person is named. */
    async function supportContext(
      sessionId: string,
      providerId: string,
      expiresAt: Date,
      supportUser: SessionUserRow,
      versions: Pick<AuthContext, 'dataVersion' | 'rollupStamp'>,
    ): Promise<AuthContext> {
      const [provider] = await app.db
        .select({ name: providers.name })
        .from(providers)
        .where(eq(providers.id, providerId));
      const [actor] = await app.db
        .select()
        .from(users)
        .where(eq(users.providerId, providerId))
        .orderBy(desc(users.isCreator), asc(users.role), asc(users.createdAt), asc(users.id))
        .limit(1);
      if (!provider || !actor) throw new AppError('UNAUTHORIZED');
      const support: SupportInfo = {
        providerId,
        providerName: provider.name,
        supportUser: {
          id: supportUser.id,
          firstName: supportUser.firstName,
          lastName: supportUser.lastName,
          email: supportUser.email,
        },
        expiresAt: expiresAt.toISOString(),
      };
      // Support acts with admin rights; the language stays the support person's own.
      const user: ActingUser = {
        ...toSessionUser(actor),
        role: 'admin',
        isSuperadmin: true,
        language: supportUser.language,
        support,
      };
      return { sessionId, user, support, ...versions };
    }

    app.decorate('authenticate', authenticate);
    app.decorate('requireAdmin', async (request: FastifyRequest) => {
      if (!request.auth) await authenticate(request);
      if (request.auth!.user.role !== 'admin') throw new AppError('FORBIDDEN');
    });
    app.decorate('requireSuperadmin', async (request: FastifyRequest) => {
      if (!request.auth) await authenticate(request);
      // Support calls do not exist for anyone else (DESIGN §5: 404, not 403).
      if (!request.auth!.user.isSuperadmin) throw new AppError('NOT_FOUND');
    });
    app.decorate('denyInSupport', async (request: FastifyRequest) => {
      if (!request.auth) await authenticate(request);
      if (request.auth!.support) {
        throw new AppError('FORBIDDEN', { fieldErrors: { _: 'notInSupportSession' } });
      }
    });
  },
  { name: 'auth', dependencies: ['database'] },
);

export function toSessionUser(user: SessionUserRow): SessionUser {
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
