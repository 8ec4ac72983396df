/**
 * The statistics calls (GET /statistics, GET /statistics/export.csv) with their query keys.
 * Shapes come from @bu/contracts (the seminar filter uses the leads' seminar picker).
 */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { STATISTICS_DEFAULT_PRESET, statisticsPresets, statisticsQuerySchema } from '@bu/contracts';
import { api } from '../../lib/api-client';
import { saveFile } from '../../lib/download';
import { endpoints } from '../../lib/endpoints';
import type { ListParams } from '../../lib/list-params';
import { createQueryKeys } from '../../lib/query-key-factory';

export type StatisticsParams = ListParams<typeof statisticsQuerySchema>;

/**
 * The screen's URL (read and written by the list kit): the API's query, whose range may be
 * left out there because a preset fills it, plus the preset itself.
 */
export const statisticsUrlSchema = statisticsQuerySchema
  .partial({ from: true, to: true })
  .extend({ range: z.enum(statisticsPresets).default(STATISTICS_DEFAULT_PRESET) });

/** One answer per period and filter: a detail whose id is the query. */
const statisticsKeys = createQueryKeys<void, StatisticsParams>('statistics');

const statisticsQuery = (params: StatisticsParams) =>
  queryOptions({
    queryKey: statisticsKeys.detail(params),
    queryFn: ({ signal }) => api.call(endpoints.statistics, { query: { ...params }, signal }),
    placeholderData: keepPreviousData,
  });

export const useStatistics = (params: StatisticsParams) => useQuery(statisticsQuery(params));

/** Downloads the per-seminar table as CSV. */
export const downloadStatisticsCsv = async (params: StatisticsParams): Promise<void> =>
  saveFile(
    await api.call(endpoints.exportStatistics, { query: { ...params } }),
    `statistics-${params.from}-${params.to}.csv`,
  );
