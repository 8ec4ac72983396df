/**
 * The lead calls (docs/api.md, issue 5) with their query keys and hooks: list with filters,
 * detail (opening marks it read), create, update, mark unread and the CSV export of the filtered
 * list. Shapes come from @bu/contracts.
 */
import { useEffect } from 'react';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ParticipantDocumentKind,
  attendanceResponseSchema,
  sendDocumentsResponseSchema,
  LeadInput,
  leadDetailResponseSchema,
  leadFilterSchema,
  leadListQuerySchema,
  leadListResponseSchema,
  leadResponseSchema,
  updateLeadBodySchema,
} from '@bu/contracts';
import type { z } from 'zod';
import { api } from '../../lib/api-client';
import { downloadFile } from '../../lib/download';
import type { ListParams } from '../../lib/list-params';
import { createQueryKeys } from '../../lib/query-key-factory';
import { conversationKeys } from '../conversations';

export type LeadListResponse = z.infer<typeof leadListResponseSchema>;
export type LeadDetailResponse = z.infer<typeof leadDetailResponseSchema>;
type LeadResponse = z.infer<typeof leadResponseSchema>;
export type Person = LeadListResponse['owners'][number];
/** PUT /leads/:id: any subset of stage, owner, notes and the contact fields. */
export type LeadUpdate = Omit<z.input<typeof updateLeadBodySchema>, 'bu_auth_token'>;

/** The list filters (`leadFilterSchema`, all in the URL). `ownerId` may be `none` for leads without an owner. */
export type LeadFilterParams = Partial<ListParams<typeof leadFilterSchema>>;
/** GET /leads: the filters and the page (`leadListQuerySchema`); left out, the server's defaults apply. */
export type LeadListParams = Partial<ListParams<typeof leadListQuerySchema>>;

export const leadKeys = createQueryKeys<LeadListParams>('leads');

const filterQuery = (params: LeadListParams) => ({ ...params, unread: params.unread ? 1 : undefined });

export const leadsApi = {
  list: (params: LeadListParams, signal?: AbortSignal) =>
    api.get<LeadListResponse>('/leads', { query: filterQuery(params), signal }),
  get: (id: string, signal?: AbortSignal) =>
    api.get<LeadDetailResponse>(`/leads/${encodeURIComponent(id)}`, { signal }),
  create: (input: LeadInput) => api.post<LeadResponse>('/leads', input),
  update: (id: string, body: LeadUpdate) => api.put<LeadResponse>(`/leads/${encodeURIComponent(id)}`, body),
  markUnread: (id: string) => api.post<LeadResponse>(`/leads/${encodeURIComponent(id)}/unread`),
  saveAttendance: (id: string, days: { date: string; present: boolean }[]) =>
    api.put<z.infer<typeof attendanceResponseSchema>>(`/leads/${encodeURIComponent(id)}/attendance`, { days }),
  sendDocuments: (id: string, kinds: ParticipantDocumentKind[]) =>
    api.post<z.infer<typeof sendDocumentsResponseSchema>>(`/leads/${encodeURIComponent(id)}/documents/send`, {
      kinds,
    }),
};

/** Downloads one of a participant's documents (PDF, in the UI language). */
export const downloadLeadDocument = (id: string, kind: ParticipantDocumentKind): Promise<void> =>
  downloadFile(`/leads/${encodeURIComponent(id)}/documents/${kind}.pdf`, {}, `${kind}.pdf`);

export function useSaveAttendance(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (days: { date: string; present: boolean }[]) => leadsApi.saveAttendance(id, days),
    onSuccess: ({ attendance }) =>
      queryClient.setQueryData<LeadDetailResponse>(leadKeys.detail(id), (old) => (old ? { ...old, attendance } : old)),
  });
}

export function useSendDocuments(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (kinds: ParticipantDocumentKind[]) => leadsApi.sendDocuments(id, kinds),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: leadKeys.detail(id) }),
  });
}

/** Downloads the filtered list as CSV. */
export const downloadLeadsCsv = (filter: LeadFilterParams): Promise<void> =>
  downloadFile('/leads/export.csv', filterQuery(filter), 'leads.csv');

export const leadListQuery = (params: LeadListParams) =>
  queryOptions({
    queryKey: leadKeys.list(params),
    queryFn: ({ signal }) => leadsApi.list(params, signal),
    placeholderData: keepPreviousData,
  });

export const useLeadList = (params: LeadListParams) => useQuery(leadListQuery(params));

/** Owners and seminars for the filters: one small unfiltered page. */
export const useLeadMeta = () => useQuery(leadListQuery({ page: 1, pageSize: 10 }));

/** Opening a lead marks it read on the server, so lists and badges are refetched after each load. */
export function useLeadDetail(id: string) {
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: leadKeys.detail(id), queryFn: ({ signal }) => leadsApi.get(id, signal) });
  const loadedAt = query.dataUpdatedAt;
  useEffect(() => {
    if (!loadedAt) return;
    void queryClient.invalidateQueries({ queryKey: leadKeys.lists() });
    void queryClient.invalidateQueries({ queryKey: conversationKeys.all });
  }, [loadedAt, queryClient]);
  return query;
}

export function useCreateLead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: leadsApi.create,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: leadKeys.lists() }),
  });
}

/** Any change of a lead: the answer replaces the lead in its detail; lists are refetched. */
export function useUpdateLead(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LeadUpdate) => leadsApi.update(id, body),
    onSuccess: ({ lead }) => {
      queryClient.setQueryData<LeadDetailResponse>(leadKeys.detail(id), (old) => (old ? { ...old, lead } : old));
      // The detail brings the history (who changed what, when); its fetch refreshes the lists too.
      void queryClient.invalidateQueries({ queryKey: leadKeys.detail(id) });
    },
  });
}

export function useMarkUnread(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => leadsApi.markUnread(id),
    onSuccess: ({ lead }) => {
      // No refetch of the detail here: reading it again would mark it read at once.
      queryClient.setQueryData<LeadDetailResponse>(leadKeys.detail(id), (old) => (old ? { ...old, lead } : old));
      void queryClient.invalidateQueries({ queryKey: leadKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: conversationKeys.unreadCounts() });
    },
  });
}
