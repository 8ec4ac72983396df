/**
 * The marketplace's public calls (docs/api.md): search, one seminar, one provider, and the
 * inquiry with its form token. The seminar read sends the session token when there is one, so a provider previews
 * its own drafts; everybody else reads anonymously.
 */
import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { InquiryBody, publicSeminarSearchQuerySchema } from '@bu/contracts';
import { api } from '../../lib/api-client';
import { endpoints } from '../../lib/endpoints';
import type { ListParams } from '../../lib/list-params';
import { createQueryKeys } from '../../lib/query-key-factory';

/** The search as the page's URL holds it (the contracts' query schema, read by the list kit). */
export type Search = ListParams<typeof publicSeminarSearchQuerySchema>;

/** Lists are searches, details public seminars; a provider's public page beside them. */
export const marketplaceKeys = {
  ...createQueryKeys<Search>('marketplace'),
  provider: (id: string) => [...marketplaceKeys.all, 'provider', id] as const,
};

const marketplaceApi = {
  search: (params: Search, signal?: AbortSignal) =>
    api.call(endpoints.searchPublicSeminars, { query: { ...params }, signal }),
  seminar: (id: string, signal?: AbortSignal) => api.call(endpoints.getPublicSeminar, { params: { id }, signal }),
  provider: (id: string, signal?: AbortSignal) => api.call(endpoints.getPublicProvider, { params: { id }, signal }),
  inquiryForm: (id: string, signal?: AbortSignal) => api.call(endpoints.getInquiryForm, { params: { id }, signal }),
  inquire: (id: string, body: InquiryBody) => api.call(endpoints.sendInquiry, { params: { id }, body }),
};

export const searchQuery = (params: Search) =>
  queryOptions({
    queryKey: marketplaceKeys.list(params),
    queryFn: ({ signal }) => marketplaceApi.search(params, signal),
    placeholderData: keepPreviousData,
  });

export const useSeminarSearch = (params: Search) => useQuery(searchQuery(params));

/** A 404 will not change on retry. */
const retryUnlessNotFound = (count: number, error: Error) => (error as { status?: number }).status !== 404 && count < 2;

export const usePublicSeminar = (id: string | null) =>
  useQuery({
    queryKey: marketplaceKeys.detail(id ?? ''),
    queryFn: ({ signal }) => marketplaceApi.seminar(id!, signal),
    enabled: Boolean(id),
    retry: retryUnlessNotFound,
  });

export const usePublicProvider = (id: string | null) =>
  useQuery({
    queryKey: marketplaceKeys.provider(id ?? ''),
    queryFn: ({ signal }) => marketplaceApi.provider(id!, signal),
    enabled: Boolean(id),
    retry: retryUnlessNotFound,
  });

/**
 * The inquiry form's token (when the form was issued; the server refuses an inquiry sent sooner
 * than a person fills it in). Fetched once per form shown, not refreshed behind the visitor's back.
 */
export const useInquiryForm = (seminarId: string, enabled: boolean) =>
  useQuery({
    queryKey: [...marketplaceKeys.detail(seminarId), 'inquiry-form'],
    queryFn: ({ signal }) => marketplaceApi.inquiryForm(seminarId, signal),
    enabled,
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
    retry: retryUnlessNotFound,
  });

export const useInquiry = (seminarId: string) =>
  useMutation({ mutationFn: (body: InquiryBody) => marketplaceApi.inquire(seminarId, body) });
