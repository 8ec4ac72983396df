/** GET /overview, the home in one call (contracts `overviewResponseSchema`). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { endpoints } from '../../lib/endpoints';
import { statsKeys } from '../../lib/query-keys';

export const overviewQuery = () =>
  queryOptions({
    // Seminar changes invalidate `statsKeys`; a new location, logo or team member is seen on the
    // next visit, because the home always asks again (staleTime 0) while showing what it had.
    queryKey: statsKeys.general(),
    queryFn: ({ signal }) => api.call(endpoints.getOverview, { signal }),
    staleTime: 0,
  });

export const useOverview = () => useQuery(overviewQuery());
