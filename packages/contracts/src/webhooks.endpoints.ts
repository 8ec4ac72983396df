/**
 * Webhooks (webhooks.ts, ADR 049): the endpoints, their secrets, test messages and the delivery log.
 * Part of the endpoint map (endpoints.ts; ADR 024, 051, 055).
 */
import { okSchema } from './auth';
import { tokenQuerySchema, uuidParamsSchema } from './common';
import { adminOnly, type Endpoint } from './endpoint';
import {
  webhookCreateBodySchema,
  webhookCreatedResponseSchema,
  webhookDeliveriesResponseSchema,
  webhookListResponseSchema,
  webhookQueuedResponseSchema,
  webhookResendParamsSchema,
  webhookResponseSchema,
  webhookTokenBodySchema,
  webhookUpdateBodySchema,
} from './webhooks';

export const webhookEndpoints = {
  listWebhooks: {
    route: 'GET /settings/webhooks',
    querystring: tokenQuerySchema,
    responses: { 200: webhookListResponseSchema },
    summary: "The provider's webhook endpoints (never their secrets)",
    auth: 'session',
    errors: adminOnly,
  },
  createWebhook: {
    route: 'POST /settings/webhooks',
    body: webhookCreateBodySchema,
    responses: { 201: webhookCreatedResponseSchema },
    summary: 'Register a webhook endpoint (its signing secret is shown once)',
    auth: 'session',
    errors: adminOnly,
  },
  updateWebhook: {
    route: 'PUT /settings/webhooks/:id',
    params: uuidParamsSchema,
    body: webhookUpdateBodySchema,
    responses: { 200: webhookResponseSchema },
    summary: 'Change a webhook endpoint (URL, events, description) or switch it on again',
    auth: 'session',
    errors: [...adminOnly, 'NOT_FOUND'],
  },
  deleteWebhook: {
    route: 'DELETE /settings/webhooks/:id',
    params: uuidParamsSchema,
    querystring: tokenQuerySchema,
    responses: { 200: okSchema },
    summary: 'Delete a webhook endpoint (its delivery log goes with it)',
    auth: 'session',
    errors: [...adminOnly, 'NOT_FOUND'],
  },
  rotateWebhookSecret: {
    route: 'POST /settings/webhooks/:id/rotate-secret',
    params: uuidParamsSchema,
    body: webhookTokenBodySchema,
    responses: { 200: webhookCreatedResponseSchema },
    summary: 'Give a webhook endpoint a new secret (shown once); the old one still signs for 24 hours',
    auth: 'session',
    errors: [...adminOnly, 'NOT_FOUND'],
  },
  testWebhook: {
    route: 'POST /settings/webhooks/:id/test',
    params: uuidParamsSchema,
    body: webhookTokenBodySchema,
    responses: { 200: webhookQueuedResponseSchema },
    summary: 'Send a test message (type webhook.test) to a webhook endpoint',
    auth: 'session',
    errors: [...adminOnly, 'NOT_FOUND'],
    rateLimited: true,
  },
  webhookDeliveries: {
    route: 'GET /settings/webhooks/:id/deliveries',
    params: uuidParamsSchema,
    querystring: tokenQuerySchema,
    responses: { 200: webhookDeliveriesResponseSchema },
    summary: "A webhook endpoint's delivery attempts of the last 30 days, newest first",
    auth: 'session',
    errors: [...adminOnly, 'NOT_FOUND'],
  },
  resendWebhookMessage: {
    route: 'POST /settings/webhooks/:id/deliveries/:messageId/resend',
    params: webhookResendParamsSchema,
    body: webhookTokenBodySchema,
    responses: { 200: webhookQueuedResponseSchema },
    summary: 'Send a logged message again (same webhook-id)',
    auth: 'session',
    errors: [...adminOnly, 'NOT_FOUND'],
    rateLimited: true,
  },
} as const satisfies Record<string, Endpoint>;
