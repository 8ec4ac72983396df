/**
 * Webhooks for providers (issue 44 item 3): endpoints an admin registers, the event catalogue,
 * what each event's `data` is (the resource as the API's own answers give it), the delivery log,
 * and the Standard Webhooks constants (ADR 049). Every delivery is signed
 * (`webhook-id`, `webhook-timestamp`, `webhook-signature`) with the endpoint's `whsec_…` secret.
 */
import { z } from 'zod';
import { boostBookingSchema, invoiceSummarySchema } from './boosts';
import { leadSchema, messageSchema } from './leads';
import { recognitionExpiringSchema } from './recognitions';
import { seminarSchema } from './seminars';

export const webhookEventTypes = [
  'lead.created',
  'lead.updated',
  'conversation.message_received',
  'seminar.published',
  'seminar.updated',
  'seminar.expired',
  'recognition.expiring',
  'boost.started',
  'boost.ended',
  'invoice.issued',
] as const;
export type WebhookEventType = (typeof webhookEventTypes)[number];
/** The type of the message "send test" delivers; no endpoint subscribes to it. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';
/** Every type a delivered message can have: the catalogue and the test. */
export const webhookMessageTypes = [...webhookEventTypes, WEBHOOK_TEST_EVENT] as const;
export type WebhookMessageType = (typeof webhookMessageTypes)[number];

/** An inbound message of a conversation, with the thread and lead it belongs to. */
export const webhookMessageReceivedSchema = z.object({
  conversationId: z.string(),
  leadId: z.string(),
  message: messageSchema,
});
export type WebhookMessageReceived = z.infer<typeof webhookMessageReceivedSchema>;

/** The `data` of each event type. */
export const webhookEventDataSchemas = {
  'lead.created': leadSchema,
  'lead.updated': leadSchema,
  'conversation.message_received': webhookMessageReceivedSchema,
  'seminar.published': seminarSchema,
  'seminar.updated': seminarSchema,
  'seminar.expired': seminarSchema,
  'recognition.expiring': recognitionExpiringSchema,
  'boost.started': boostBookingSchema,
  'boost.ended': boostBookingSchema,
  'invoice.issued': invoiceSummarySchema,
} as const satisfies Record<WebhookEventType, z.ZodType>;
export type WebhookEventData<T extends WebhookEventType> = z.infer<(typeof webhookEventDataSchemas)[T]>;

/** The body of every delivery (Standard Webhooks' recommended envelope). */
export const webhookPayloadSchema = z.object({
  type: z.enum(webhookMessageTypes),
  /** When the event happened, ISO 8601 UTC. */
  timestamp: z.string(),
  data: z.unknown(),
});
export type WebhookPayload = z.infer<typeof webhookPayloadSchema>;

/** A delivery not answered 2xx is tried again after these many seconds (Svix's schedule): 8 attempts in all. */
export const WEBHOOK_RETRY_DELAYS_SECONDS = [5, 5 * 60, 30 * 60, 2 * 3600, 5 * 3600, 10 * 3600, 10 * 3600] as const;
/** An endpoint failing this long (no 2xx in between) is disabled and its provider's admins are mailed. */
export const WEBHOOK_DISABLE_AFTER_HOURS = 72;
/** How long a rotated-out secret still signs (its signature beside the new one). */
export const WEBHOOK_SECRET_OVERLAP_HOURS = 24;
/** How long the delivery log keeps attempts. */
export const WEBHOOK_LOG_DAYS = 30;
/** A receiver has this long to answer. */
export const WEBHOOK_TIMEOUT_SECONDS = 10;
export const WEBHOOK_SECRET_PREFIX = 'whsec_';
export const WEBHOOK_URL_MAX = 2000;
export const WEBHOOK_DESCRIPTION_MAX = 200;
/** Endpoints a provider may register. */
export const WEBHOOK_ENDPOINTS_MAX = 20;

/** Why an endpoint is off: its receiver answered 410 Gone, or it failed for WEBHOOK_DISABLE_AFTER_HOURS. */
export const webhookDisabledReasons = ['gone', 'failing'] as const;
export type WebhookDisabledReason = (typeof webhookDisabledReasons)[number];

const token = { bu_auth_token: z.string().optional() };

/** Only http(s) URLs pass here; https alone (and public addresses) is the server's check, as it depends on its settings. */
const webhookUrlSchema = z
  .string({ error: 'required' })
  .trim()
  .min(1, { error: 'required' })
  .max(WEBHOOK_URL_MAX, { error: 'tooLong' })
  .refine(
    (value) => {
      try {
        const url = new URL(value);
        return (url.protocol === 'https:' || url.protocol === 'http:') && !url.username && !url.password;
      } catch {
        return false;
      }
    },
    { error: 'webhookUrlInvalid' },
  );

const webhookFieldsSchema = z.object({
  ...token,
  url: webhookUrlSchema,
  events: z
    .array(z.enum(webhookEventTypes, { error: 'invalid' }), { error: 'webhookEventsRequired' })
    .min(1, { error: 'webhookEventsRequired' })
    .transform((events) => webhookEventTypes.filter((type) => events.includes(type))),
  description: z.string({ error: 'invalid' }).trim().max(WEBHOOK_DESCRIPTION_MAX, { error: 'tooLong' }).default(''),
});

/** POST /settings/webhooks. */
export const webhookCreateBodySchema = webhookFieldsSchema;
export type WebhookCreateBody = z.input<typeof webhookCreateBodySchema>;
/** PUT /settings/webhooks/:id: any of the fields, and `enabled` to switch a disabled endpoint on again. */
export const webhookUpdateBodySchema = webhookFieldsSchema.partial().extend({
  ...token,
  enabled: z.boolean({ error: 'invalid' }).optional(),
});
export type WebhookUpdateBody = z.input<typeof webhookUpdateBodySchema>;

export const webhookSchema = z.object({
  id: z.string(),
  url: z.string(),
  events: z.array(z.enum(webhookEventTypes)),
  description: z.string(),
  enabled: z.boolean(),
  disabledReason: z.enum(webhookDisabledReasons).nullable(),
  /** Since when every delivery failed; null while the endpoint answers. */
  failingSince: z.string().nullable(),
  /** Until when the rotated-out secret still signs; null without one. */
  previousSecretUntil: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Webhook = z.infer<typeof webhookSchema>;

export const webhookListResponseSchema = z.object({
  success: z.literal(true),
  webhooks: z.array(webhookSchema),
  total: z.number().int(),
});
export type WebhookListResponse = z.infer<typeof webhookListResponseSchema>;
export const webhookResponseSchema = z.object({ success: z.literal(true), webhook: webhookSchema });
export type WebhookResponse = z.infer<typeof webhookResponseSchema>;
/** POST /settings/webhooks (201) and POST …/rotate-secret: the secret, shown this once. */
export const webhookCreatedResponseSchema = z.object({
  success: z.literal(true),
  webhook: webhookSchema.extend({ secret: z.string() }),
});
export type WebhookCreatedResponse = z.infer<typeof webhookCreatedResponseSchema>;

export const webhookAttemptStatuses = ['succeeded', 'failed'] as const;
/** What went wrong when no HTTP status came back. */
export const webhookAttemptErrors = ['timeout', 'address_refused', 'network'] as const;
export type WebhookAttemptError = (typeof webhookAttemptErrors)[number];
/** One attempt to deliver one message. */
export const webhookAttemptSchema = z.object({
  id: z.string(),
  /** The message's `webhook-id`, the same on every attempt of it. */
  messageId: z.string(),
  eventType: z.enum(webhookMessageTypes),
  attempt: z.number().int(),
  status: z.enum(webhookAttemptStatuses),
  /** The receiver's HTTP status; null when none came (timeout, refused address, network). */
  statusCode: z.number().int().nullable(),
  durationMs: z.number().int(),
  /** What went wrong without an HTTP status. */
  error: z.enum(webhookAttemptErrors).nullable(),
  createdAt: z.string(),
});
export type WebhookAttempt = z.infer<typeof webhookAttemptSchema>;
export const webhookDeliveriesResponseSchema = z.object({
  success: z.literal(true),
  attempts: z.array(webhookAttemptSchema),
  total: z.number().int(),
});
export type WebhookDeliveriesResponse = z.infer<typeof webhookDeliveriesResponseSchema>;

/** POST /settings/webhooks/:id/test and …/resend: the message queued. */
export const webhookQueuedResponseSchema = z.object({ success: z.literal(true), messageId: z.string() });
export type WebhookQueuedResponse = z.infer<typeof webhookQueuedResponseSchema>;
export const webhookResendParamsSchema = z.object({ id: z.uuid(), messageId: z.string().min(1).max(100) });
export const webhookTokenBodySchema = z.object(token).optional();
