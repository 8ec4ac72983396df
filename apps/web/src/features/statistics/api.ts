/**
 * The statistics calls (GET /statistics, GET /statistics/export.csv) with their query keys, and
 * the provider's seminars for the filter. Shapes come from @bu/contracts.
 */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { SeminarListResponse, StatisticsResponse } from '@bu/contracts';
import { api } from '../../lib/api-client';
import { downloadFile } from '../../lib/download';

export interface StatisticsParams {
  from: string;
  to: string;
  seminarId?: string;
}

export const statisticsKeys = {
  all: ['statistics'] as const,
  detail: (params: StatisticsParams) => [...statisticsKeys.all, params] as const,
  seminars: () => [...statisticsKeys.all, 'seminars'] as const,
};

export const statisticsQuery = (params: StatisticsParams) =>
  queryOptions({
    queryKey: statisticsKeys.detail(params),
    queryFn: ({ signal }) => api.get<StatisticsResponse>('/statistics', { query: { ...params }, signal }),
    placeholderData: keepPreviousData,
  });

export const useStatistics = (params: StatisticsParams) => useQuery(statisticsQuery(params));

/** Published seminars of the provider for the seminar filter. */
export const useStatisticsSeminars = () =>
  useQuery({
    queryKey: statisticsKeys.seminars(),
    queryFn: ({ signal }) =>
      api.get<SeminarListResponse>('/seminars', { query: { contactRequest: 1, sort: 'title', pageSize: 50 }, signal }),
    select: (data) => data.seminars,
    staleTime: 60_000,
  });

/** Downloads the per-seminar table as CSV. */
export const downloadStatisticsCsv = (params: StatisticsParams): Promise<void> =>
  downloadFile('/statistics/export.csv', { ...params }, `statistics-${params.from}-${params.to}.csv`);
