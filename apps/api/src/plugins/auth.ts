/**
 * Session authentication. The token arrives as `Authorization: Bearer`, query `token`
 * or body `bu_auth_token` (seed §7). Sessions expire when idle and after an absolute
 * lifetime, and are revoked by logout, a password reset or from the sessions list.
 * A support session (a superadmin's session with `support_provider_id`) acts as that
 * provider's creator (or earliest admin) and carries `support` with the real person.
 */
import { isDeepStrictEqual } from 'node:util';
import fp from 'fastify-plugin';
import { asc, desc, eq, sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { FastifyRequest } from 'fastify';
import { toSessionUser, type SessionUser, type SupportInfo } from '@bu/contracts';
import {
  providerDataVersions,
  providers,
  referenceDataVersion,
  sessions,
  statRollupState,
  users,
} from '../db/schema/index';
import { rawStatement } from '../db/prepared';
import { AppError } from '../lib/app-error';
import { LAST_USED_RESOLUTION_MS, bearerToken, hashSecret } from '../lib/tokens';

/** The user a request acts as; in a support session it carries the support person. */
export interface ActingUser extends SessionUser {
  support?: SupportInfo;
}

/** A request signed in with a session token (the dashboard, a support session). */
export interface SessionAuth {
  kind: 'session';
  user: ActingUser;
  sessionId: string;
  /**
   * The version of everything the acting provider's lists and statistics show (its data
   * version and the reference data version, read with the session): keys the answer cache.
   */
  dataVersion: string;
  /**
   * When the statistics were last rolled up (ISO instant; null before the first rollup), read
   * with the session as well: the statistics' and the overview's cached answers name it in their
   * key, so a cache hit costs no statement besides the session's.
   */
  rollupStamp: string | null;
  /** Set in a support session: whom support acts for and who the support person is. */
  support?: SupportInfo;
}

/**
 * A provider-API call (`/v1`) with an API key: it acts as the key's creator (ADR 039), has no
 * session to revoke or list, and its answers are not cached.
 */
interface ApiKeyAuth {
  kind: 'apiKey';
  user: ActingUser;
  keyId: string;
  sessionId?: never;
  dataVersion?: never;
  rollupStamp?: never;
  support?: never;
}

/** Who a request acts as, and how it proved it. */
export type AuthContext = SessionAuth | ApiKeyAuth;

/**
 * The session of a request that passed `authenticate` (or one of the checks built on it); 401 for
 * anything else, an API key included, so a session-only call never acts on a key.
 */
export function sessionOf(request: FastifyRequest): SessionAuth {
  const auth = request.auth;
  if (auth?.kind !== 'session') throw new AppError('UNAUTHORIZED');
  return auth;
}

/** True when the request runs in a support session (lifts the start-date lock, allows creator removal). */
export const isSupportSession = (user: SessionUser): boolean => Boolean((user as ActingUser).support);

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
    /** Set by the answer cache when the route's own statement is to read the session (`readInSession`). */
    pendingSession: PendingSession | null;
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
    /**
     * The user the request's token named at its last check on this instance (null for a token not
     * seen, or last seen in a support session): the answer cache lets such a request's route read
     * the session in its own statement (`pendingSession`).
     */
    sessionHint: (request: FastifyRequest) => PendingSession | null;
    /**
     * Runs a route's read for the request's user. With a pending session the read gets the values of
     * `sessionColumn`, which its statement must carry as `session`; the session it read is checked
     * as `authenticate` checks it (401 when there is none), and when it is not the pending user's
     * the read runs again for the real one. Otherwise the request is authenticated first.
     */
    readInSession: <R extends { session?: string | null }>(
      request: FastifyRequest,
      read: (user: SessionUser, check: SessionCheck | null) => Promise<R>,
    ) => Promise<R>;
  }
}

/** The body field `bu_auth_token` of a body as parsed (JSON, a form's text fields), if it holds a text. */
function bodyToken(body: unknown): string | undefined {
  const token = body && typeof body === 'object' ? (body as Record<string, unknown>).bu_auth_token : undefined;
  return typeof token === 'string' && token ? token : undefined;
}

/** The body token as the body came, before the route's schema stripped the field (see the hook below). */
const bodyTokens = new WeakMap<FastifyRequest, string>();

/**
 * Reads the token from any of the three places a client may send it, on every route: the
 * Authorization header, query `token` or body field `bu_auth_token` — whether or not the route's
 * body schema names the field (it is read before validation), and in a form's fields too
 * (`lib/multipart.ts`).
 */
export function tokenOf(request: FastifyRequest): string | undefined {
  const bearer = bearerToken(request.headers.authorization);
  if (bearer) return bearer;
  const query = (request.query as Record<string, unknown> | undefined)?.token;
  if (typeof query === 'string' && query) return query;
  return bodyTokens.get(request) ?? bodyToken(request.body);
}

/** The user columns a request acts with (no password hash or second-factor secret leaves the database). */
type SessionUserRow = Pick<
  typeof users.$inferSelect,
  'id' | 'providerId' | 'email' | 'firstName' | 'lastName' | 'language' | 'role' | 'isSuperadmin'
>;

/** The session as `sessionColumn` reads it (JSON: instants as ISO text). */
interface SessionRow {
  id: string;
  lastUsedAt: string;
  expiresAt: string;
  supportProviderId: string | null;
  user: SessionUserRow;
  dataVersion: string;
  rolledUpAt: string | null;
}

/** The values of `sessionColumn`'s placeholders for one check. */
export type SessionCheck = {
  authTokenHash: string;
  authNow: string;
  authIdleSince: string;
};

/** A request whose session its route's statement reads (`readInSession`), with the user its token named last. */
interface PendingSession extends Pick<SessionAuth, 'user' | 'dataVersion'> {
  tokenHash: string;
  now: Date;
}

/**
 * The live session of a token as one JSON text (null when there is none): the session, its user, the
 * acting provider's data version with the reference data's, and the stamp of the last statistics
 * rollup. Every signed-in call reads it, either alone (the `auth_session` statement, parsed and
 * planned once per connection) or as a column of its route's own statement (`readInSession`): one
 * statement and one round trip fewer for a computed answer (bench/RESULTS.md, 2026-11-27).
 */
export const sessionColumn = sql`(select json_build_object(
    'id', ${sessions.id}, 'lastUsedAt', ${sessions.lastUsedAt}, 'expiresAt', ${sessions.expiresAt},
    'supportProviderId', ${sessions.supportProviderId},
    'user', json_build_object('id', ${users.id}, 'providerId', ${users.providerId}, 'email', ${users.email},
      'firstName', ${users.firstName}, 'lastName', ${users.lastName}, 'language', ${users.language},
      'role', ${users.role}, 'isSuperadmin', ${users.isSuperadmin}),
    'dataVersion', coalesce(${providerDataVersions.version}, 0) || '.' || (select ${referenceDataVersion.version} from ${referenceDataVersion}),
    'rolledUpAt', (select ${statRollupState.updatedAt} from ${statRollupState} where ${statRollupState.id} = 1))::text
  from ${sessions}
  join ${users} on ${users.id} = ${sessions.userId}
  left join ${providerDataVersions}
    on ${providerDataVersions.providerId} = coalesce(${sessions.supportProviderId}, ${users.providerId})
  where ${sessions.tokenHash} = ${sql.placeholder('authTokenHash')} and ${sessions.revokedAt} is null
    and ${sessions.expiresAt} > ${sql.placeholder('authNow')}::timestamptz
    and ${sessions.lastUsedAt} > ${sql.placeholder('authIdleSince')}::timestamptz
  limit 1)`;

export default fp(
  async (app) => {
    const idleMs = app.config.SESSION_IDLE_HOURS * 3600_000;
    app.decorateRequest('auth', null);
    // The body as parsed, before a route's schema validates it into a copy without unknown fields.
    app.addHook('preValidation', async (request) => {
      const token = bodyToken(request.body);
      if (token) bodyTokens.set(request, token);
    });

    /** The session as the standalone statement reads it (every signed-in call not read in its route's statement). */
    const sessionQuery = rawStatement<{ session: string | null }>(
      app.db,
      sql`select ${sessionColumn} as session`,
    ).prepare('auth_session');
    /**
     * What each token's last session check found, keyed by the token's hash: a cached route reads the
     * session in its own statement for the user found last (`readInSession`), and the answer
     * stands only if the session read there is that user's still. A guess, never trusted as such.
     */
    const hints = new LRUCache<string, Pick<SessionAuth, 'user' | 'dataVersion'>>({ max: 10_000 });

    const valuesOf = (tokenHash: string, now: Date): SessionCheck => ({
      authTokenHash: tokenHash,
      authNow: now.toISOString(),
      authIdleSince: new Date(now.getTime() - idleMs).toISOString(),
    });

    /** Takes the session a statement read (`sessionColumn`) as the request's, or answers 401. */
    async function accept(request: FastifyRequest, tokenHash: string, now: Date, json: string | null) {
      if (!json) {
        hints.delete(tokenHash);
        throw new AppError('UNAUTHORIZED');
      }
      const row = JSON.parse(json) as SessionRow;
      if (now.getTime() - new Date(row.lastUsedAt).getTime() > LAST_USED_RESOLUTION_MS) {
        await app.db.update(sessions).set({ lastUsedAt: now }).where(eq(sessions.id, row.id));
      }
      const versions = {
        dataVersion: row.dataVersion,
        rollupStamp: row.rolledUpAt && new Date(row.rolledUpAt).toISOString(),
      };
      if (row.supportProviderId) {
        const expiresAt = new Date(row.expiresAt);
        // Support access ends when the superadmin right is withdrawn, and after its hour on the
        // app's clock (the one that set it; sessions of days are judged by the system clock above).
        if (!row.user.isSuperadmin || expiresAt <= app.now()) throw new AppError('UNAUTHORIZED');
        hints.delete(tokenHash);
        request.auth = await supportContext(row.id, row.supportProviderId, expiresAt, row.user, versions);
        return request.auth;
      }
      request.auth = { kind: 'session', sessionId: row.id, user: toSessionUser(row.user), ...versions };
      hints.set(tokenHash, { user: request.auth.user, dataVersion: row.dataVersion });
      return request.auth;
    }

    async function authenticate(request: FastifyRequest) {
      // Checked already in this request (a form's session is checked before the upload is read).
      if (request.auth) return;
      const token = tokenOf(request);
      if (!token) throw new AppError('UNAUTHORIZED');
      const tokenHash = hashSecret(token);
      const now = app.now();
      const [row] = await sessionQuery.execute(valuesOf(tokenHash, now));
      await accept(request, tokenHash, now, row?.session ?? null);
    }

    app.decorateRequest('pendingSession', null);
    app.decorate('sessionHint', (request: FastifyRequest): PendingSession | null => {
      const token = tokenOf(request);
      const tokenHash = token && hashSecret(token);
      const hint = tokenHash && hints.get(tokenHash);
      return hint ? { tokenHash, now: app.now(), ...hint } : null;
    });
    app.decorate(
      'readInSession',
      async <R extends { session?: string | null }>(
        request: FastifyRequest,
        read: (user: SessionUser, check: SessionCheck | null) => Promise<R>,
      ) => {
        const pending = request.pendingSession;
        if (!pending) {
          if (!request.auth) await authenticate(request);
          return read(request.auth!.user, null);
        }
        request.pendingSession = null;
        const row = await read(pending.user, valuesOf(pending.tokenHash, pending.now));
        const auth = await accept(request, pending.tokenHash, pending.now, row.session ?? null);
        // Read for the user the token named last; anything else (another role, a support session) reads again.
        if (!auth.support && isDeepStrictEqual(auth.user, pending.user)) return row;
        return read(auth.user, null);
      },
    );

    /** The provider's creator (or earliest admin, or earliest user) acts; the support person is named. */
    async function supportContext(
      sessionId: string,
      providerId: string,
      expiresAt: Date,
      supportUser: SessionUserRow,
      versions: Pick<SessionAuth, 'dataVersion' | 'rollupStamp'>,
    ): Promise<SessionAuth> {
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
      return { kind: 'session', sessionId, user, support, ...versions };
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
  { name: 'auth', dependencies: ['config', 'database'] },
);
