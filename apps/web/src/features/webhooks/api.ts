/** The webhook calls (admins), with one key factory. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { WebhookCreateBody, WebhookUpdateBody } from '@bu/contracts';
import { api } from '../../lib/api-client';
import { endpoints } from '../../lib/endpoints';
import { createQueryKeys } from '../../lib/query-key-factory';

const webhookKeys = {
  ...createQueryKeys('webhooks'),
  deliveries: (id: string) => [...webhookKeys.all, 'deliveries', id] as const,
};

const webhooksApi = {
  list: (signal?: AbortSignal) => api.call(endpoints.listWebhooks, { signal }),
  create: (input: WebhookCreateBody) => api.call(endpoints.createWebhook, { body: input }),
  update: (id: string, input: WebhookUpdateBody) => api.call(endpoints.updateWebhook, { params: { id }, body: input }),
  remove: (id: string) => api.call(endpoints.deleteWebhook, { params: { id } }),
  rotate: (id: string) => api.call(endpoints.rotateWebhookSecret, { params: { id } }),
  test: (id: string) => api.call(endpoints.testWebhook, { params: { id } }),
  deliveries: (id: string, signal?: AbortSignal) => api.call(endpoints.webhookDeliveries, { params: { id }, signal }),
  resend: (id: string, messageId: string) => api.call(endpoints.resendWebhookMessage, { params: { id, messageId } }),
};

export const useWebhooks = (enabled: boolean) =>
  useQuery({ queryKey: webhookKeys.lists(), queryFn: ({ signal }) => webhooksApi.list(signal), enabled });

export const useWebhookDeliveries = (id: string | null) =>
  useQuery({
    queryKey: webhookKeys.deliveries(id ?? ''),
    queryFn: ({ signal }) => webhooksApi.deliveries(id!, signal),
    enabled: Boolean(id),
    staleTime: 0,
  });

function useWebhookMutation<TInput, TOutput>(mutationFn: (input: TInput) => Promise<TOutput>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => queryClient.invalidateQueries({ queryKey: webhookKeys.all }) });
}

export const useCreateWebhook = () => useWebhookMutation(webhooksApi.create);
export const useUpdateWebhook = () =>
  useWebhookMutation(({ id, input }: { id: string; input: WebhookUpdateBody }) => webhooksApi.update(id, input));
export const useDeleteWebhook = () => useWebhookMutation(webhooksApi.remove);
export const useRotateWebhookSecret = () => useWebhookMutation(webhooksApi.rotate);
export const useTestWebhook = () => useWebhookMutation(webhooksApi.test);
export const useResendWebhookMessage = () =>
  useWebhookMutation(({ id, messageId }: { id: string; messageId: string }) => webhooksApi.resend(id, messageId));
