/**
 * Single-use keys (verification, reset, invitation) and session creation: the pieces every
 * flow that proves an address or signs someone in shares.
 */
import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import { shiftDays, toSessionUser, type SessionResponse } from '@bu/contracts';
import type { Config } from '../../config';
import type { Db, Executor } from '../../db/client';
import { authKeys, sessions, users, type AuthKeyPurpose } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import type { ClientInfo } from '../../lib/client-info';
import { isCommonPassword } from '../../lib/passwords';
import { createSecret, hashSecret } from '../../lib/tokens';

const HOUR = 3600_000;
export const KEY_LIFETIME: Record<AuthKeyPurpose, number> = {
  verify_email: 48 * HOUR,
  reset_password: 1 * HOUR,
  invitation: 7 * 24 * HOUR,
  secure_account: 7 * 24 * HOUR,
};

export type User = typeof users.$inferSelect;

/**
 * Refuses a password shorter than the configured minimum (`passwordTooShort`; the request schema
 * in the endpoint map holds the default minimum, which the configuration can only raise) and one
 * from the block-list (`passwordTooCommon`).
 */
export function assertPasswordAllowed(password: string, minLength: number) {
  if (password.length < minLength) {
    throw new AppError('VALIDATION_FAILED', { fieldErrors: { password: 'passwordTooShort' } });
  }
  if (isCommonPassword(password)) {
    throw new AppError('VALIDATION_FAILED', { fieldErrors: { password: 'passwordTooCommon' } });
  }
}

/**
 * Purposes whose earlier unused keys stay valid when a new one is issued: a verification mail
 * that arrives late (or a resend triggered by a sign-in attempt) must not break the link the
 * user is about to click. Using any of them retires the rest (see consumeKey).
 */
const KEEPS_EARLIER_KEYS: ReadonlySet<AuthKeyPurpose> = new Set(['verify_email']);

/** Creates a new single-use key; for most purposes it retires the user's earlier unused keys of that purpose. */
export async function issueKey(db: Db, userId: string, purpose: AuthKeyPurpose, now: Date): Promise<string> {
  const key = createSecret();
  await db.transaction(async (tx) => {
    if (!KEEPS_EARLIER_KEYS.has(purpose)) {
      await tx
        .update(authKeys)
        .set({ usedAt: now })
        .where(and(eq(authKeys.userId, userId), eq(authKeys.purpose, purpose), isNull(authKeys.usedAt)));
    }
    await tx.insert(authKeys).values({
      userId,
      purpose,
      keyHash: hashSecret(key),
      expiresAt: new Date(now.getTime() + KEY_LIFETIME[purpose]),
    });
  });
  return key;
}

/** How many keys of a purpose the user was issued since `since` (caps mails per account). */
export async function countKeysSince(
  executor: Executor,
  userId: string,
  purpose: AuthKeyPurpose,
  since: Date,
): Promise<number> {
  const rows = await executor
    .select({ id: authKeys.id })
    .from(authKeys)
    .where(and(eq(authKeys.userId, userId), eq(authKeys.purpose, purpose), gt(authKeys.createdAt, since)));
  return rows.length;
}

/** Marks a key used and returns its user; 410 when it is unknown, used or expired. */
export async function consumeKey(executor: Executor, key: string, purpose: AuthKeyPurpose, now: Date): Promise<User> {
  const [row] = await executor
    .update(authKeys)
    .set({ usedAt: now })
    .where(and(eq(authKeys.keyHash, hashSecret(key)), eq(authKeys.purpose, purpose), isNull(authKeys.usedAt)))
    .returning();
  if (!row || row.expiresAt <= now) throw new AppError('LINK_EXPIRED');
  if (KEEPS_EARLIER_KEYS.has(purpose)) {
    // One of several live links was used: the others are spent with it.
    await executor
      .update(authKeys)
      .set({ usedAt: now })
      .where(
        and(
          eq(authKeys.userId, row.userId),
          eq(authKeys.purpose, purpose),
          isNull(authKeys.usedAt),
          ne(authKeys.id, row.id),
        ),
      );
  }
  const [user] = await executor.select().from(users).where(eq(users.id, row.userId));
  if (!user) throw new AppError('LINK_EXPIRED');
  return user;
}

/**
 * Why a key `consumeKey` refused cannot be used, for flows that tell the user more than
 * "expired": no such key → 400 LINK_INVALID; its account already has a confirmed address
 * → 409 ALREADY_CONFIRMED; otherwise (used, retired or expired) → 410 LINK_EXPIRED.
 */
export async function unusableKeyError(executor: Executor, key: string, purpose: AuthKeyPurpose): Promise<AppError> {
  const [row] = await executor
    .select({ verifiedAt: users.emailVerifiedAt })
    .from(authKeys)
    .innerJoin(users, eq(users.id, authKeys.userId))
    .where(and(eq(authKeys.keyHash, hashSecret(key)), eq(authKeys.purpose, purpose)));
  if (!row) return new AppError('LINK_INVALID');
  if (row.verifiedAt) return new AppError('ALREADY_CONFIRMED');
  return new AppError('LINK_EXPIRED');
}

/**
 * Opens a session for the user and answers it the way login does. Every way in (sign-in, the
 * confirmation link, an accepted invitation) names its client, so the sessions list can say which
 * browser and network each session is.
 */
export async function createSession(
  executor: Executor,
  config: Config,
  user: User,
  now: Date,
  client: ClientInfo,
): Promise<SessionResponse> {
  const token = createSecret();
  await executor.insert(sessions).values({
    userId: user.id,
    tokenHash: hashSecret(token),
    // On the app's clock, as the session check reads them (plugins/auth.ts).
    createdAt: now,
    lastUsedAt: now,
    expiresAt: shiftDays(now, config.SESSION_ABSOLUTE_DAYS),
    userAgent: client.userAgent,
    ipPrefix: client.ipPrefix,
  });
  return { success: true, token, userId: user.id, user: toSessionUser(user) };
}
