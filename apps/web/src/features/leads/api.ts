/**
 * The lead calls (docs/api.md, issue 5) with their query keys and hooks: list with filters,
 * detail (opening marks it read), create, update, mark unread and the CSV export of the filtered
 * list. Shapes come from @bu/contracts.
 */
import { useEffect } from 'react';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ParticipantDocumentKind,
  LeadInput,
  leadDetailResponseSchema,
  leadFilterSchema,
  leadListQuerySchema,
  leadListResponseSchema,
  updateLeadBodySchema,
} from '@bu/contracts';
import type { z } from 'zod';
import { api } from '../../lib/api-client';
import { saveFile } from '../../lib/download';
import { endpoints } from '../../lib/endpoints';
import type { ListParams } from '../../lib/list-params';
import { createQueryKeys } from '../../lib/query-key-factory';
import { conversationKeys } from '../conversations';

type LeadListResponse = z.infer<typeof leadListResponseSchema>;
export type LeadDetailResponse = z.infer<typeof leadDetailResponseSchema>;
export type Person = LeadListResponse['owners'][number];
/** PUT /leads/:id: any subset of stage, owner, notes and the contact fields. */
export type LeadUpdate = Omit<z.input<typeof updateLeadBodySchema>, 'bu_auth_token'>;

/** The list filters (`leadFilterSchema`, all in the URL). `ownerId` may be `none` for leads without an owner. */
export type LeadFilterParams = Partial<ListParams<typeof leadFilterSchema>>;
/** GET /leads: the filters and the page (`leadListQuerySchema`); left out, the server's defaults apply. */
export type LeadListParams = Partial<ListParams<typeof leadListQuerySchema>>;

const leadKeys = createQueryKeys<LeadListParams>('leads');

/** The filters as the URL carries them: the unread flag as `1` (the list kit holds it as a boolean). */
const filterQuery = (params: LeadListParams) => ({ ...params, unread: params.unread ? ('1' as const) : undefined });

const leadsApi = {
  list: (params: LeadListParams, signal?: AbortSignal) =>
    api.call(endpoints.listLeads, { query: filterQuery(params), signal }),
  get: (id: string, signal?: AbortSignal) => api.call(endpoints.getLead, { params: { id }, signal }),
  create: (input: LeadInput) => api.call(endpoints.createLead, { body: input }),
  update: (id: string, body: LeadUpdate) => api.call(endpoints.updateLead, { params: { id }, body }),
  markUnread: (id: string) => api.call(endpoints.markLeadUnread, { params: { id } }),
  saveAttendance: (id: string, days: { date: string; present: boolean }[]) =>
    api.call(endpoints.setLeadAttendance, { params: { id }, body: { days } }),
  sendDocuments: (id: string, body: { kinds: ParticipantDocumentKind[]; withoutRecognition?: boolean }) =>
    api.call(endpoints.sendLeadDocuments, { params: { id }, body }),
};

/** Downloads one of a participant's documents (PDF, in the UI language). */
export const downloadLeadDocument = async (
  id: string,
  kind: ParticipantDocumentKind,
  withoutRecognition = false,
): Promise<void> =>
  saveFile(
    await api.call(endpoints.leadDocument, {
      params: { id, kind: `${kind}.pdf` },
      query: withoutRecognition ? { withoutRecognition: '1' } : {},
    }),
    `${kind}.pdf`,
  );

export function useSaveAttendance(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (days: { date: string; present: boolean }[]) => leadsApi.saveAttendance(id, days),
    onSuccess: ({ attendance }) => {
      queryClient.setQueryData<LeadDetailResponse>(leadKeys.detail(id), (old) => (old ? { ...old, attendance } : old));
      // The certificate follows the ticks (issue 46): its check comes with the detail.
      return queryClient.invalidateQueries({ queryKey: leadKeys.detail(id) });
    },
  });
}

export function useSendDocuments(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { kinds: ParticipantDocumentKind[]; withoutRecognition?: boolean }) =>
      leadsApi.sendDocuments(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: leadKeys.detail(id) }),
  });
}

/** Downloads the filtered list as CSV. */
export const downloadLeadsCsv = async (filter: LeadFilterParams): Promise<void> =>
  saveFile(await api.call(endpoints.exportLeads, { query: filterQuery(filter) }), 'leads.csv');

const leadListQuery = (params: LeadListParams) =>
  queryOptions({
    queryKey: leadKeys.list(params),
    queryFn: ({ signal }) => leadsApi.list(params, signal),
    placeholderData: keepPreviousData,
  });

export const useLeadList = (params: LeadListParams) => useQuery(leadListQuery(params));

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
