/** The message rules calls (admins) and the participant's opt-out, with one key factory. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MessageRuleInput } from '@bu/contracts';
import { api } from '../../lib/api-client';
import { endpoints } from '../../lib/endpoints';
import { createQueryKeys } from '../../lib/query-key-factory';

const messageRuleKeys = {
  ...createQueryKeys('message-rules'),
  preview: (id: string) => [...messageRuleKeys.all, 'preview', id] as const,
  log: () => [...messageRuleKeys.all, 'log'] as const,
};

const messageRulesApi = {
  list: (signal?: AbortSignal) => api.call(endpoints.listMessageRules, { signal }),
  create: (input: MessageRuleInput) => api.call(endpoints.createMessageRule, { body: input }),
  update: (id: string, input: MessageRuleInput) =>
    api.call(endpoints.updateMessageRule, { params: { id }, body: input }),
  remove: (id: string) => api.call(endpoints.deleteMessageRule, { params: { id } }),
  preview: (id: string, signal?: AbortSignal) => api.call(endpoints.previewMessageRule, { params: { id }, signal }),
  log: (signal?: AbortSignal) => api.call(endpoints.messageRuleLog, { signal }),
  optOut: (key: string) => api.call(endpoints.optOutOfRuleMails, { body: { key }, handleUnauthorized: false }),
};

export const useMessageRules = (enabled: boolean) =>
  useQuery({ queryKey: messageRuleKeys.lists(), queryFn: ({ signal }) => messageRulesApi.list(signal), enabled });

export const useMessageRulePreview = (id: string | null) =>
  useQuery({
    queryKey: messageRuleKeys.preview(id ?? ''),
    queryFn: ({ signal }) => messageRulesApi.preview(id!, signal),
    enabled: Boolean(id),
    staleTime: 0,
  });

export const useMessageRuleLog = (enabled: boolean) =>
  useQuery({ queryKey: messageRuleKeys.log(), queryFn: ({ signal }) => messageRulesApi.log(signal), enabled });

function useRuleMutation<TInput, TOutput>(mutationFn: (input: TInput) => Promise<TOutput>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => queryClient.invalidateQueries({ queryKey: messageRuleKeys.all }) });
}

export const useCreateMessageRule = () => useRuleMutation(messageRulesApi.create);
export const useUpdateMessageRule = () =>
  useRuleMutation(({ id, input }: { id: string; input: MessageRuleInput }) => messageRulesApi.update(id, input));
export const useDeleteMessageRule = () => useRuleMutation(messageRulesApi.remove);
export const useOptOut = () => useMutation({ mutationFn: messageRulesApi.optOut });
