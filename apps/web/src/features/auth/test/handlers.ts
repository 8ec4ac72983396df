/** Answers of the auth endpoints for the sign-in, sign-up, account-link and session tests, checked by the contracts schemas. */
import {
  okSchema,
  sessionResponseSchema,
  sharedMessages,
  validateSessionResponseSchema,
  type SessionUser,
} from '@bu/contracts';
import { fail, reply } from '../../../test/server';
import { anna } from '../../../test/utils';

export const ok = () => reply(okSchema, { success: true });

/** What login, confirm-registration and accept-invitation answer: a new session. */
export const signedIn = (user: SessionUser = anna) =>
  reply(sessionResponseSchema, { success: true, token: 'tok', userId: 'u1', user });

/** What POST /validate-session answers for a live session. */
export const validSession = (user: SessionUser = anna, isSuperadmin = false) =>
  reply(validateSessionResponseSchema, { success: true, isSuperadmin, user });

export const unauthorized = (message = 'Bitte melde dich an.') =>
  fail(401, { success: false, code: 'UNAUTHORIZED', message });

export const linkExpired = (message = sharedMessages.de.errors.LINK_EXPIRED) =>
  fail(410, { success: false, code: 'LINK_EXPIRED', message });
