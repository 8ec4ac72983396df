/** Account and session calls (DESIGN §5): sign-up, verification, login, logout, password reset. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  confirmRegistrationSchema,
  emailOnlySchema,
  loginSchema,
  okSchema,
  resetPasswordSchema,
  sessionResponseSchema,
  signupSchema,
  updateLanguageSchema,
  validateSessionResponseSchema,
} from '@bu/contracts';
import { MINUTE, byEmail, byIp } from '../../plugins/limits';
import { createAuthService } from './service';

const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const auth = createAuthService(app);
  const min = app.config.PASSWORD_MIN_LENGTH;

  /** Two limits on one call: per client address and per account named in the body. */
  const limits = (scope: string, perIp: number, perAccount: number, windowMs: number) =>
    app.limit(windowMs, [perIp, byIp(scope)], [perAccount, byEmail(scope)]);

  app.post(
    '/auth/signup',
    {
      schema: { tags: ['auth'], body: signupSchema(min), response: { 201: okSchema } },
      preHandler: limits('signup', 20, 5, 60 * MINUTE),
    },
    async (request, reply) => {
      await auth.signup(request.body);
      return reply.status(201).send({ success: true });
    },
  );

  app.post(
    '/auth/resend-verification',
    {
      schema: { tags: ['auth'], body: emailOnlySchema, response: { 200: okSchema } },
      preHandler: limits('resend', 20, 3, 15 * MINUTE),
    },
    async (request) => {
      await auth.resendVerification(request.body.email);
      return { success: true as const };
    },
  );

  app.post(
    '/auth/confirm-registration',
    { schema: { tags: ['auth'], body: confirmRegistrationSchema, response: { 200: sessionResponseSchema } } },
    async (request) => auth.confirmRegistration(request.body.key),
  );

  app.post(
    '/auth/login',
    {
      schema: { tags: ['auth'], body: loginSchema, response: { 200: sessionResponseSchema } },
      preHandler: limits('login', 50, 10, 15 * MINUTE),
    },
    async (request) => auth.login(request.body.email, request.body.password),
  );

  app.post(
    '/auth/logout',
    { schema: { tags: ['auth'], response: { 200: okSchema } }, preHandler: app.authenticate },
    async (request) => {
      await auth.logout(request.auth!.sessionId);
      return { success: true as const };
    },
  );

  app.post(
    '/auth/request-password-reset',
    {
      schema: { tags: ['auth'], body: emailOnlySchema, response: { 200: okSchema } },
      preHandler: limits('reset', 20, 5, 60 * MINUTE),
    },
    async (request) => {
      await auth.requestPasswordReset(request.body.email);
      return { success: true as const };
    },
  );

  app.post(
    '/auth/reset-password',
    {
      schema: { tags: ['auth'], body: resetPasswordSchema(min), response: { 200: okSchema } },
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
      schema: {
        tags: ['auth'],
        body: z.object({ bu_auth_token: z.string().optional() }).optional(),
        response: { 200: validateSessionResponseSchema },
      },
      preHandler: app.authenticate,
    },
    async (request) => ({ success: true as const, isSuperadmin: request.auth!.user.isSuperadmin, user: request.auth!.user }),
  );

  app.put(
    '/me/language',
    { schema: { tags: ['auth'], body: updateLanguageSchema, response: { 200: okSchema } }, preHandler: app.authenticate },
    async (request) => {
      await auth.setLanguage(request.auth!.user.id, request.body.language);
      return { success: true as const };
    },
  );
};

export default authRoutes;
