/**
 * Two-factor sign-in (issue 12): TOTP (RFC 6238, otpauth) with the secret stored encrypted, and
 * ten hashed single-use recovery codes; set-up, switching on and off, and the sign-in's second step.
 */
import { randomInt } from 'node:crypto';
import { and, count, eq, isNull, lt, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Secret, TOTP } from 'otpauth';
import {
  RECOVERY_CODE_COUNT,
  TOTP_DIGITS,
  TOTP_PERIOD_SECONDS,
  type SessionUser,
  type TwoFactorStatus,
} from '@bu/contracts';
import type { Executor } from '../../db/client';
import { recoveryCodes, users } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { verifyPassword } from '../../lib/passwords';
import { createSecretBox } from '../../lib/secret-box';
import { hashSecret } from '../../lib/tokens';
import { recordActivity } from '../activity';
import type { User } from '../auth';
import { mailUser, userRow } from './account';
import { securityTemplates } from './mail-templates';

const ISSUER = 'Bildungsurlaub-Dashboard';

const invalidCode = (field = 'code') => new AppError('VALIDATION_FAILED', { fieldErrors: { [field]: 'totpInvalid' } });

/**
 * `abcde-fghij`: ten characters drawn uniformly from an unambiguous alphabet of 31, easy to type
 * from paper — 10 × log2(31) ≈ 49.5 random bits. `randomInt` draws without modulo bias.
 */
function newRecoveryCode(): string {
  const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
  const chars = Array.from({ length: 10 }, () => alphabet[randomInt(alphabet.length)]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}
const normaliseRecoveryCode = (code: string) => code.toLowerCase().replace(/[^a-z0-9]/g, '');
const hashRecoveryCode = (code: string) => hashSecret(`recovery:${normaliseRecoveryCode(code)}`);

const totpOf = (secret: Secret, label: string) =>
  new TOTP({ issuer: ISSUER, label, algorithm: 'SHA1', digits: TOTP_DIGITS, period: TOTP_PERIOD_SECONDS, secret });

export function createTwoFactor(app: FastifyInstance) {
  const { db, config } = app;
  const mail = mailUser(app);
  const box = config.ENCRYPTION_KEY ? createSecretBox(config.ENCRYPTION_KEY, 'totp') : undefined;
  const sealer = () => {
    if (!box) throw new AppError('UNAVAILABLE');
    return box;
  };

  /**
   * Accepts a TOTP code once: the time step it matches (±1 step for clock drift) must be later
   * than the last accepted one, so a code cannot be replayed within its window.
   */
  async function consumeTotp(executor: Executor, user: User, code: string): Promise<boolean> {
    if (!user.totpSecret || !/^\d{6}$/.test(code)) return false;
    const now = app.now().getTime();
    const secret = Secret.fromBase32(sealer().open(user.totpSecret));
    const delta = totpOf(secret, user.email).validate({ token: code, timestamp: now, window: 1 });
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

  return {
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
      return { secret: secret.base32, otpauthUrl: totpOf(secret, user.email).toString() };
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
  };
}
