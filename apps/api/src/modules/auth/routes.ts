/** Account and session calls (DESIGN §5): sign-up, verification, login, logout, password reset. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  confirmRegistrationSchema,
  emailOnlySchema,
  endpoints,
  loginSchema,
  resetPasswordSchema,
  signupSchema,
  tokenBodySchema,
  updateLanguageSchema,
} from '@bu/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';
import { clientInfoOf } from '../../lib/client-info';
import { MINUTE, byEmail, byIp, byIpAndEmail } from '../../plugins/limits';
import { isKnownAddress, rememberAddress } from './sign-in-addresses';
import { hashPassword } from '../../lib/passwords';
import { assertPasswordAllowed } from './keys';
import { PASSWORD_RESET_JOB, RESEND_VERIFICATION_JOB, SIGNUP_JOB, type SignupJob } from './service';

const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const auth = app.authService;
  // Sign-up, resend and reset answer at once and alike for known and unknown addresses
  // (no enumeration by content or timing); the account-dependent work runs here.
  // Each job waits mostly on the database: several at once keep a burst of sign-ups from
  // holding back the next person's mail (bench: mail latency). The same address twice at once
  // meets the unique e-mail and is retried as a known address.
  const parallel = { concurrency: 4 };
  app.jobs.define<SignupJob>(SIGNUP_JOB, (job) => auth.signup(job), parallel);
  app.jobs.define<{ email: string }>(RESEND_VERIFICATION_JOB, ({ email }) => auth.resendVerification(email), parallel);
  app.jobs.define<{ email: string }>(PASSWORD_RESET_JOB, ({ email }) => auth.requestPasswordReset(email), parallel);
  const min = app.config.PASSWORD_MIN_LENGTH;

  /**
   * Mail requests for an address (sign-up, resend, reset): refused with 429 per client address
   * and per address+email, so nobody elsewhere can block the owner's request; per email from
   * anywhere only the mail is throttled, silently, so the answer stays the same for every
   * address. The owner still holds the link of the last mail sent: it lives longer than the window.
   */
  const mailRequestLimits = (
    scope: string,
    perIp: number,
    perAddressAndEmail: number,
    perEmail: number,
    windowMs: number,
  ) => ({
    refuse: app.limit(windowMs, [perIp, byIp(scope)], [perAddressAndEmail, byIpAndEmail(scope)]),
    mailAllowed: app.silentLimit(windowMs, [perEmail, byEmail(scope)]),
  });

  const signupLimits = mailRequestLimits('signup', 20, 5, 5, 60 * MINUTE);
  app.post(
    '/auth/signup',
    {
      schema: { tags: ['auth'], body: signupSchema(min), response: endpoints.signUp.responses },
      preHandler: signupLimits.refuse,
    },
    async (request, reply) => {
      // The same work for every address; what depends on the account happens in the job.
      const { password, ...input } = request.body;
      assertPasswordAllowed(password);
      const passwordHash = await hashPassword(password);
      const mail = await signupLimits.mailAllowed(request);
      await app.jobs.send<SignupJob>(SIGNUP_JOB, {
        ...input,
        passwordHash,
        requestedAt: app.now().toISOString(),
        mail,
      });
      return reply.status(201).send({ success: true });
    },
  );

  const resendLimits = mailRequestLimits('resend', 20, 3, 6, 15 * MINUTE);
  app.post(
    '/auth/resend-verification',
    {
      schema: { tags: ['auth'], body: emailOnlySchema, response: endpoints.resendVerification.responses },
      preHandler: resendLimits.refuse,
    },
    async (request) => {
      if (await resendLimits.mailAllowed(request))
        await app.jobs.send(RESEND_VERIFICATION_JOB, { email: request.body.email });
      return { success: true as const };
    },
  );

  app.post(
    '/auth/confirm-registration',
    { schema: { tags: ['auth'], body: confirmRegistrationSchema, response: endpoints.confirmRegistration.responses } },
    async (request) => auth.confirmRegistration(request.body.key),
  );

  // Failed sign-ins only (wrong password or code): signing in often is never throttled. Per
  // address; per address and account; and per account from addresses that have not signed in
  // to it before — so guessing from anywhere never locks the owner out.
  const loginLimit = app.failureLimit(
    15 * MINUTE,
    [50, byIp('login')],
    [10, byIpAndEmail('login')],
    [100, byEmail('login'), (request) => isKnownAddress(app.db, (request.body as { email: string }).email, request.ip)],
  );
  // The limits above count failures after the attempt, so parallel guesses could all pass
  // their check before the first failure is counted: every attempt also counts up front
  // against a cap per address that no office signing in normally comes near.
  const attemptCap = app.limit(15 * MINUTE, [300, byIp('login-attempt')]);
  // Wrong second-factor codes after a right password are limited on top: per address and
  // account, and per account from addresses that have not signed in to it before. Only
  // someone who knows the password can count here, and never against the owner's known places.
  const codeLimit = app.failureLimit(
    15 * MINUTE,
    [5, byIpAndEmail('login-code')],
    [
      10,
      byEmail('login-code'),
      (request) => isKnownAddress(app.db, (request.body as { email: string }).email, request.ip),
    ],
  );
  const hasCode = (request: FastifyRequest) => {
    const body = request.body as { totp?: string; recoveryCode?: string };
    return Boolean(body.totp || body.recoveryCode);
  };
  app.post(
    '/auth/login',
    {
      schema: { tags: ['auth'], body: loginSchema, response: endpoints.logIn.responses },
      preHandler: [attemptCap, loginLimit.check],
    },
    async (request, reply) => {
      try {
        // The code limit is checked only after the right password (see auth.login).
        const session = await auth.login(request.body, clientInfoOf(request), async () => {
          if (hasCode(request)) await codeLimit.check(request, reply);
        });
        await rememberAddress(app.db, session.userId, request.ip);
        return session;
      } catch (err) {
        if (err instanceof AppError && (err.code === 'INVALID_CREDENTIALS' || err.code === 'TOTP_INVALID')) {
          await loginLimit.fail(request);
          // TOTP_INVALID comes only after the right password: a wrong password with any code
          // is a password guess and must not use up the owner's code attempts.
          if (err.code === 'TOTP_INVALID') await codeLimit.fail(request);
        }
        throw err;
      }
    },
  );

  app.post(
    '/auth/logout',
    { schema: { tags: ['auth'], response: endpoints.logOut.responses }, preHandler: app.authenticate },
    async (request) => {
      await auth.logout(request.auth!.sessionId);
      return { success: true as const };
    },
  );

  const resetLimits = mailRequestLimits('reset', 20, 5, 10, 60 * MINUTE);
  app.post(
    '/auth/request-password-reset',
    {
      schema: { tags: ['auth'], body: emailOnlySchema, response: endpoints.requestPasswordReset.responses },
      preHandler: resetLimits.refuse,
    },
    async (request) => {
      if (await resetLimits.mailAllowed(request))
        await app.jobs.send(PASSWORD_RESET_JOB, { email: request.body.email });
      return { success: true as const };
    },
  );

  app.post(
    '/auth/reset-password',
    {
      schema: { tags: ['auth'], body: resetPasswordSchema(min), response: endpoints.resetPassword.responses },
      preHandler: app.limit(15 * MINUTE, [20, byIp('reset-password')]),
    },
    async (request) => {
      await auth.resetPassword(request.body.key, request.body.password);
      return { success: true as const };
    },
  );

  app.post(
    '/validate-session',
    {
      config: { readOnly: true },
      schema: {
        tags: ['auth'],
        // No body at all is fine: the token may come as `Authorization: Bearer`.
        body: tokenBodySchema,
        response: endpoints.validateSession.responses,
      },
      preHandler: app.authenticate,
    },
    async (request) => ({
      success: true as const,
      isSuperadmin: request.auth!.user.isSuperadmin,
      user: request.auth!.user,
      ...(request.auth!.support && { support: request.auth!.support }),
    }),
  );

  app.put(
    '/me/language',
    {
      config: { readOnly: true },
      schema: { tags: ['auth'], body: updateLanguageSchema, response: endpoints.setLanguage.responses },
      preHandler: app.authenticate,
    },
    async (request) => {
      // In a support session the choice is the support person's, not the provider's saved language.
      if (!request.auth!.support) await auth.setLanguage(request.auth!.user.id, request.body.language);
      return { success: true as const };
    },
  );
};

export default authRoutes;
