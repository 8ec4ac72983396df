/**
 * What a user hears about their account's security (issue 12): a sign-in from a new browser, a
 * changed password or address, and the "secure my account" link an address change mails to the
 * previous address, which undoes the change and locks the account down.
 */
import { and, count, eq, isNull, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { authKeys, knownDevices, recoveryCodes, sessions, users } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { deviceFingerprint, networkLabel, parseUserAgent, type ClientInfo } from '../../lib/client-info';
import { createSecret, hashSecret } from '../../lib/tokens';
import { recordActivity } from '../activity';
import { KEY_LIFETIME, issueKey, type User } from '../auth';
import { mailUser, userRow } from './account';
import { securityTemplates } from './mail-templates';

export function createSecurityNotices(app: FastifyInstance) {
  const { db, config, mailer } = app;
  const mail = mailUser(app);
  const resetLink = () => `${config.PUBLIC_URL}/auth/request-password-reset`;

  return {
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
