/**
 * The saved-locations calls (GET/POST /locations, PUT/DELETE /locations/:id,
 * POST /locations/verify) with one query-key factory, so every change refreshes every list.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { locationListQuerySchema } from '@bu/contracts';
import type { LocationInput, LocationListResponse, LocationStatus } from '@bu/contracts';
import { api } from '../../lib/api-client';
import { endpoints } from '../../lib/endpoints';
import { createQueryKeys } from '../../lib/query-key-factory';

export type LocationFilter = LocationStatus | 'all';

/**
 * The page's URL: the list filter, and `new=1` to open the add dialog at once (the overview's
 * first-run checklist links there). Closing the dialog takes it out again.
 */
export const locationsUrlSchema = locationListQuerySchema.extend({ new: z.enum(['1']).optional() });

/** One factory for the locations page and the seminar form's location picker (the 'active' list). */
const locationKeys = createQueryKeys<LocationFilter>('locations');

const locationsApi = {
  list: (filter: LocationFilter, signal?: AbortSignal) =>
    api.call(endpoints.listLocations, { query: { status: filter === 'all' ? undefined : filter }, signal }),
  create: (input: LocationInput) => api.call(endpoints.createLocation, { body: input }),
  update: (id: string, input: LocationInput) => api.call(endpoints.updateLocation, { params: { id }, body: input }),
  remove: (id: string) => api.call(endpoints.deleteLocation, { params: { id } }),
  verify: (id: string) => api.call(endpoints.verifyLocation, { body: { id } }),
};

const locationListQuery = (filter: LocationFilter) =>
  queryOptions({
    queryKey: locationKeys.list(filter),
    queryFn: ({ signal }) => locationsApi.list(filter, signal),
    placeholderData: (previous) => previous,
  });

export const useLocationList = (filter: LocationFilter) => useQuery(locationListQuery(filter));

/**
 * Creates (no id) or updates (id) a location and refreshes every location list. A new location
 * goes into the cached lists it belongs to at once, so the seminar form can select it before
 * the refetch confirms the list.
 */
export function useSaveLocation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: LocationInput }) =>
      id ? locationsApi.update(id, input) : locationsApi.create(input),
    onSuccess: ({ location }, { id }) => {
      if (!id) {
        for (const filter of ['all', location.status] as const) {
          queryClient.setQueryData<LocationListResponse>(locationKeys.list(filter), (old) =>
            old ? { ...old, locations: [location, ...old.locations], total: old.total + 1 } : old,
          );
        }
      }
      return queryClient.invalidateQueries({ queryKey: locationKeys.all });
    },
  });
}

export function useDeleteLocation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: locationsApi.remove,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: locationKeys.all }),
  });
}

export function useVerifyLocation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: locationsApi.verify,
    onSuccess: ({ location }) => {
      // Show the badge at once; the refetch then confirms it.
      if (location) {
        queryClient.setQueriesData<LocationListResponse>({ queryKey: locationKeys.lists() }, (old) =>
          old ? { ...old, locations: old.locations.map((l) => (l.id === location.id ? location : l)) } : old,
        );
      }
      void queryClient.invalidateQueries({ queryKey: locationKeys.all });
    },
  });
}
