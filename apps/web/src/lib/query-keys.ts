/**
 * Query keys read by more than one feature, with a single owner each (built by the one
 * factory, `createQueryKeys`), and the one query of such a key. A feature's own keys stay in
 * its api.ts; a key another feature invalidates or reads lives here.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client';
import { endpoints } from './endpoints';
import { createQueryKeys } from './query-key-factory';

/** The signed-in provider: `detail()` is its profile incl. completeness (profile page, overview card). */
export const providerKeys = {
  ...createQueryKeys<void, void>('provider'),
  images: () => [...providerKeys.all, 'images'] as const,
};

/**
 * GET /provider-profile, the one query of `providerKeys.detail()`: the profile page reads it
 * whole, the overview's completeness card through `select`, so both share options and cache.
 */
export const providerProfileQuery = () =>
  queryOptions({
    queryKey: providerKeys.detail(),
    queryFn: ({ signal }) => api.call(endpoints.getProviderProfile, { signal }),
  });

/** The overview's key (GET /overview, features/overview/api.ts): every seminar change invalidates it. */
export const statsKeys = {
  ...createQueryKeys('stats'),
  general: () => [...statsKeys.all, 'general'] as const,
};

/**
 * GET /settings/team, the one query of the team key: Settings → Team lists it, and the notices
 * of paid actions a member may not take (confirming boosts, publishing with costs) name its admins.
 */
export const teamQuery = () =>
  queryOptions({
    queryKey: ['settings', 'team'] as const,
    queryFn: ({ signal }) => api.call(endpoints.listTeam, { signal }),
  });

/** The provider's active admins as "First Last", for "please ask …"; only fetched when `enabled`. */
export const useAdminNames = (enabled: boolean) =>
  useQuery({
    ...teamQuery(),
    enabled,
    select: (team) =>
      team.members
        .filter((m) => m.role === 'admin' && m.status === 'active')
        .map((m) => `${m.firstName} ${m.lastName}`.trim())
        .join(', '),
  }).data;
