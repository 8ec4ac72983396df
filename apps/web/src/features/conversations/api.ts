/**
 * The conversation calls (docs/api.md, issue 5) with their query keys and hooks: the thread
 * list, one thread, the provider's reply, the sidebar's unread counts and the public reply
 * page's lookup and answer. Shapes come from the shared schemas in @bu/contracts.
 */
import { useEffect } from 'react';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { conversationListQuerySchema, publicReplyBodySchema, replyContextResponseSchema } from '@bu/contracts';
import type { z } from 'zod';
import { api } from '../../lib/api-client';
import { endpoints } from '../../lib/endpoints';
import type { ListParams } from '../../lib/list-params';
import { createQueryKeys } from '../../lib/query-key-factory';

type ReplyContextResponse = z.infer<typeof replyContextResponseSchema>;
export type ReplyContext = ReplyContextResponse['reply'];

/** GET /conversations (`conversationListQuerySchema`); left out, the server's defaults apply. */
export type ConversationListParams = Partial<ListParams<typeof conversationListQuerySchema>>;
/** POST /public/replies: the reply key and the participant's text. */
type PublicReplyInput = z.input<typeof publicReplyBodySchema>;

export const conversationKeys = {
  ...createQueryKeys<ConversationListParams>('conversations'),
  /** Unread leads and conversations of the whole provider (sidebar badges). */
  unreadCounts: () => [...conversationKeys.all, 'unread-counts'] as const,
  /** What a public reply link refers to (the reply page, no sign-in). */
  replyContext: (key: string) => [...conversationKeys.all, 'reply-context', key] as const,
};

const conversationsApi = {
  list: (params: ConversationListParams, signal?: AbortSignal) =>
    api.call(endpoints.listConversations, {
      query: { ...params, unread: params.unread ? '1' : undefined },
      signal,
    }),
  get: (id: string, signal?: AbortSignal) => api.call(endpoints.getConversation, { params: { id }, signal }),
  send: (id: string, text: string) => api.call(endpoints.sendMessage, { params: { id }, body: { text } }),
  unreadCounts: (signal?: AbortSignal) => api.call(endpoints.leadUnreadCounts, { signal }),
  /** Public (no sign-in): what the reply link refers to. */
  replyContext: (key: string) => api.call(endpoints.lookUpReply, { body: { key }, handleUnauthorized: false }),
  /** Public (no sign-in): the participant's answer through the reply link. */
  publicReply: (input: PublicReplyInput) => api.call(endpoints.sendReply, { body: input, handleUnauthorized: false }),
};

const conversationListQuery = (params: ConversationListParams) =>
  queryOptions({
    queryKey: conversationKeys.list(params),
    queryFn: ({ signal }) => conversationsApi.list(params, signal),
    placeholderData: (previous) => previous,
  });

export const useConversationList = (params: ConversationListParams) => useQuery(conversationListQuery(params));

/** Opening a thread marks it read on the server, so the badges and the list are refetched after each load. */
export function useConversation(id: string) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: conversationKeys.detail(id),
    queryFn: ({ signal }) => conversationsApi.get(id, signal),
  });
  const loadedAt = query.dataUpdatedAt;
  useEffect(() => {
    if (!loadedAt) return;
    void queryClient.invalidateQueries({ queryKey: conversationKeys.unreadCounts() });
    void queryClient.invalidateQueries({ queryKey: conversationKeys.lists() });
  }, [loadedAt, queryClient]);
  return query;
}

const UNREAD_REFRESH_MS = 60_000;

export const useUnreadCounts = () =>
  useQuery({
    queryKey: conversationKeys.unreadCounts(),
    queryFn: ({ signal }) => conversationsApi.unreadCounts(signal),
    refetchInterval: UNREAD_REFRESH_MS,
    staleTime: 10_000,
  });

/** The provider's reply; the thread, the list and the badges are refetched afterwards. */
export function useSendMessage(conversationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) => conversationsApi.send(conversationId, text),
    // Not awaited: the reply is sent once the server took it, not once every list has been read again.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: conversationKeys.all }),
  });
}

export const useReplyContext = (key: string) =>
  useQuery({
    queryKey: conversationKeys.replyContext(key),
    queryFn: () => conversationsApi.replyContext(key),
    enabled: key.length > 0,
    retry: false,
    staleTime: Infinity,
  });

export const usePublicReply = () => useMutation({ mutationFn: conversationsApi.publicReply });
