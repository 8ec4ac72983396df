/**
 * The recognition register calls: provider-level recognitions (GET/POST /recognitions,
 * PUT/DELETE /recognitions/:id) and the authority's notices (POST /recognitions/documents,
 * GET /recognitions/documents/:id, fetched with the session's token and opened from a blob).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ProviderRecognitionBody } from '@bu/contracts';
import { api } from '../../lib/api-client';
import { endpoints } from '../../lib/endpoints';
import { createQueryKeys } from '../../lib/query-key-factory';

const recognitionKeys = createQueryKeys('recognitions');

export const recognitionsApi = {
  list: (signal?: AbortSignal) => api.call(endpoints.listRecognitions, { signal }),
  create: (body: ProviderRecognitionBody) => api.call(endpoints.createRecognition, { body }),
  update: (id: string, body: ProviderRecognitionBody) =>
    api.call(endpoints.updateRecognition, { params: { id }, body }),
  remove: (id: string) => api.call(endpoints.deleteRecognition, { params: { id } }),
  upload(file: File) {
    const body = new FormData();
    body.append('file', file);
    return api.call(endpoints.uploadRecognitionDocument, { body });
  },
  /** Opens a notice in a new tab (the token travels as a header, never in the address). */
  async open(documentId: string) {
    const opened = window.open('', '_blank');
    const { blob } = await api.call(endpoints.getRecognitionDocument, { params: { id: documentId } });
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
