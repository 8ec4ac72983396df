/**
 * Account security (issue 12): two-factor sign-in with TOTP (RFC 6238, otpauth) and ten
 * hashed single-use recovery codes, the list of signed-in sessions, the browsers a user
 * signed in with, the "secure my account" link and the security mails.
 */
import { randomBytes } from 'node:crypto';
import { and, count, eq, gt, isNull, lt, ne, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Secret, TOTP } from 'otpauth';
import {
  RECOVERY_CODE_COUNT,
  TOTP_DIGITS,
  TOTP_PERIOD_SECONDS,
  type SessionUser,
  type TwoFactorStatus,
  type UserSession,
} from '@bu/contracts';
import type { Executor } from '../../db/client';
import { authKeys, knownDevices, recoveryCodes, sessions, users } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { deviceFingerprint, networkLabel, parseUserAgent, type ClientInfo } from '../../lib/client-info';
import { verifyPassword } from '../../lib/passwords';
import { createSecretBox } from '../../lib/secret-box';
import { createSecret, hashSecret } from '../../lib/tokens';
import { KEY_LIFETIME, issueKey, type User } from '../auth/keys';
import { recordActivity } from '../activity/service';
import { securityTemplates } from './mail-templates';

const ISSUER = 'Bildungsurlaub-Dashboard';

const invalidCode = (field = 'code') => new AppError('VALIDATION_FAILED', { fieldErrors: { [field]: 'totpInvalid' } });

/** `abcde-fghij`: 50 random bits in an unambiguous alphabet, easy to type from paper. */
function newRecoveryCode(): string {
  const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
  const bytes = randomBytes(10);
  const chars = [...bytes].map((b) => alphabet[b % alphabet.length]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}
const normaliseRecoveryCode = (code: string) => code.toLowerCase().replace(/[^a-z0-9]/g, '');
const hashRecoveryCode = (code: string) => hashSecret(`recovery:${normaliseRecoveryCode(code)}`);

export function createSecurityService(app: FastifyInstance) {
  const { db, config, mailer } = app;
  const box = config.ENCRYPTION_KEY ? createSecretBox(config.ENCRYPTION_KEY, 'totp') : undefined;
  const sealer = () => {
    if (!box) throw new AppError('UNAVAILABLE');
    return box;
  };
  const totpOf = (sealedSecret: string, label: string) =>
    new TOTP({
      issuer: ISSUER,
      label,
      algorithm: 'SHA1',
      digits: TOTP_DIGITS,
      period: TOTP_PERIOD_SECONDS,
      secret: Secret.fromBase32(sealer().open(sealedSecret)),
    });

  const userRow = async (executor: Executor, userId: string): Promise<User> => {
    const [row] = await executor.select().from(users).where(eq(users.id, userId));
    if (!row) throw new AppError('UNAUTHORIZED');
    return row;
  };

  /**
   * Accepts a TOTP code once: the time step it matches (±1 step for clock drift) must be later
   * than the last accepted one, so a code cannot be replayed within its window.
   */
  async function consumeTotp(
    executor: Executor,
    user: User,
    code: string,
    now = app.now().getTime(),
  ): Promise<boolean> {
    if (!user.totpSecret || !/^\d{6}$/.test(code)) return false;
    const delta = totpOf(user.totpSecret, user.email).validate({ token: code, timestamp: now, window: 1 });
    if (delta === null) return false;
    const step = Math.floor(now / 1000 / TOTP_PERIOD_SECONDS) + delta;
    const [updated] = await executor
      .update(users)
      .set({ totpLastStep: step })
      .where(and(eq(users.id, user.id), or(isNull(users.totpLastStep), lt(users.totpLastStep, step))))
      .returning({ id: users.id });
    return Boolean(updated);
  }

  async function consumeRecoveryCode(executor: Executor, userId: string, code: string): Promise<boolean> {
    const [used] = await executor
      .update(recoveryCodes)
      .set({ usedAt: app.now() })
      .where(
        and(
          eq(recoveryCodes.userId, userId),
          eq(recoveryCodes.codeHash, hashRecoveryCode(code)),
          isNull(recoveryCodes.usedAt),
        ),
      )
      .returning({ id: recoveryCodes.id });
    return Boolean(used);
  }

  /** A six-digit code is a TOTP code; anything else is tried as a recovery code. */
  const consumeEither = (executor: Executor, user: User, code: string) =>
    /^\d{6}$/.test(code.replace(/\s/g, ''))
      ? consumeTotp(executor, user, code.replace(/\s/g, ''))
      : consumeRecoveryCode(executor, user.id, code);

  const mail = (
    user: Pick<User, 'email' | 'language' | 'firstName'>,
    content: ReturnType<(typeof securityTemplates)[keyof typeof securityTemplates]>,
  ) => mailer.send(user.email, content);
  const resetLink = () => `${config.PUBLIC_URL}/auth/request-password-reset`;

  return {
    consumeTotp,

    /**
     * The second step of a sign-in. Without two-factor sign-in nothing is asked; otherwise
     * 401 TOTP_REQUIRED until a code comes, 401 TOTP_INVALID for a wrong or reused one.
     */
    async verifySecondFactor(user: User, input: { totp?: string; recoveryCode?: string }): Promise<void> {
      if (!user.totpEnabledAt) return;
      const totp = input.totp?.replace(/\s/g, '');
      if (!totp && !input.recoveryCode) throw new AppError('TOTP_REQUIRED');
      const ok = totp ? await consumeTotp(db, user, totp) : await consumeRecoveryCode(db, user.id, input.recoveryCode!);
      if (!ok) throw new AppError('TOTP_INVALID');
    },

    async status(userId: string): Promise<TwoFactorStatus> {
      const user = await userRow(db, userId);
      const [left] = await db
        .select({ n: count() })
        .from(recoveryCodes)
        .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
      return {
        enabled: Boolean(user.totpEnabledAt),
        enabledAt: user.totpEnabledAt?.toISOString() ?? null,
        recoveryCodesLeft: user.totpEnabledAt ? (left?.n ?? 0) : 0,
      };
    },

    /** Starts (or restarts) the set-up: a new secret, stored encrypted, active only after `enable`. */
    async setup(userId: string): Promise<{ secret: string; otpauthUrl: string }> {
      const user = await userRow(db, userId);
      if (user.totpEnabledAt) throw new AppError('CONFLICT', { fieldErrors: { code: 'twoFactorAlreadyOn' } });
      const secret = new Secret({ size: 20 });
      await db
        .update(users)
        .set({ totpSecret: sealer().seal(secret.base32), totpLastStep: null, updatedAt: app.now() })
        .where(eq(users.id, userId));
      const totp = new TOTP({
        issuer: ISSUER,
        label: user.email,
        algorithm: 'SHA1',
        digits: TOTP_DIGITS,
        period: TOTP_PERIOD_SECONDS,
        secret,
      });
      return { secret: secret.base32, otpauthUrl: totp.toString() };
    },

    /** Checks a code of the new secret, switches two-factor sign-in on and answers ten recovery codes once. */
    async enable(actor: SessionUser, code: string): Promise<string[]> {
      const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
      const user = await db.transaction(async (tx) => {
        const row = await userRow(tx, actor.id);
        if (row.totpEnabledAt) throw new AppError('CONFLICT', { fieldErrors: { code: 'twoFactorAlreadyOn' } });
        if (!row.totpSecret) throw new AppError('CONFLICT', { fieldErrors: { code: 'twoFactorNotSetUp' } });
        if (!(await consumeTotp(tx, row, code))) throw invalidCode();
        await tx.update(users).set({ totpEnabledAt: app.now(), updatedAt: app.now() }).where(eq(users.id, row.id));
        await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, row.id));
        await tx.insert(recoveryCodes).values(codes.map((c) => ({ userId: row.id, codeHash: hashRecoveryCode(c) })));
        await recordActivity(tx, { actor, kind: 'two_factor_enabled' });
        return row;
      });
      await mail(user, securityTemplates.twoFactorChanged(user.language, user.firstName, true));
      return codes;
    },

    /** Needs the password and a current code (or a recovery code). */
    async disable(actor: SessionUser, password: string, code: string): Promise<void> {
      const row = await userRow(db, actor.id);
      if (!row.totpEnabledAt) throw new AppError('CONFLICT', { fieldErrors: { code: 'twoFactorOff' } });
      if (!(await verifyPassword(row.passwordHash, password))) {
        throw new AppError('VALIDATION_FAILED', { fieldErrors: { password: 'currentPasswordWrong' } });
      }
      await db.transaction(async (tx) => {
        if (!(await consumeEither(tx, row, code))) throw invalidCode();
        await tx
          .update(users)
          .set({ totpSecret: null, totpEnabledAt: null, totpLastStep: null, updatedAt: app.now() })
          .where(eq(users.id, row.id));
        await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, row.id));
        await recordActivity(tx, { actor, kind: 'two_factor_disabled' });
      });
      await mail(row, securityTemplates.twoFactorChanged(row.language, row.firstName, false));
    },

    // -- sessions ----------------------------------------------------------------------------

    async listSessions(userId: string, currentSessionId: string): Promise<UserSession[]> {
      const now = app.now().getTime();
      const rows = await db
        .select()
        .from(sessions)
        .where(
          and(
            eq(sessions.userId, userId),
            isNull(sessions.revokedAt),
            isNull(sessions.supportProviderId),
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
        .where(
          and(
            eq(sessions.id, sessionId),
            eq(sessions.userId, userId),
            isNull(sessions.revokedAt),
            isNull(sessions.supportProviderId),
          ),
        )
        .returning({ id: sessions.id });
      if (!row) throw new AppError('NOT_FOUND');
    },

    async revokeOtherSessions(userId: string, currentSessionId: string): Promise<number> {
      const rows = await db
        .update(sessions)
        .set({ revokedAt: app.now() })
        .where(
          and(
            eq(sessions.userId, userId),
            ne(sessions.id, currentSessionId),
            isNull(sessions.revokedAt),
            isNull(sessions.supportProviderId),
          ),
        )
        .returning({ id: sessions.id });
      return rows.length;
    },

    // -- sign-in notices ---------------------------------------------------------------------

    /**
     * Remembers the browser of a sign-in and mails a notice when it is new for an account
     * that has signed in before (the very first sign-in is no news).
     */
    async noteSignIn(user: User, client: ClientInfo): Promise<void> {
      const device = parseUserAgent(client.userAgent);
      const fingerprint = deviceFingerprint(device);
      const [known] = await db.select({ n: count() }).from(knownDevices).where(eq(knownDevices.userId, user.id));
      const inserted = await db
        .insert(knownDevices)
        .values({ userId: user.id, fingerprint })
        .onConflictDoNothing()
        .returning({ userId: knownDevices.userId });
      if (inserted.length && (known?.n ?? 0) > 0) {
        await mail(
          user,
          securityTemplates.newSignIn(user.language, user.firstName, {
            ...device,
            network: networkLabel(client.ipPrefix),
            at: app.now(),
          }),
        );
      }
    },

    // -- notices of other modules ------------------------------------------------------------

    passwordChanged: (user: Pick<User, 'email' | 'language' | 'firstName'>) =>
      mail(user, securityTemplates.passwordChanged(user.language, user.firstName, resetLink())),

    /** Mails the previous address a link that restores it (7 days). */
    async emailChanged(
      user: Pick<User, 'id' | 'language' | 'firstName'>,
      previousEmail: string,
      newEmail: string,
    ): Promise<void> {
      // Not issueKey: a second change must not retire the link that undoes the first one.
      const key = createSecret();
      await db.insert(authKeys).values({
        userId: user.id,
        purpose: 'secure_account',
        keyHash: hashSecret(key),
        payload: previousEmail,
        expiresAt: new Date(app.now().getTime() + KEY_LIFETIME.secure_account),
      });
      const url = `${config.PUBLIC_URL}/auth/secure-account?key=${encodeURIComponent(key)}`;
      await mailer.send(previousEmail, securityTemplates.emailChanged(user.language, user.firstName, newEmail, url));
    },

    /**
     * POST /auth/secure-account: restores the previous address (unless another account took
     * it meanwhile), signs out every session, turns two-factor sign-in off and mails a link
     * for a new password to the restored address.
     */
    async secureAccount(key: string): Promise<void> {
      const user = await db.transaction(async (tx) => {
        const [row] = await tx
          .update(authKeys)
          .set({ usedAt: app.now() })
          .where(
            and(eq(authKeys.keyHash, hashSecret(key)), eq(authKeys.purpose, 'secure_account'), isNull(authKeys.usedAt)),
          )
          .returning();
        if (!row || row.expiresAt.getTime() <= app.now().getTime() || !row.payload) throw new AppError('LINK_EXPIRED');
        const current = await userRow(tx, row.userId).catch(() => {
          throw new AppError('LINK_EXPIRED');
        });
        const [taken] = await tx
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.email, row.payload), ne(users.id, current.id)));
        const now = app.now();
        const [updated] = await tx
          .update(users)
          .set({
            ...(taken ? {} : { email: row.payload }),
            totpSecret: null,
            totpEnabledAt: null,
            totpLastStep: null,
            updatedAt: now,
          })
          .where(eq(users.id, current.id))
          .returning();
        await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, current.id));
        await tx
          .update(sessions)
          .set({ revokedAt: now })
          .where(and(eq(sessions.userId, current.id), isNull(sessions.revokedAt)));
        await recordActivity(tx, { actor: updated!, kind: 'account_secured' });
        return updated!;
      });
      const resetKey = await issueKey(db, user.id, 'reset_password', app.now());
      await mail(
        user,
        securityTemplates.accountSecured(
          user.language,
          user.firstName,
          `${config.PUBLIC_URL}/auth/reset-password?key=${encodeURIComponent(resetKey)}`,
        ),
      );
    },
  };
}

export type SecurityService = ReturnType<typeof createSecurityService>;
