/**
 * Accounts and sessions (auth.ts): sign-up, confirmation, sign-in and out, password reset, the
 * session check and the user's language.
 * Part of the endpoint map (endpoints.ts; ADR 024, 051, 055).
 */
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
} from './auth';
import { tokenBodySchema } from './common';
import type { Endpoint } from './endpoint';

export const authEndpoints = {
  signUp: {
    route: 'POST /auth/signup',
    body: signupSchema(),
    responses: { 201: okSchema },
    summary: 'Register a provider and its first admin',
    auth: 'none',
    errors: ['CONFLICT'],
    rateLimited: true,
  },
  resendVerification: {
    route: 'POST /auth/resend-verification',
    body: emailOnlySchema,
    responses: { 200: okSchema },
    summary: 'Mail the registration link again',
    auth: 'none',
    rateLimited: true,
  },
  confirmRegistration: {
    route: 'POST /auth/confirm-registration',
    body: confirmRegistrationSchema,
    responses: { 200: sessionResponseSchema },
    summary: 'Confirm a registration from its mailed link',
    auth: 'link',
    errors: ['LINK_INVALID', 'LINK_EXPIRED', 'ALREADY_CONFIRMED'],
  },
  logIn: {
    route: 'POST /auth/login',
    body: loginSchema,
    responses: { 200: sessionResponseSchema },
    summary: 'Sign in with email and password',
    auth: 'none',
    errors: ['INVALID_CREDENTIALS', 'EMAIL_NOT_VERIFIED', 'TOTP_REQUIRED', 'TOTP_INVALID'],
    rateLimited: true,
  },
  logOut: {
    route: 'POST /auth/logout',
    responses: { 200: okSchema },
    summary: 'Sign out (revoke the session)',
    auth: 'session',
  },
  requestPasswordReset: {
    route: 'POST /auth/request-password-reset',
    body: emailOnlySchema,
    responses: { 200: okSchema },
    summary: 'Mail a password-reset link',
    auth: 'none',
    rateLimited: true,
  },
  resetPassword: {
    route: 'POST /auth/reset-password',
    body: resetPasswordSchema(),
    responses: { 200: okSchema },
    summary: 'Set a new password from a reset link',
    auth: 'link',
    errors: ['LINK_INVALID', 'LINK_EXPIRED'],
    rateLimited: true,
  },
  validateSession: {
    route: 'POST /validate-session',
    // No body at all is fine: the token may come as `Authorization: Bearer`.
    body: tokenBodySchema,
    responses: { 200: validateSessionResponseSchema },
    summary: 'Check a session token and read its user',
    auth: 'session',
  },
  setLanguage: {
    route: 'PUT /me/language',
    body: updateLanguageSchema,
    responses: { 200: okSchema },
    summary: "Set the signed-in user's language",
    auth: 'session',
  },
} as const satisfies Record<string, Endpoint>;
