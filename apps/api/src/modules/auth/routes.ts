/** Account and session calls (DESIGN §5): sign-up, verification, login, logout, password reset. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@bu/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';
import { clientInfoOf } from '../../lib/client-info';
import { MINUTE, byEmail, byIp, byIpAndEmail } from '../../plugins/limits';
import { isKnownAddress, rememberAddress } from './sign-in-addresses';
import { hashPassword } from '../../lib/passwords';
import { assertPasswordAllowed } from './keys';
import { PASSWORD_RESET_JOB, RESEND_VERIFICATION_JOB, SIGNUP_JOB, type SignupJob } from './service';
import { routeSchema } from '../../lib/route-schema';
import { sessionOf } from '../../plugins/auth';

const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const auth = app.authService;
  // Sign-up, resend and reset answer at once and alike for known and unknown addresses
  // (no enumeration by content or timing); the account-dependent work runs here, started only
  // once the answer has gone out (`afterAnswer`), so none of it runs while the caller waits —
  // on the embedded database every statement shares one thread with the request's own.
  // Each job waits mostly on the database: several at once keep a burst of sign-ups from
  // holding back the next person's mail (bench: mail latency). The same address twice at once
  // meets the unique e-mail and is retried as a known address.
  const parallel = { concurrency: 4 };
  app.jobs.define<SignupJob>(SIGNUP_JOB, (job) => auth.signup(job), parallel);
  app.jobs.define<{ email: string }>(RESEND_VERIFICATION_JOB, ({ email }) => auth.resendVerification(email), parallel);
  app.jobs.define<{ email: string }>(PASSWORD_RESET_JOB, ({ email }) => auth.requestPasswordReset(email), parallel);

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
      schema: { tags: ['auth'], ...routeSchema(endpoints.signUp) },
      preHandler: signupLimits.refuse,
    },
    async (request, reply) => {
      // The same work for every address; what depends on the account happens in the job.
      const { password, ...input } = request.body;
      assertPasswordAllowed(password, app.config.PASSWORD_MIN_LENGTH);
      const passwordHash = await hashPassword(password);
      const mail = await signupLimits.mailAllowed(request);
      await app.jobs.send<SignupJob>(
        SIGNUP_JOB,
        { ...input, passwordHash, requestedAt: app.now().toISOString(), mail },
        { afterAnswer: reply },
      );
      return reply.status(201).send({ success: true });
    },
  );

  const resendLimits = mailRequestLimits('resend', 20, 3, 6, 15 * MINUTE);
  app.post(
    '/auth/resend-verification',
    {
      schema: { tags: ['auth'], ...routeSchema(endpoints.resendVerification) },
      preHandler: resendLimits.refuse,
    },
    async (request, reply) => {
      if (await resendLimits.mailAllowed(request))
        await app.jobs.send(RESEND_VERIFICATION_JOB, { email: request.body.email }, { afterAnswer: reply });
      return { success: true as const };
    },
  );

  app.post(
    '/auth/confirm-registration',
    { schema: { tags: ['auth'], ...routeSchema(endpoints.confirmRegistration) } },
    async (request) => auth.confirmRegistration(request.body.key, clientInfoOf(request)),
  );

  // Failed sign-ins only (wrong password or code): signing in often is never throttled. Per
  // address; per address and account; and per account from addresses that have not signed in
  // to it before — 10 in 15 minutes whatever addresses they come from (ADR 004), while the
  // owner's known addresses stay open (ADR 025).
  const loginLimit = app.failureLimit(
    15 * MINUTE,
    [50, byIp('login')],
    [10, byIpAndEmail('login')],
    [10, byEmail('login'), (request) => isKnownAddress(app.db, (request.body as { email: string }).email, request.ip)],
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
      schema: { tags: ['auth'], ...routeSchema(endpoints.logIn) },
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
    { schema: { tags: ['auth'], ...routeSchema(endpoints.logOut) }, preValidation: app.authenticate },
    async (request) => {
      await auth.logout(sessionOf(request).sessionId);
      return { success: true as const };
    },
  );

  const resetLimits = mailRequestLimits('reset', 20, 5, 10, 60 * MINUTE);
  app.post(
    '/auth/request-password-reset',
    {
      schema: { tags: ['auth'], ...routeSchema(endpoints.requestPasswordReset) },
      preHandler: resetLimits.refuse,
    },
    async (request, reply) => {
      if (await resetLimits.mailAllowed(request))
        await app.jobs.send(PASSWORD_RESET_JOB, { email: request.body.email }, { afterAnswer: reply });
      return { success: true as const };
    },
  );

  app.post(
    '/auth/reset-password',
    {
      schema: { tags: ['auth'], ...routeSchema(endpoints.resetPassword) },
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
      schema: { tags: ['auth'], ...routeSchema(endpoints.validateSession) },
      preValidation: app.authenticate,
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
      schema: { tags: ['auth'], ...routeSchema(endpoints.setLanguage) },
      preValidation: app.authenticate,
    },
    async (request) => {
      // In a support session the choice is the support person's, not the provider's saved language.
      if (!request.auth!.support) await auth.setLanguage(request.auth!.user.id, request.body.language);
      return { success: true as const };
    },
  );
};

export default authRoutes;
