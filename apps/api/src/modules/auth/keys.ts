/**
 * Single-use keys (verification, reset, invitation) and session creation: the pieces every
 * flow that proves an address or signs someone in shares.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { SessionResponse } from '@bu/contracts';
import type { Config } from '../../config';
import type { Db, Executor } from '../../db/client';
import { authKeys, sessions, users, type AuthKeyPurpose } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { isCommonPassword } from '../../lib/passwords';
import { createSecret, hashSecret } from '../../lib/tokens';
import { toSessionUser } from '../../plugins/auth';

const HOUR = 3600_000;
export const KEY_LIFETIME: Record<AuthKeyPurpose, number> = {
  verify_email: 48 * HOUR,
  reset_password: 1 * HOUR,
  invitation: 7 * 24 * HOUR,
};

export type User = typeof users.$inferSelect;

/** Refuses passwords from the block-list with the `passwordTooCommon` field error. */
export function assertPasswordAllowed(password: string) {
  if (isCommonPassword(password)) {
    throw new AppError('VALIDATION_FAILED', { fieldErrors: { password: 'passwordTooCommon' } });
  }
}

/** Creates a new single-use key, retiring the user's earlier unused keys of the same purpose. */
export async function issueKey(db: Db, userId: string, purpose: AuthKeyPurpose): Promise<string> {
  const key = createSecret();
  await db.transaction(async (tx) => {
    await tx
      .update(authKeys)
      .set({ usedAt: new Date() })
      .where(and(eq(authKeys.userId, userId), eq(authKeys.purpose, purpose), isNull(authKeys.usedAt)));
    await tx.insert(authKeys).values({
      userId,
      purpose,
      keyHash: hashSecret(key),
      expiresAt: new Date(Date.now() + KEY_LIFETIME[purpose]),
    });
  });
  return key;
}

/** Marks a key used and returns its user; 410 when it is unknown, used or expired. */
export async function consumeKey(executor: Executor, key: string, purpose: AuthKeyPurpose): Promise<User> {
  const [row] = await executor
    .update(authKeys)
    .set({ usedAt: new Date() })
    .where(and(eq(authKeys.keyHash, hashSecret(key)), eq(authKeys.purpose, purpose), isNull(authKeys.usedAt)))
    .returning();
  if (!row || row.expiresAt.getTime() <= Date.now()) throw new AppError('LINK_EXPIRED');
  const [user] = await executor.select().from(users).where(eq(users.id, row.userId));
  if (!user) throw new AppError('LINK_EXPIRED');
  return user;
}

/** Opens a session for the user and answers it the way login does. */
export async function createSession(executor: Executor, config: Config, user: User): Promise<SessionResponse> {
  const token = createSecret();
  await executor.insert(sessions).values({
    userId: user.id,
    tokenHash: hashSecret(token),
    expiresAt: new Date(Date.now() + config.SESSION_ABSOLUTE_DAYS * 24 * HOUR),
  });
  return { success: true, token, userId: user.id, user: toSessionUser(user) };
}
