/**
 * The answers the dashboard last loaded, kept on this device per signed-in user so that a reload
 * without a connection shows them read-only (docs/decisions/021-offline-read-only-cache.md).
 * TanStack Query's persister writes the query cache to localStorage under the user's key
 * (`userStorageKey`, removed by `logout`); only the feature data listed in `PERSISTED_ROOTS` is
 * kept, never settings (API key, sessions, two-factor), support or marketplace answers, and
 * nothing is kept during a support session.
 */
import type { QueryClient } from '@tanstack/react-query';
import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import { persistQueryClient, removeOldestQuery } from '@tanstack/query-persist-client-core';
import { getSession, subscribeSession, SUPPORT_RETURN_STORAGE_KEY, userStorageKey } from './session';

/** Root keys of the queries kept offline: what the dashboard's pages show, nothing secret. */
const PERSISTED_ROOTS: readonly string[] = [
  'seminars',
  'leads',
  'conversations',
  'locations',
  'provider',
  'stats',
  'statistics',
  'boosts',
];

/** Kept as long as a session may stay idle (SESSION_IDLE_HOURS' default, 7 days). */
const OFFLINE_CACHE_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
/** Raised when the shape of cached answers changes, so an older cache is dropped, not shown. */
const CACHE_VERSION = '1';
const CACHE_NAME = 'query-cache';

export function offlineCacheKey(userId: string): string {
  return userStorageKey(userId, CACHE_NAME);
}

/** The user whose answers are kept now: the signed-in user, none in a support session. */
function cacheOwner(): string {
  const { token, userId, support } = getSession();
  if (!token || !userId || support) return '';
  try {
    return localStorage.getItem(SUPPORT_RETURN_STORAGE_KEY) ? '' : userId;
  } catch {
    return '';
  }
}

function persisterFor(userId: string, isCurrent: () => boolean) {
  return createAsyncStoragePersister({
    // A save still pending when the user changes or signs out is dropped, so nothing is written
    // back under a key that sign-out has just removed.
    storage: {
      getItem: (key) => localStorage.getItem(key),
      setItem: (key, value) => {
        if (isCurrent()) localStorage.setItem(key, value);
      },
      removeItem: (key) => localStorage.removeItem(key),
    },
    key: offlineCacheKey(userId),
    retry: removeOldestQuery,
  });
}

/**
 * Restores the signed-in user's cached answers into `client` and keeps saving them; follows the
 * session (sign-in, sign-out, another user, a support session). Resolves once the current user's
 * cache is restored. Returns a function that stops it.
 */
export function keepOfflineCache(client: QueryClient): { restored: Promise<void>; stop: () => void } {
  let current: { userId: string; stop: () => void } | undefined;
  let restored: Promise<void> = Promise.resolve();

  const follow = () => {
    const wanted = cacheOwner();
    if (current?.userId === wanted) return;
    current?.stop();
    current = undefined;
    if (!wanted) return;
    let active = true;
    const [unsubscribe, done] = persistQueryClient({
      queryClient: client,
      // The session is updated before its listeners run: a save set off by sign-out clearing
      // the cache already sees that this user is no longer the owner.
      persister: persisterFor(wanted, () => active && cacheOwner() === wanted),
      maxAge: OFFLINE_CACHE_MAX_AGE_MS,
      buster: CACHE_VERSION,
      dehydrateOptions: {
        shouldDehydrateQuery: (query) =>
          query.state.status === 'success' && PERSISTED_ROOTS.includes(String(query.queryKey[0])),
        shouldDehydrateMutation: () => false,
      },
    });
    current = {
      userId: wanted,
      stop: () => {
        active = false;
        unsubscribe();
      },
    };
    // A cache that cannot be read is discarded by the persister; the app then loads as usual.
    // What was restored is shown at once but counts as stale: every screen asks the server again
    // when it opens (a reload must not show an answer older than the server's for its staleTime).
    const startedAt = Date.now();
    restored = done
      .then(() =>
        client.invalidateQueries({
          predicate: (query) => query.state.dataUpdatedAt > 0 && query.state.dataUpdatedAt < startedAt,
        }),
      )
      .catch(() => undefined);
  };

  follow();
  const unsubscribeSession = subscribeSession(follow);
  return {
    restored,
    stop: () => {
      unsubscribeSession();
      current?.stop();
      current = undefined;
    },
  };
}
