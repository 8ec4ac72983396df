/**
 * The start-up session check (seed §4, §9): with a stored token, validate it up to
 * 3 times, 300 ms apart. `success:false`, a 4xx answer, or server errors on every attempt sign
 * the user out (token, user id and user cleared). Network and server errors are retried. When the
 * server could not be reached at all (no connection), nothing has answered that the session is
 * invalid: the session stays, and the app shows what it cached, read-only (ADR 021).
 */
import { ApiError, isNetworkError } from '../../lib/api-client';
import {
  getSession,
  loadSessionFromStorage,
  logout,
  setSessionLoading,
  setSessionUser,
  setSupport,
} from '../../lib/session';
import { authApi } from './api';

const SESSION_CHECK_ATTEMPTS = 3;
const SESSION_CHECK_DELAY_MS = 300;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export async function checkSession({
  attempts = SESSION_CHECK_ATTEMPTS,
  delayMs = SESSION_CHECK_DELAY_MS,
} = {}): Promise<boolean> {
  loadSessionFromStorage();
  if (!getSession().token) return false;
  setSessionLoading(true);
  try {
    let unreachable = false;
    for (let attempt = 1; attempt <= attempts; attempt++) {
      try {
        const answer = await authApi.validateSession();
        if (answer?.success !== true || !answer.user) break;
        setSessionUser({ ...answer.user, isSuperadmin: answer.isSuperadmin });
        setSupport(answer.support ?? null);
        return true;
      } catch (error) {
        const definitive = error instanceof ApiError && error.status >= 400 && error.status < 500;
        if (definitive) break;
        unreachable = isNetworkError(error);
        if (attempt < attempts) await wait(delayMs);
      }
    }
    if (unreachable) return true;
    logout();
    return false;
  } finally {
    setSessionLoading(false);
  }
}
