/**
 * The provider API (api-key.ts; ADR 039): the API keys, and the /v1 operations they reach, each
 * with the scope it needs.
 * Part of the endpoint map (endpoints.ts; ADR 024, 051, 055).
 */
import { okSchema } from '../auth';
import { idParamsSchema, tokenQuerySchema, uuidParamsSchema } from '../common';
import { adminOnly, type Endpoint } from '../endpoint';
import {
  leadDetailResponseSchema,
  leadListQuerySchema,
  leadListResponseSchema,
  leadResponseSchema,
  sendMessageBodySchema,
  sendMessageResponseSchema,
  v1UpdateLeadBodySchema,
} from '../leads';
import {
  seminarEditResponseSchema,
  v1SeminarCreateResponseSchema,
  v1SeminarListQuerySchema,
  v1SeminarListResponseSchema,
  v1SeminarResponseSchema,
} from '../seminar-answers';
import { seminarAddBodySchema, seminarChangeBodySchema } from '../seminars';
import { statisticsQuerySchema, statisticsResponseSchema } from '../statistics';
import {
  apiKeyCreateBodySchema,
  apiKeyCreatedResponseSchema,
  apiKeyListResponseSchema,
  apiKeyResponseSchema,
} from './api-key';

export const providerApiEndpoints = {
  getApiKey: {
    route: 'GET /settings/api-key',
    querystring: tokenQuerySchema,
    responses: { 200: apiKeyResponseSchema },
    summary: 'The API key (masked)',
    auth: 'session',
    errors: adminOnly,
  },
  createApiKey: {
    route: 'POST /settings/api-key',
    querystring: tokenQuerySchema,
    responses: { 201: apiKeyCreatedResponseSchema },
    summary: 'Create (or replace) the API key',
    auth: 'session',
    errors: adminOnly,
  },
  revokeApiKey: {
    route: 'DELETE /settings/api-key',
    querystring: tokenQuerySchema,
    responses: { 200: okSchema },
    summary: 'Revoke the API key',
    auth: 'session',
    errors: adminOnly,
  },
  listApiKeys: {
    route: 'GET /settings/api-keys',
    querystring: tokenQuerySchema,
    responses: { 200: apiKeyListResponseSchema },
    summary: 'The live API keys with their scopes and last use',
    auth: 'session',
    errors: adminOnly,
  },
  createScopedApiKey: {
    route: 'POST /settings/api-keys',
    querystring: tokenQuerySchema,
    body: apiKeyCreateBodySchema,
    responses: { 201: apiKeyCreatedResponseSchema },
    summary: 'Create an API key with a name and scopes (the key is shown once)',
    auth: 'session',
    errors: adminOnly,
  },
  revokeScopedApiKey: {
    route: 'DELETE /settings/api-keys/:id',
    params: uuidParamsSchema,
    responses: { 200: okSchema },
    summary: 'Revoke an API key',
    auth: 'session',
    errors: adminOnly,
  },
  v1ListSeminars: {
    route: 'GET /v1/seminars',
    querystring: v1SeminarListQuerySchema,
    responses: { 200: v1SeminarListResponseSchema },
    summary: "List the provider's seminars",
    auth: 'apiKey',
    scope: 'seminars:read',
    rateLimited: true,
  },
  v1GetSeminar: {
    route: 'GET /v1/seminars/:id',
    params: uuidParamsSchema,
    responses: { 200: v1SeminarResponseSchema },
    summary: 'Read a seminar',
    auth: 'apiKey',
    scope: 'seminars:read',
    rateLimited: true,
  },
  v1CreateSeminar: {
    route: 'POST /v1/seminars',
    body: seminarAddBodySchema,
    responses: { 201: v1SeminarCreateResponseSchema },
    summary: 'Create a seminar',
    auth: 'apiKey',
    scope: 'seminars:write',
    errors: ['SEMINAR_RULES', 'PAID_ACTION_ADMIN_ONLY'],
    rateLimited: true,
  },
  v1UpdateSeminar: {
    route: 'PUT /v1/seminars/:id',
    params: uuidParamsSchema,
    body: seminarChangeBodySchema,
    responses: { 200: seminarEditResponseSchema },
    summary: 'Change a seminar',
    auth: 'apiKey',
    scope: 'seminars:write',
    errors: ['SEMINAR_RULES', 'CONFLICT', 'PAID_ACTION_ADMIN_ONLY'],
    rateLimited: true,
  },
  v1ListLeads: {
    route: 'GET /v1/leads',
    querystring: leadListQuerySchema,
    responses: { 200: leadListResponseSchema },
    summary: "List, filter and page the provider's leads",
    auth: 'apiKey',
    scope: 'leads:read',
    rateLimited: true,
  },
  v1GetLead: {
    route: 'GET /v1/leads/:id',
    params: idParamsSchema,
    responses: { 200: leadDetailResponseSchema },
    summary: 'Read a lead with its history and conversation (does not mark it read)',
    auth: 'apiKey',
    scope: 'leads:read',
    rateLimited: true,
  },
  v1UpdateLead: {
    route: 'PUT /v1/leads/:id',
    params: idParamsSchema,
    body: v1UpdateLeadBodySchema,
    responses: { 200: leadResponseSchema },
    summary: "Change a lead's stage, owner or notes",
    auth: 'apiKey',
    scope: 'leads:write',
    rateLimited: true,
  },
  v1SendMessage: {
    route: 'POST /v1/conversations/:id/messages',
    params: idParamsSchema,
    body: sendMessageBodySchema,
    responses: { 201: sendMessageResponseSchema },
    summary: 'Reply to a participant by mail',
    auth: 'apiKey',
    scope: 'leads:write',
    rateLimited: true,
  },
  v1Statistics: {
    route: 'GET /v1/statistics',
    querystring: statisticsQuerySchema,
    responses: { 200: statisticsResponseSchema },
    summary: 'Statistics of a period',
    auth: 'apiKey',
    scope: 'statistics:read',
    errors: ['NOT_FOUND'],
    rateLimited: true,
  },
} as const satisfies Record<string, Endpoint>;
