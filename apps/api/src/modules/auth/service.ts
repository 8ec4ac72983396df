/** Accounts, sessions and single-use keys: the rules behind the auth routes. */
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Language, SessionResponse, SignupInput } from '@bu/contracts';
import { providers, sessions, users } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { templates } from '../mail/templates';
import { assertPasswordAllowed, consumeKey, createSession, issueKey, type User } from './keys';

export { KEY_LIFETIME } from './keys';

export function createAuthService(app: FastifyInstance) {
  const { db, config, mailer } = app;
  const link = (path: string, key: string) => `${config.PUBLIC_URL}${path}?key=${encodeURIComponent(key)}`;

  const findUser = async (email: string) => (await db.select().from(users).where(eq(users.email, email)))[0];

  async function sendVerification(user: User) {
    const key = await issueKey(db, user.id, 'verify_email');
    await mailer.send(user.email, templates.verifyEmail(user.language, user.firstName, link('/auth/confirm-registration', key)));
  }

  return {
    async signup(input: SignupInput): Promise<void> {
      assertPasswordAllowed(input.password);
      const existing = await findUser(input.email);
      if (existing) {
        // Same answer as a new sign-up; the owner of the address learns what happened by mail.
        if (existing.emailVerifiedAt) {
          await mailer.send(
            existing.email,
            templates.alreadyRegistered(existing.language, existing.firstName, `${config.PUBLIC_URL}/auth/login`),
          );
        } else {
          await sendVerification(existing);
        }
        return;
      }
      const passwordHash = await hashPassword(input.password);
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
            termsAcceptedAt: new Date(),
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

    async confirmRegistration(key: string): Promise<SessionResponse> {
      const verified = await db.transaction(async (tx) => {
        const user = await consumeKey(tx, key, 'verify_email');
        const [updated] = await tx
          .update(users)
          .set({ emailVerifiedAt: user.emailVerifiedAt ?? new Date(), updatedAt: new Date() })
          .where(eq(users.id, user.id))
          .returning();
        return updated!;
      });
      return createSession(db, config, verified);
    },

    async login(email: string, password: string): Promise<SessionResponse> {
      const user = await findUser(email);
      const ok = await verifyPassword(user?.passwordHash ?? null, password);
      if (!user || !ok) throw new AppError('INVALID_CREDENTIALS');
      if (!user.emailVerifiedAt) {
        await sendVerification(user);
        throw new AppError('EMAIL_NOT_VERIFIED');
      }
      return createSession(db, config, user);
    },

    async logout(sessionId: string): Promise<void> {
      await db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, sessionId));
    },

    async requestPasswordReset(email: string): Promise<void> {
      const user = await findUser(email);
      if (!user) return;
      const key = await issueKey(db, user.id, 'reset_password');
      await mailer.send(user.email, templates.resetPassword(user.language, user.firstName, link('/auth/reset-password', key)));
    },

    async resetPassword(key: string, password: string): Promise<void> {
      assertPasswordAllowed(password);
      const passwordHash = await hashPassword(password);
      const now = new Date();
      await db.transaction(async (tx) => {
        const user = await consumeKey(tx, key, 'reset_password');
        await tx
          .update(users)
          // The reset link proves the address, so an unverified account becomes verified.
          .set({ passwordHash, emailVerifiedAt: user.emailVerifiedAt ?? now, updatedAt: now })
          .where(eq(users.id, user.id));
        await tx
          .update(sessions)
          .set({ revokedAt: now })
          .where(and(eq(sessions.userId, user.id), isNull(sessions.revokedAt)));
      });
    },

    async setLanguage(userId: string, language: Language): Promise<void> {
      await db.update(users).set({ language, updatedAt: new Date() }).where(eq(users.id, userId));
    },
  };
}
