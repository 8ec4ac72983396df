/**
 * The seminar and marketing-sync calls (docs/api.md) with their query keys and hooks.
 * One key factory per resource (all/lists/list/details/detail) so every change invalidates the
 * same way: provider data, general stats (overview), the seminar lists and the seminar itself.
 * Add and edit resolve with the server's rule codes as `error_codes` (seed §5, DESIGN §8),
 * code 14 as its own outcome; every other failure throws `ApiError` like any call.
 */
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type {
  PublishFailure,
  Seminar,
  SeminarListResponse,
  StoredSeminarStatus,
  seminarAddBodySchema,
  seminarEditBodySchema,
  seminarListQuerySchema,
} from '@bu/contracts';
import { SEMINAR_START_DATE_LOCKED } from '@bu/contracts';
import type { z } from 'zod';
import { api, isApiError } from '../../lib/api-client';
import { saveFile } from '../../lib/download';
import { endpoints } from '../../lib/endpoints';
import type { ListParams } from '../../lib/list-params';
import { createQueryKeys } from '../../lib/query-key-factory';
import { providerKeys, statsKeys } from '../../lib/query-keys';

export type { PublishFailure, SeminarListResponse };

/** GET /seminars parameters (`seminarListQuerySchema`); any left out take the server's default. */
export type SeminarListParams = Partial<ListParams<typeof seminarListQuerySchema>>;

/**
 * Body of POST /seminars/add (`seminarAddBodySchema`): the fields of `seminarFieldsSchema` incl.
 * `Status`, with a title (empty when the user typed none: the server checks them all, 422, the
 * request validation lets them through); /seminars/edit adds the `seminarId` of `seminarEditBodySchema`.
 */
export type SeminarPayload = Omit<z.input<typeof seminarAddBodySchema>, 'bu_auth_token'>;
type SeminarEditPayload = Omit<z.input<typeof seminarEditBodySchema>, 'bu_auth_token'>;

/** How a seminar add or edit ended: saved, refused by seminar rules, or refused for the locked start date (code 14). */
export type SeminarSaveResult =
  | { ok: true; seminarId: string; seminar: Seminar }
  | {
      ok: false;
      startDateLocked: false;
      error_codes: number[];
      message: string;
      fieldErrors: Record<string, string>;
    }
  | { ok: false; startDateLocked: true; error_codes: number[]; message: string };

/** The rule answers (422 codes, 409 code 14) become a result; anything else stays an ApiError. */
async function seminarSave<T>(
  request: Promise<T>,
  saved: (answer: T) => { seminarId: string; seminar: Seminar },
): Promise<SeminarSaveResult> {
  try {
    return { ok: true, ...saved(await request) };
  } catch (error) {
    if (!isApiError(error) || !error.codes?.length || (error.status !== 422 && error.status !== 409)) throw error;
    const { codes: error_codes, message } = error;
    if (error.code === SEMINAR_START_DATE_LOCKED || error_codes.includes(SEMINAR_START_DATE_LOCKED))
      return { ok: false, startDateLocked: true, error_codes, message };
    return { ok: false, startDateLocked: false, error_codes, message, fieldErrors: error.fieldErrors ?? {} };
  }
}

const seminarKeys = {
  ...createQueryKeys<SeminarListParams>('seminars'),
  /** The pickers' published seminars: a list, so every seminar change refreshes them too. */
  options: (q: string) => [...seminarKeys.lists(), 'options', q] as const,
  publishPreview: () => [...seminarKeys.all, 'publish-preview'] as const,
};

export const seminarsApi = {
  /** POST /seminars/import: the CSV in field `file`; a dry run writes nothing (issue 44). */
  importCsv({ file, dryRun, expectedTotalCents }: { file: File; dryRun: boolean; expectedTotalCents?: number }) {
    const body = new FormData();
    body.append('file', file);
    return api.call(endpoints.importSeminars, {
      body,
      query: { dryRun: dryRun ? '1' : undefined, expectedTotalCents },
    });
  },
  downloadTemplate: async () => saveFile(await api.call(endpoints.seminarImportTemplate), 'seminars-template.csv'),
  downloadExport: async () => saveFile(await api.call(endpoints.exportSeminars), 'seminars.csv'),
  list: (params: SeminarListParams, signal?: AbortSignal) =>
    api.call(endpoints.listSeminars, { query: { ...params, addConversationCounts: '1' }, signal }),
  get: (id: string, signal?: AbortSignal) => api.call(endpoints.listSeminars, { query: { id }, signal }),
  /** Published seminars of the provider (no drafts), searchable, for the seminar pickers. */
  options: (q: string, signal?: AbortSignal) =>
    api.call(endpoints.listSeminars, {
      query: { contactRequest: '1', q: q || undefined, sort: 'title', pageSize: 25 },
      signal,
    }),
  add: (payload: SeminarPayload) =>
    seminarSave(api.call(endpoints.addSeminar, { body: payload }), (answer) => ({
      seminarId: answer.seminarId,
      seminar: answer.newlyCreatedSeminar,
    })),
  edit: (payload: SeminarEditPayload) =>
    seminarSave(api.call(endpoints.editSeminar, { body: payload }), (answer) => ({
      seminarId: answer.seminarId,
      seminar: answer.seminar,
    })),
  setStatus: (seminarId: string, status: StoredSeminarStatus) =>
    api.call(endpoints.setSeminarStatus, { body: { seminarId, status } }),
  duplicate: (seminarId: string) => api.call(endpoints.duplicateSeminar, { body: { seminarId } }),
  remove: (seminarId: string) => api.call(endpoints.deleteSeminar, { body: { seminarId } }),
  publishPreview: (signal?: AbortSignal) => api.call(endpoints.previewPublishDrafts, { signal }),
  publishDrafts: (expectedTotalCents: number) =>
    api.call(endpoints.publishDrafts, { body: { confirm: true, expectedTotalCents } }),
  /** Marketing contact sync (seed §4): fire and forget, failures never reach the user. */
  syncMarketing: (seminarId: string, sendPublishEvent: boolean) => {
    api.call(endpoints.syncSeminarAttributes, { body: { seminarId, sendPublishEvent } }).catch(() => undefined);
  },
};

const seminarListQuery = (params: SeminarListParams) =>
  queryOptions({
    queryKey: seminarKeys.list(params),
    queryFn: ({ signal }) => seminarsApi.list(params, signal),
    placeholderData: keepPreviousData,
  });

export const seminarDetailQuery = (id: string) =>
  queryOptions({ queryKey: seminarKeys.detail(id), queryFn: ({ signal }) => seminarsApi.get(id, signal) });

/** The seminar pickers (leads, statistics): published seminars by title, filtered by `q`. */
export const seminarOptionsQuery = (q: string) =>
  queryOptions({
    queryKey: seminarKeys.options(q),
    queryFn: ({ signal }) => seminarsApi.options(q, signal),
    placeholderData: keepPreviousData,
  });

export const useSeminarList = (params: SeminarListParams) => useQuery(seminarListQuery(params));
export const useSeminarDetail = (id: string | null) =>
  useQuery({ ...seminarDetailQuery(id ?? ''), enabled: Boolean(id) });

/** Categories, owners and the brochure edition for the create form (one short list page). */
export const useSeminarMeta = (enabled = true) => useQuery({ ...seminarListQuery({ page: 1, pageSize: 10 }), enabled });

export const usePublishPreview = (enabled: boolean) =>
  useQuery({
    queryKey: seminarKeys.publishPreview(),
    queryFn: ({ signal }) => seminarsApi.publishPreview(signal),
    enabled,
    staleTime: 0,
  });

/** After every seminar change: provider data, general stats, the seminar lists and the seminar. */
async function invalidateSeminarData(queryClient: QueryClient, seminarId?: string) {
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

/** Adds (no `seminarId`) or edits; resolves with the `SeminarSaveResult`, throws only what is not a rule answer. */
export function useSaveSeminar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ seminarId, payload }: { seminarId?: string; payload: SeminarPayload }) =>
      seminarId ? seminarsApi.edit({ ...payload, seminarId }) : seminarsApi.add(payload),
    onSuccess: (result) => (result.ok ? invalidateSeminarData(queryClient, result.seminarId) : undefined),
  });
}

/** The import's dry run and commit; a commit changes every seminar list. */
export function useImportSeminars() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: seminarsApi.importCsv,
    onSuccess: (data) => (data.dryRun ? undefined : invalidateSeminarData(queryClient)),
  });
}
