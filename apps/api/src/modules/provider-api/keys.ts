/**
 * Provider-API keys: `bu_` + 256 random bits, shown once; stored as SHA-256 with a visible
 * prefix, a name and the scopes the key may use on /v1. A provider has as many keys as its admins
 * name. The seed's single-key call (`/settings/api-key`) is one way into the same store: it makes
 * a key with both seminar scopes and replaces the key it made before.
 *
 * A key acts as the admin who made it, with that user's rights as they are at each call (a demoted
 * creator's key commits no money), and dies with the creator's membership: removing the creator
 * revokes the key (`revokeKeysOf`), and a key without its creator authenticates nobody.
 */
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  API_KEY_PREFIX,
  API_KEY_VISIBLE_CHARS,
  SEED_API_KEY_SCOPES,
  toSessionUser,
  type ApiKeyInfo,
  type ApiKeyScope,
  type SessionUser,
} from '@bu/contracts';
import type { Executor, Tx } from '../../db/client';
import { apiKeys, users } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { LAST_USED_RESOLUTION_MS, createSecret, hashSecret } from '../../lib/tokens';
import { recordActivity } from '../activity';
import { servicePlugin } from '../../plugins/service';

/** The name a key made by the seed's single-key call carries. */
const SEED_CALL_KEY_NAME = 'API';

type KeyRow = typeof apiKeys.$inferSelect;
type Creator = { id: string; firstName: string; lastName: string } | null;

const live = (providerId: string) => and(eq(apiKeys.providerId, providerId), isNull(apiKeys.revokedAt));

function toInfo(key: KeyRow, creator: Creator): ApiKeyInfo {
  return {
    id: key.id,
    name: key.name,
    prefix: key.prefix,
    scopes: key.scopes as ApiKeyScope[],
    createdAt: key.createdAt.toISOString(),
    lastUsedAt: key.lastUsedAt?.toISOString() ?? null,
    createdBy: creator,
  };
}

/** The live keys of a provider with their creators, newest first. */
async function liveKeys(executor: Executor, providerId: string, seedCallOnly = false): Promise<ApiKeyInfo[]> {
  const rows = await executor
    .select({ key: apiKeys, firstName: users.firstName, lastName: users.lastName })
    .from(apiKeys)
    .leftJoin(users, eq(users.id, apiKeys.createdById))
    .where(and(live(providerId), seedCallOnly ? eq(apiKeys.seedCall, true) : undefined))
    .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
  return rows.map(({ key, firstName, lastName }) =>
    toInfo(
      key,
      key.createdById && firstName !== null ? { id: key.createdById, firstName, lastName: lastName ?? '' } : null,
    ),
  );
}

/** Revokes the given keys (already narrowed to one provider) and records each in the activity log. */
async function revokeWhere(tx: Tx, actor: SessionUser, where: ReturnType<typeof and>, now: Date): Promise<number> {
  const revoked = await tx
    .update(apiKeys)
    .set({ revokedAt: now })
    .where(and(where, isNull(apiKeys.revokedAt)))
    .returning({ prefix: apiKeys.prefix });
  for (const key of revoked) await recordActivity(tx, { actor, kind: 'api_key_revoked', subject: key.prefix });
  return revoked.length;
}

/**
 * Revokes every live key `userId` made, in the caller's transaction: the team's removal of a
 * member calls it before the account goes, so no key outlives its creator's membership.
 */
export async function revokeKeysOf(tx: Tx, actor: SessionUser, userId: string, now: Date): Promise<void> {
  await revokeWhere(tx, actor, and(eq(apiKeys.providerId, actor.providerId), eq(apiKeys.createdById, userId)), now);
}

function createApiKeyService(app: FastifyInstance) {
  const { db } = app;

  return {
    /** GET /settings/api-keys: every live key of the provider. */
    list: (providerId: string) => liveKeys(db, providerId),

    /** GET /settings/api-key: the newest live key the seed's call made, or null. */
    async seedCallKey(providerId: string): Promise<ApiKeyInfo | null> {
      return (await liveKeys(db, providerId, true))[0] ?? null;
    },

    /**
     * Creates a key acting as `user` with `scopes`; answers the secret once. `seedCall` (the seed's
     * single-key call) first revokes the key that call made before.
     */
    async create(
      user: SessionUser,
      input: { name: string; scopes: readonly ApiKeyScope[] },
      seedCall = false,
    ): Promise<{ apiKey: string; key: ApiKeyInfo }> {
      const apiKey = `${API_KEY_PREFIX}${createSecret()}`;
      const prefix = apiKey.slice(0, API_KEY_PREFIX.length + API_KEY_VISIBLE_CHARS);
      const row = await db.transaction(async (tx) => {
        const now = app.now();
        if (seedCall) await revokeWhere(tx, user, and(live(user.providerId), eq(apiKeys.seedCall, true)), now);
        const [created] = await tx
          .insert(apiKeys)
          .values({
            providerId: user.providerId,
            createdById: user.id,
            name: input.name,
            scopes: [...input.scopes],
            seedCall,
            prefix,
            keyHash: hashSecret(apiKey),
            createdAt: now,
          })
          .returning();
        await recordActivity(tx, { actor: user, kind: 'api_key_created', subject: prefix });
        return created!;
      });
      return {
        apiKey,
        key: toInfo(row, { id: user.id, firstName: user.firstName, lastName: user.lastName }),
      };
    },

    /** POST /settings/api-key: the seed's call, a key with both seminar scopes replacing its last one. */
    createForSeedCall(user: SessionUser) {
      return this.create(user, { name: SEED_CALL_KEY_NAME, scopes: SEED_API_KEY_SCOPES }, true);
    },

    /** DELETE /settings/api-keys/:id: 404 unless it is a live key of the user's provider. */
    async revoke(user: SessionUser, id: string): Promise<void> {
      await db.transaction(async (tx) => {
        if (!(await revokeWhere(tx, user, and(live(user.providerId), eq(apiKeys.id, id)), app.now())))
          throw new AppError('NOT_FOUND');
      });
    },

    /** DELETE /settings/api-key: revokes the seed call's live key (if any). */
    async revokeSeedCallKeys(user: SessionUser): Promise<void> {
      await db.transaction(async (tx) => {
        await revokeWhere(tx, user, and(live(user.providerId), eq(apiKeys.seedCall, true)), app.now());
      });
    },

    /**
     * The key's scopes and the user it acts as: its creator, a user of the key's provider, with
     * the creator's role as it is now. Null for an unknown or revoked key, and for a key whose
     * creator is gone — no other user ever stands in.
     */
    async authenticate(
      secret: string,
    ): Promise<{ keyId: string; scopes: readonly ApiKeyScope[]; user: SessionUser } | null> {
      if (!secret.startsWith(API_KEY_PREFIX)) return null;
      const [found] = await db
        .select({
          key: apiKeys,
          creator: {
            id: users.id,
            providerId: users.providerId,
            email: users.email,
            firstName: users.firstName,
            lastName: users.lastName,
            language: users.language,
            role: users.role,
            isSuperadmin: users.isSuperadmin,
          },
        })
        .from(apiKeys)
        .innerJoin(users, and(eq(users.id, apiKeys.createdById), eq(users.providerId, apiKeys.providerId)))
        .where(and(eq(apiKeys.keyHash, hashSecret(secret)), isNull(apiKeys.revokedAt)))
        .limit(1);
      if (!found) return null;
      const { key, creator } = found;
      const now = app.now().getTime();
      if (!key.lastUsedAt || now - key.lastUsedAt.getTime() > LAST_USED_RESOLUTION_MS) {
        await db
          .update(apiKeys)
          .set({ lastUsedAt: new Date(now) })
          .where(eq(apiKeys.id, key.id));
      }
      // The key acts with the provider's rights, never with support rights.
      return {
        keyId: key.id,
        scopes: key.scopes as ApiKeyScope[],
        user: { ...toSessionUser(creator), isSuperadmin: false },
      };
    },
  };
}

type ApiKeyService = ReturnType<typeof createApiKeyService>;

declare module 'fastify' {
  interface FastifyInstance {
    apiKeyService: ApiKeyService;
  }
}

export default servicePlugin('apiKeyService', createApiKeyService, ['database', 'clock']);
