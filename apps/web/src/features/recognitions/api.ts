/**
 * The recognition register calls: provider-level recognitions (GET/POST /recognitions,
 * PUT/DELETE /recognitions/:id) and the authority's notices (POST /recognitions/documents,
 * GET /recognitions/documents/:id, fetched with the session's token and opened from a blob).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OkResponse, ProviderRecognitionBody } from '@bu/contracts';
import type { z } from 'zod';
import type {
  providerRecognitionListResponseSchema,
  providerRecognitionResponseSchema,
  recognitionDocumentResponseSchema,
} from '@bu/contracts';
import { api } from '../../lib/api-client';
import { createQueryKeys } from '../../lib/query-key-factory';

type ListResponse = z.infer<typeof providerRecognitionListResponseSchema>;
type OneResponse = z.infer<typeof providerRecognitionResponseSchema>;
type DocumentResponse = z.infer<typeof recognitionDocumentResponseSchema>;

export const recognitionKeys = createQueryKeys('recognitions');

export const recognitionsApi = {
  list: (signal?: AbortSignal) => api.get<ListResponse>('/recognitions', { signal }),
  create: (body: ProviderRecognitionBody) => api.post<OneResponse>('/recognitions', body),
  update: (id: string, body: ProviderRecognitionBody) =>
    api.put<OneResponse>(`/recognitions/${encodeURIComponent(id)}`, body),
  remove: (id: string) => api.delete<OkResponse>(`/recognitions/${encodeURIComponent(id)}`),
  upload(file: File) {
    const body = new FormData();
    body.append('file', file);
    return api.post<DocumentResponse>('/recognitions/documents', body);
  },
  /** Opens a notice in a new tab (the token travels as a header, never in the address). */
  async open(documentId: string) {
    const opened = window.open('', '_blank');
    const { blob } = await api.file(`/recognitions/documents/${encodeURIComponent(documentId)}`);
    const url = URL.createObjectURL(blob);
    if (opened) opened.location.href = url;
    else window.location.assign(url);
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  },
};

export const useProviderRecognitions = () =>
  useQuery({ queryKey: recognitionKeys.list(), queryFn: ({ signal }) => recognitionsApi.list(signal) });

export function useSaveProviderRecognition() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: ProviderRecognitionBody }) =>
      id ? recognitionsApi.update(id, body) : recognitionsApi.create(body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: recognitionKeys.list() }),
  });
}

export function useDeleteProviderRecognition() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recognitionsApi.remove,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: recognitionKeys.list() }),
  });
}
