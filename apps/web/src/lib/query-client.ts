/**
 * TanStack Query defaults: queries keep the library's retries (3, exponential back-off,
 * seed §8) except for 4xx answers, which will not change on retry; mutations never retry.
 */
import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

const MAX_QUERY_RETRIES = 3;

export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < MAX_QUERY_RETRIES;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetryQuery, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
