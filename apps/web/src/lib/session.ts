/**
 * The client session (seed §3 "Session"): token, user id, user and a loading flag.
 * Token and user id persist in localStorage; the user object lives only in memory and is
 * filled by login, registration confirmation or the start-up session check.
 * Logged in means the token is non-empty.
 *
 * What the app keeps on the device for one signed-in user — the cached answers it shows offline
 * and unsaved form drafts (docs/decisions/021-offline-read-only-cache.md) — lives under keys made
 * by `userStorageKey`, so signing out removes all of it in one place.
 */
import { useSyncExternalStore } from 'react';
import type { SessionUser, SupportInfo } from '@bu/contracts';

const TOKEN_STORAGE_KEY = 'bu_auth_token';
const USER_ID_STORAGE_KEY = 'bu_user_id';
/** The superadmin's own token while a support session runs in its place (issue 12). */
export const SUPPORT_RETURN_STORAGE_KEY = 'bu_support_return_token';

export interface SessionState {
  token: string;
  userId: string;
  user: SessionUser | null;
  loading: boolean;
  /** Set in a support session: whom support acts for, and who the support person is. */
  support: SupportInfo | null;
}

function readStorage(key: string): string {
  try {
    return localStorage.getItem(key) ?? '';
  } catch {
    return '';
  }
}

function writeStorage(key: string, value: string) {
  try {
    if (value) localStorage.setItem(key, value);
    else localStorage.removeItem(key);
  } catch {
    // Private mode or blocked storage: the session then lasts for this page only.
  }
}

const USER_DATA_PREFIX = 'bu_user_data:';

/** The localStorage key of something kept for one user on this device (query cache, a form draft). */
export function userStorageKey(userId: string, name: string): string {
  return `${USER_DATA_PREFIX}${userId}:${name}`;
}

/** Removes everything `userStorageKey` stored for this user. */
function removeUserData(userId: string) {
  if (!userId) return;
  try {
    const prefix = userStorageKey(userId, '');
    const keys = Array.from({ length: localStorage.length }, (_, index) => localStorage.key(index));
    for (const key of keys) if (key?.startsWith(prefix)) localStorage.removeItem(key);
  } catch {
    // Blocked storage holds nothing to remove.
  }
}

let state: SessionState = {
  token: readStorage(TOKEN_STORAGE_KEY),
  userId: readStorage(USER_ID_STORAGE_KEY),
  user: null,
  loading: false,
  support: null,
};
const listeners = new Set<() => void>();

function update(next: Partial<SessionState>) {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

export function getSession(): SessionState {
  return state;
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function isLoggedIn(): boolean {
  return state.token !== '';
}

/** Re-reads token and user id from storage (start-up, and when another tab changes them). */
export function loadSessionFromStorage() {
  update({ token: readStorage(TOKEN_STORAGE_KEY), userId: readStorage(USER_ID_STORAGE_KEY) });
}

export function setSession(session: { token: string; userId: string; user: SessionUser }) {
  writeStorage(TOKEN_STORAGE_KEY, session.token);
  writeStorage(USER_ID_STORAGE_KEY, session.userId);
  update({ token: session.token, userId: session.userId, user: session.user, loading: false, support: null });
}

export function setSessionUser(user: SessionUser) {
  update({ user, userId: user.id });
}

export function setSupport(support: SupportInfo | null) {
  update({ support });
}

export function setSessionLoading(loading: boolean) {
  update({ loading });
}

/**
 * Clears token, user id and user (seed §4), and the user's cached answers and drafts on this
 * device. Server-side revocation is the caller's job.
 */
export function logout() {
  removeUserData(state.userId || readStorage(USER_ID_STORAGE_KEY));
  writeStorage(TOKEN_STORAGE_KEY, '');
  writeStorage(USER_ID_STORAGE_KEY, '');
  writeStorage(SUPPORT_RETURN_STORAGE_KEY, '');
  update({ token: '', userId: '', user: null, loading: false, support: null });
}

export function useSession(): SessionState {
  return useSyncExternalStore(subscribeSession, getSession, getSession);
}

if (typeof window !== 'undefined') {
  // Signing out in one tab signs out the others.
  window.addEventListener('storage', (event) => {
    if (event.key === TOKEN_STORAGE_KEY || event.key === USER_ID_STORAGE_KEY || event.key === null) {
      loadSessionFromStorage();
      if (!state.token) update({ user: null });
    }
  });
}
