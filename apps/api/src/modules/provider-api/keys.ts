/**
 * Provider-API keys: `bu_` + 256 random bits, shown once; stored as SHA-256 with a visible
 * prefix. One live key per provider: generating a new one revokes the old one.
 */
import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { API_KEY_PREFIX, API_KEY_VISIBLE_CHARS, type ApiKeyInfo, type SessionUser } from '@bu/contracts';
import { apiKeys, users } from '../../db/schema/index';
import { toSessionUser } from '../../plugins/auth';
import { createSecret, hashSecret } from '../../lib/tokens';
import { recordActivity } from '../activity';
import { servicePlugin } from '../../plugins/service';

const LAST_USED_RESOLUTION_MS = 60_000;

function createApiKeyService(app: FastifyInstance) {
  const { db } = app;

  return {
    async info(providerId: string): Promise<ApiKeyInfo | null> {
      const [row] = await db
        .select({ key: apiKeys, firstName: users.firstName, lastName: users.lastName })
        .from(apiKeys)
        .leftJoin(users, eq(users.id, apiKeys.createdById))
        .where(and(eq(apiKeys.providerId, providerId), isNull(apiKeys.revokedAt)))
        .orderBy(desc(apiKeys.createdAt))
        .limit(1);
      if (!row) return null;
      return {
        prefix: row.key.prefix,
        createdAt: row.key.createdAt.toISOString(),
        lastUsedAt: row.key.lastUsedAt?.toISOString() ?? null,
        createdBy:
          row.key.createdById && row.firstName !== null
            ? { id: row.key.createdById, firstName: row.firstName, lastName: row.lastName ?? '' }
            : null,
      };
    },

    /** Revokes the live key (if any) and creates a new one; answers the secret once. */
    async generate(user: SessionUser): Promise<{ apiKey: string; key: ApiKeyInfo }> {
      const apiKey = `${API_KEY_PREFIX}${createSecret()}`;
      const prefix = apiKey.slice(0, API_KEY_PREFIX.length + API_KEY_VISIBLE_CHARS);
      const row = await db.transaction(async (tx) => {
        const now = app.now();
        await tx
          .update(apiKeys)
          .set({ revokedAt: now })
          .where(and(eq(apiKeys.providerId, user.providerId), isNull(apiKeys.revokedAt)));
        const [created] = await tx
          .insert(apiKeys)
          .values({
            providerId: user.providerId,
            createdById: user.id,
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
        key: {
          prefix,
          createdAt: row.createdAt.toISOString(),
          lastUsedAt: null,
          createdBy: { id: user.id, firstName: user.firstName, lastName: user.lastName },
        },
      };
    },

    async revoke(user: SessionUser): Promise<void> {
      await db.transaction(async (tx) => {
        const revoked = await tx
          .update(apiKeys)
          .set({ revokedAt: app.now() })
          .where(and(eq(apiKeys.providerId, user.providerId), isNull(apiKeys.revokedAt)))
          .returning({ prefix: apiKeys.prefix });
        for (const key of revoked)
          await recordActivity(tx, { actor: user, kind: 'api_key_revoked', subject: key.prefix });
      });
    },

    /**
     * The user a live key acts as: the admin who generated it, or, once that account is gone,
     * the provider's earliest admin. Null for an unknown or revoked key.
     */
    async authenticate(secret: string): Promise<{ keyId: string; user: SessionUser } | null> {
      if (!secret.startsWith(API_KEY_PREFIX)) return null;
      const [key] = await db
        .select()
        .from(apiKeys)
        .where(and(eq(apiKeys.keyHash, hashSecret(secret)), isNull(apiKeys.revokedAt)))
        .limit(1);
      if (!key) return null;
      let [actor] = key.createdById
        ? await db
            .select()
            .from(users)
            .where(and(eq(users.id, key.createdById), eq(users.providerId, key.providerId)))
        : [];
      if (!actor) {
        [actor] = await db
          .select()
          .from(users)
          .where(and(eq(users.providerId, key.providerId), eq(users.role, 'admin')))
          .orderBy(asc(users.createdAt))
          .limit(1);
      }
      if (!actor) return null;
      const now = app.now().getTime();
      if (!key.lastUsedAt || now - key.lastUsedAt.getTime() > LAST_USED_RESOLUTION_MS) {
        await db
          .update(apiKeys)
          .set({ lastUsedAt: new Date(now) })
          .where(eq(apiKeys.id, key.id));
      }
      // The key acts with the provider's rights, never with support rights.
      return { keyId: key.id, user: { ...toSessionUser(actor), isSuperadmin: false } };
    },
  };
}

export type ApiKeyService = ReturnType<typeof createApiKeyService>;

declare module 'fastify' {
  interface FastifyInstance {
    apiKeyService: ApiKeyService;
  }
}

export default servicePlugin('apiKeyService', createApiKeyService, ['database', 'clock']);
