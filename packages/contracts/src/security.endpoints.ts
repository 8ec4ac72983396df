/**
 * Account security (security.ts): the secure-account link, signed-in sessions, two-factor
 * sign-in and the activity log.
 * Part of the endpoint map (endpoints.ts; ADR 024, 051, 055).
 */
import { okSchema } from './auth';
import { tokenBodySchema, tokenQuerySchema } from './common';
import { adminOnly, type Endpoint, ownAccountOnly } from './endpoint';
import {
  activityExportQuerySchema,
  activityListResponseSchema,
  activityQuerySchema,
  revokeOthersResponseSchema,
  secureAccountSchema,
  sessionIdParamsSchema,
  sessionsResponseSchema,
  twoFactorDisableSchema,
  twoFactorEnableResponseSchema,
  twoFactorEnableSchema,
  twoFactorSetupResponseSchema,
  twoFactorStatusResponseSchema,
} from './security';

export const securityEndpoints = {
  secureAccount: {
    route: 'POST /auth/secure-account',
    body: secureAccountSchema,
    responses: { 200: okSchema },
    summary: 'Lock out an intruder from a security-alert link',
    auth: 'link',
    errors: ['LINK_INVALID', 'LINK_EXPIRED'],
    rateLimited: true,
  },
  listSessions: {
    route: 'GET /settings/sessions',
    querystring: tokenQuerySchema,
    responses: { 200: sessionsResponseSchema },
    summary: "The signed-in user's sessions",
    auth: 'session',
    errors: ownAccountOnly,
  },
  revokeSession: {
    route: 'DELETE /settings/sessions/:id',
    params: sessionIdParamsSchema,
    querystring: tokenQuerySchema,
    responses: { 200: okSchema },
    summary: 'End one session',
    auth: 'session',
    errors: ownAccountOnly,
  },
  revokeOtherSessions: {
    route: 'POST /settings/sessions/revoke-others',
    body: tokenBodySchema,
    responses: { 200: revokeOthersResponseSchema },
    summary: 'End every other session',
    auth: 'session',
    errors: ownAccountOnly,
  },
  twoFactorStatus: {
    route: 'GET /settings/2fa',
    querystring: tokenQuerySchema,
    responses: { 200: twoFactorStatusResponseSchema },
    summary: 'Whether two-factor sign-in is on',
    auth: 'session',
    errors: ownAccountOnly,
  },
  setUpTwoFactor: {
    route: 'POST /settings/2fa/setup',
    body: tokenBodySchema,
    responses: { 200: twoFactorSetupResponseSchema },
    summary: 'Start setting up two-factor sign-in',
    auth: 'session',
    errors: [...ownAccountOnly, 'CONFLICT'],
  },
  enableTwoFactor: {
    route: 'POST /settings/2fa/enable',
    body: twoFactorEnableSchema,
    responses: { 200: twoFactorEnableResponseSchema },
    summary: 'Turn on two-factor sign-in',
    auth: 'session',
    errors: [...ownAccountOnly, 'CONFLICT', 'TOTP_INVALID'],
    rateLimited: true,
  },
  disableTwoFactor: {
    route: 'POST /settings/2fa/disable',
    body: twoFactorDisableSchema,
    responses: { 200: okSchema },
    summary: 'Turn off two-factor sign-in',
    auth: 'session',
    errors: [...ownAccountOnly, 'CONFLICT', 'TOTP_INVALID', 'INVALID_CREDENTIALS'],
    rateLimited: true,
  },
  listActivity: {
    route: 'GET /settings/activity',
    querystring: activityQuerySchema,
    responses: { 200: activityListResponseSchema },
    summary: 'The activity log',
    auth: 'session',
    errors: adminOnly,
  },
  exportActivity: {
    route: 'GET /settings/activity/export.csv',
    produces: ['text/csv'],
    querystring: activityExportQuerySchema,
    summary: 'The activity log as CSV',
    auth: 'session',
    errors: adminOnly,
  },
} as const satisfies Record<string, Endpoint>;
