/**
 * Conversations (schemas in leads.ts): the threads, the provider's reply, and the participant's
 * side through a mailed reply link.
 * Part of the endpoint map (endpoints.ts; ADR 024, 051, 055).
 */
import { okSchema } from './auth';
import { idParamsSchema, tokenQuerySchema } from './common';
import type { Endpoint } from './endpoint';
import {
  conversationDetailResponseSchema,
  conversationListQuerySchema,
  conversationListResponseSchema,
  publicReplyBodySchema,
  replyContextResponseSchema,
  replyLookupBodySchema,
  sendMessageBodySchema,
  sendMessageResponseSchema,
} from './leads';

export const conversationEndpoints = {
  listConversations: {
    route: 'GET /conversations',
    querystring: conversationListQuerySchema,
    responses: { 200: conversationListResponseSchema },
    summary: 'List the conversations',
    auth: 'session',
  },
  getConversation: {
    route: 'GET /conversations/:id',
    params: idParamsSchema,
    querystring: tokenQuerySchema,
    responses: { 200: conversationDetailResponseSchema },
    summary: 'Read a conversation (marks it read)',
    auth: 'session',
  },
  sendMessage: {
    route: 'POST /conversations/:id/messages',
    params: idParamsSchema,
    body: sendMessageBodySchema,
    responses: { 201: sendMessageResponseSchema },
    summary: 'Reply to a participant by mail',
    auth: 'session',
  },
  lookUpReply: {
    route: 'POST /public/replies/lookup',
    body: replyLookupBodySchema,
    responses: { 200: replyContextResponseSchema },
    summary: 'The conversation a reply link answers',
    auth: 'link',
    errors: ['NOT_FOUND', 'LINK_EXPIRED'],
    rateLimited: true,
  },
  sendReply: {
    route: 'POST /public/replies',
    body: publicReplyBodySchema,
    responses: { 201: okSchema },
    summary: "Send a participant's reply from a reply link",
    auth: 'link',
    errors: ['NOT_FOUND', 'LINK_EXPIRED'],
    rateLimited: true,
  },
} as const satisfies Record<string, Endpoint>;
