/**
 * The seminar and marketing-sync calls (docs/api.md) with their query keys and hooks.
 * One key factory per resource (all/lists/list/details/detail) so every change invalidates the
 * same way: provider data, general stats (overview), the seminar lists and the seminar itself.
 */
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type {
  Owner,
  ProviderProfileResponse,
  PublishFailure,
  PublishPreview,
  PublishResult,
  SeminarAddResponse,
  SeminarDeleteResponse,
  SeminarDuplicateResponse,
  SeminarEditResponse,
  SeminarListResponse,
  SeminarOverviewResponse,
  SeminarSort,
  SeminarStatus,
  SeminarStatusResponse,
  SeminarSummary,
  SeminarTab,
  StoredSeminarStatus,
} from '@bu/contracts';
import { api } from '../../lib/api-client';
import { providerKeys, statsKeys } from '../../lib/query-keys';

export type {
  Owner,
  PublishFailure,
  PublishPreview,
  PublishResult,
  SeminarListResponse,
  SeminarOverviewResponse,
  SeminarSummary,
};

export interface SeminarListParams {
  tab?: SeminarTab;
  q?: string;
  categoryId?: number;
  selectedOwner?: string;
  sort?: SeminarSort;
  page?: number;
  pageSize?: number;
  seminarStatus?: SeminarStatus;
  locationId?: string;
}

/** Body of POST /seminars/add and /seminars/edit: the seminar fields plus the payload status. */
export type SeminarPayload = Record<string, unknown> & { Status?: 'SHOW' | 'DRAFT' };

export const seminarKeys = {
  all: ['seminars'] as const,
  lists: () => [...seminarKeys.all, 'list'] as const,
  list: (params: SeminarListParams) => [...seminarKeys.lists(), params] as const,
  details: () => [...seminarKeys.all, 'detail'] as const,
  detail: (id: string) => [...seminarKeys.details(), id] as const,
  publishPreview: () => [...seminarKeys.all, 'publish-preview'] as const,
};

/** General stats of the provider (the overview's counts, expiring seminars, latest changes). */
export { providerKeys, statsKeys };

export const seminarsApi = {
  list: (params: SeminarListParams, signal?: AbortSignal) =>
    api.get<SeminarListResponse>('/seminars', { query: { ...params, addConversationCounts: 1 }, signal }),
  get: (id: string, signal?: AbortSignal) => api.get<SeminarListResponse>('/seminars', { query: { id }, signal }),
  overview: (signal?: AbortSignal) => api.get<SeminarOverviewResponse>('/seminars/overview', { signal }),
  add: (payload: SeminarPayload) => api.post<SeminarAddResponse>('/seminars/add', payload),
  edit: (payload: SeminarPayload & { seminarId: string }) => api.post<SeminarEditResponse>('/seminars/edit', payload),
  setStatus: (seminarId: string, status: StoredSeminarStatus) =>
    api.post<SeminarStatusResponse>('/seminars/status', { seminarId, status }),
  duplicate: (seminarId: string) => api.post<SeminarDuplicateResponse>('/seminars/duplicate', { seminarId }),
  remove: (seminarId: string) => api.post<SeminarDeleteResponse>('/seminars/delete', { seminarId }),
  publishPreview: (signal?: AbortSignal) => api.get<PublishPreview>('/seminars/publish-drafts/preview', { signal }),
  publishDrafts: (expectedTotalCents: number) =>
    api.post<PublishResult>('/seminars/publish-drafts', { confirm: true, expectedTotalCents }),
  providerProfile: (signal?: AbortSignal) => api.get<ProviderProfileResponse>('/provider-profile', { signal }),
  /** Marketing contact sync (seed §4): fire and forget, failures never reach the user. */
  syncMarketing: (seminarId: string, sendPublishEvent: boolean) => {
    api.put('/dashboard/brevo/updated-seminar-attributes', { seminarId, sendPublishEvent }).catch(() => undefined);
  },
};

export const seminarListQuery = (params: SeminarListParams) =>
  queryOptions({
    queryKey: seminarKeys.list(params),
    queryFn: ({ signal }) => seminarsApi.list(params, signal),
    placeholderData: (previous) => previous,
  });

export const seminarDetailQuery = (id: string) =>
  queryOptions({ queryKey: seminarKeys.detail(id), queryFn: ({ signal }) => seminarsApi.get(id, signal) });

export const useSeminarList = (params: SeminarListParams) => useQuery(seminarListQuery(params));
export const useSeminarDetail = (id: string | null) =>
  useQuery({ ...seminarDetailQuery(id ?? ''), enabled: Boolean(id) });

/** Categories, owners and the brochure edition for the create form (one short list page). */
export const useSeminarMeta = (enabled = true) => useQuery({ ...seminarListQuery({ page: 1, pageSize: 10 }), enabled });

export const useSeminarOverview = () =>
  useQuery({ queryKey: statsKeys.general(), queryFn: ({ signal }) => seminarsApi.overview(signal) });

/** Completeness of the provider profile, when the profile API answers it; no retries on a 404. */
export const useProviderCompleteness = () =>
  useQuery({
    queryKey: providerKeys.detail(),
    queryFn: ({ signal }) => seminarsApi.providerProfile(signal),
    retry: false,
    select: (data) => (typeof data?.provider_data?.completeness === 'number' ? data.provider_data.completeness : null),
  });

export const usePublishPreview = (enabled: boolean) =>
  useQuery({
    queryKey: seminarKeys.publishPreview(),
    queryFn: ({ signal }) => seminarsApi.publishPreview(signal),
    enabled,
    staleTime: 0,
  });

/** After every seminar change: provider data, general stats, the seminar lists and the seminar. */
export async function invalidateSeminarData(queryClient: QueryClient, seminarId?: string) {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: providerKeys.all }),
    queryClient.invalidateQueries({ queryKey: statsKeys.all }),
    queryClient.invalidateQueries({ queryKey: seminarKeys.lists() }),
    queryClient.invalidateQueries({ queryKey: seminarKeys.publishPreview() }),
    seminarId ? queryClient.invalidateQueries({ queryKey: seminarKeys.detail(seminarId) }) : undefined,
  ]);
}

export function useSeminarStatusChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ seminarId, status }: { seminarId: string; status: StoredSeminarStatus }) =>
      seminarsApi.setStatus(seminarId, status),
    onSettled: (_data, _error, { seminarId }) => invalidateSeminarData(queryClient, seminarId),
  });
}

export function useDuplicateSeminar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: seminarsApi.duplicate,
    onSuccess: (data) => invalidateSeminarData(queryClient, data.seminarId),
  });
}

export function useDeleteSeminar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: seminarsApi.remove,
    onSuccess: (_data, seminarId) => {
      queryClient.removeQueries({ queryKey: seminarKeys.detail(seminarId) });
      return invalidateSeminarData(queryClient);
    },
  });
}

export function usePublishDrafts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: seminarsApi.publishDrafts,
    onSettled: () => invalidateSeminarData(queryClient),
  });
}

export function useSaveSeminar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ seminarId, payload }: { seminarId?: string; payload: SeminarPayload }) => {
      if (seminarId) {
        const result = await seminarsApi.edit({ ...payload, seminarId });
        return { seminarId: result.seminarId, seminar: result.seminar };
      }
      const result = await seminarsApi.add(payload);
      return { seminarId: result.seminarId, seminar: result.newlyCreatedSeminar };
    },
    onSuccess: ({ seminarId }) => invalidateSeminarData(queryClient, seminarId),
  });
}
