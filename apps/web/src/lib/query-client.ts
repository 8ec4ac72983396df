/**
 * TanStack Query defaults: queries keep the library's retries (3, exponential back-off,
 * seed §8) except for 4xx answers, which will not change on retry; mutations never retry.
 * Offline (ADR 021) queries pause and show what is cached; a mutation is not held back to run
 * later on its own but fails at once, saying that saving needs a connection.
 */
import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';
import { syncOnlineManager } from './online';
import { getSession, subscribeSession } from './session';

const MAX_QUERY_RETRIES = 3;

export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < MAX_QUERY_RETRIES;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetryQuery, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}

/**
 * One session's answers are never shown in the next: whenever the session's token changes
 * (signing out, also after a 401; signing in; a support session starting or ending), every
 * cached query is dropped, and one still on its way is cancelled.
 */
export function clearOnSessionChange(client: QueryClient): () => void {
  let token = getSession().token;
  return subscribeSession(() => {
    const next = getSession().token;
    if (next === token) return;
    token = next;
    client.removeQueries();
  });
}

export const queryClient = createQueryClient();
clearOnSessionChange(queryClient);
syncOnlineManager();
