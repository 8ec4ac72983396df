/** Accounts, sessions and single-use keys: the rules behind the auth routes. */
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  suggestedMessageRules,
  type Language,
  type LoginInput,
  type SessionResponse,
  type SignupInput,
} from '@bu/contracts';
import { messageRuleRow, messageRules, providers, sessions, users } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { EVENTS, emit, type RegistrationConfirmed } from '../../lib/events';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import type { ClientInfo } from '../../lib/client-info';
import { recordActivity } from '../activity';
import { templates } from '../mail';
import {
  assertPasswordAllowed,
  consumeKey,
  countKeysSince,
  createSession,
  issueKey,
  unusableKeyError,
  type User,
} from './keys';
import { servicePlugin } from '../../plugins/service';

/** A sign-up as queued by the route: the password already hashed, the time of the request kept. */
export type SignupJob = Omit<SignupInput, 'password'> & {
  passwordHash: string;
  requestedAt: string;
  /** False when the address had its share of sign-up mails: an existing account gets no mail (absent: true). */
  mail?: boolean;
};

export const SIGNUP_JOB = 'auth.signup';
export const RESEND_VERIFICATION_JOB = 'auth.resend-verification';
export const PASSWORD_RESET_JOB = 'auth.request-password-reset';

/** Verification mails per account within VERIFICATION_MAIL_WINDOW_MS (sign-up, resend and login together). */
const VERIFICATION_MAILS_PER_WINDOW = 3;
const VERIFICATION_MAIL_WINDOW_MS = 15 * 60_000;

function createAuthService(app: FastifyInstance) {
  const { db, config, mailer } = app;
  const security = app.securityService;
  const link = (path: string, key: string) => `${config.PUBLIC_URL}${path}?key=${encodeURIComponent(key)}`;

  const findUser = async (email: string) => (await db.select().from(users).where(eq(users.email, email)))[0];

  /**
   * Mails a new verification link; earlier unexpired links keep working. Sign-up, resend and
   * sign-in attempts all land here, so at most VERIFICATION_MAILS_PER_WINDOW links go out per
   * account and window, whatever triggers them (the resend call has its own rate limit too).
   */
  async function sendVerification(user: User) {
    const since = new Date(app.now().getTime() - VERIFICATION_MAIL_WINDOW_MS);
    if ((await countKeysSince(db, user.id, 'verify_email', since)) >= VERIFICATION_MAILS_PER_WINDOW) return;
    const key = await issueKey(db, user.id, 'verify_email', app.now());
    await mailer.send(
      user.email,
      templates.verifyEmail(user.language, user.firstName, link('/auth/confirm-registration', key)),
      {
        transactional: true,
      },
    );
  }

  return {
    /**
     * Runs in the `auth.signup` job (see routes): the answer to the caller never depends on
     * whether the address already has an account, neither in content nor in timing.
     */
    async signup(input: SignupJob): Promise<void> {
      const existing = await findUser(input.email);
      if (existing) {
        if (input.mail === false) return;
        // Same answer as a new sign-up; the owner of the address learns what happened by mail.
        if (existing.emailVerifiedAt) {
          await mailer.send(
            existing.email,
            templates.alreadyRegistered(existing.language, existing.firstName, `${config.PUBLIC_URL}/auth/login`),
            { transactional: true },
          );
        } else {
          await sendVerification(existing);
        }
        return;
      }
      const { passwordHash } = input;
      const user = await db.transaction(async (tx) => {
        const [provider] = await tx
          .insert(providers)
          .values({
            name: input.providerName,
            street: input.street,
            postalCode: input.postalCode,
            city: input.city,
            country: input.country,
            email: input.email,
            phone: input.telephone,
          })
          .returning();
        // The suggested message rules, switched off, for the provider to adopt (issue 46).
        await tx.insert(messageRules).values(suggestedMessageRules.map((rule) => messageRuleRow(provider!.id, rule)));
        const [created] = await tx
          .insert(users)
          .values({
            providerId: provider!.id,
            email: input.email,
            passwordHash,
            firstName: input.firstName,
            lastName: input.lastName,
            telephone: input.telephone,
            language: input.language,
            role: 'admin',
            isCreator: true,
            termsAcceptedAt: new Date(input.requestedAt),
            marketingConsentAt: input.marketingConsent ? new Date(input.requestedAt) : null,
          })
          .returning();
        return created!;
      });
      await sendVerification(user);
    },

    async resendVerification(email: string): Promise<void> {
      const user = await findUser(email);
      if (user && !user.emailVerifiedAt) await sendVerification(user);
    },

    /** Unknown key 400 LINK_INVALID; a used key of a confirmed account 409 ALREADY_CONFIRMED; expired 410. */
    async confirmRegistration(key: string, client: ClientInfo): Promise<SessionResponse> {
      const { verified, first } = await db.transaction(async (tx) => {
        const user = await consumeKey(tx, key, 'verify_email', app.now()).catch(async (error: unknown) => {
          throw error instanceof AppError && error.code === 'LINK_EXPIRED'
            ? await unusableKeyError(tx, key, 'verify_email')
            : error;
        });
        const [updated] = await tx
          .update(users)
          .set({ emailVerifiedAt: user.emailVerifiedAt ?? app.now(), updatedAt: app.now() })
          .where(eq(users.id, user.id))
          .returning();
        return { verified: updated!, first: !user.emailVerifiedAt };
      });
      // Marketing decides by the consent recorded at sign-up.
      if (first) await emit(app, EVENTS.registrationConfirmed, { userId: verified.id } satisfies RegistrationConfirmed);
      return createSession(db, config, verified, app.now(), client);
    },

    /**
     * `beforeSecondFactor` runs once the password is right, before a code is checked: the
     * route's limit on code guesses, which only then may answer (no one without the password
     * learns that an account's codes are being guessed).
     */
    async login(
      input: LoginInput,
      client: ClientInfo,
      beforeSecondFactor?: () => Promise<void>,
    ): Promise<SessionResponse> {
      const { email, password } = input;
      const user = await findUser(email);
      const ok = await verifyPassword(user?.passwordHash ?? null, password);
      if (!user || !ok) throw new AppError('INVALID_CREDENTIALS');
      if (!user.emailVerifiedAt) {
        await sendVerification(user);
        throw new AppError('EMAIL_NOT_VERIFIED');
      }
      await beforeSecondFactor?.();
      // Two-factor sign-in: 401 TOTP_REQUIRED until a code (or recovery code) comes with the password.
      await security.verifySecondFactor(user, input);
      const session = await db.transaction(async (tx) => {
        const created = await createSession(tx, config, user, app.now(), client);
        await recordActivity(tx, { actor: user, kind: 'sign_in' });
        return created;
      });
      await security.noteSignIn(user, client);
      return session;
    },

    async logout(sessionId: string): Promise<void> {
      await db.update(sessions).set({ revokedAt: app.now() }).where(eq(sessions.id, sessionId));
    },

    async requestPasswordReset(email: string): Promise<void> {
      const user = await findUser(email);
      if (!user) return;
      const key = await issueKey(db, user.id, 'reset_password', app.now());
      await mailer.send(
        user.email,
        templates.resetPassword(user.language, user.firstName, link('/auth/reset-password', key)),
        {
          transactional: true,
        },
      );
    },

    async resetPassword(key: string, password: string): Promise<void> {
      assertPasswordAllowed(password, config.PASSWORD_MIN_LENGTH);
      const passwordHash = await hashPassword(password);
      const now = app.now();
      const changed = await db.transaction(async (tx) => {
        const user = await consumeKey(tx, key, 'reset_password', app.now());
        await tx
          .update(users)
          // The reset link proves the address, so an unverified account becomes verified.
          .set({ passwordHash, emailVerifiedAt: user.emailVerifiedAt ?? now, updatedAt: now })
          .where(eq(users.id, user.id));
        await tx
          .update(sessions)
          .set({ revokedAt: now })
          .where(and(eq(sessions.userId, user.id), isNull(sessions.revokedAt)));
        await recordActivity(tx, { actor: user, kind: 'password_changed', details: { via: 'reset' } });
        return user;
      });
      await security.passwordChanged(changed);
    },

    async setLanguage(userId: string, language: Language): Promise<void> {
      await db.update(users).set({ language, updatedAt: app.now() }).where(eq(users.id, userId));
    },
  };
}

type AuthService = ReturnType<typeof createAuthService>;

declare module 'fastify' {
  interface FastifyInstance {
    authService: AuthService;
  }
}

export default servicePlugin('authService', createAuthService, [
  'database',
  'config',
  'clock',
  'mailer',
  'securityService',
]);
