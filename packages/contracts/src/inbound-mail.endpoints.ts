/**
 * Participants' mail replies as the mail services post them (inbound-mail.ts; only when
 * configured: INBOUND_MAIL_DOMAIN and a receiver).
 * Part of the endpoint map (endpoints.ts; ADR 024, 051, 055).
 */
import type { Endpoint } from './endpoint';
import { inboundMailResponseSchema, mailgunInboundBodySchema, postmarkInboundBodySchema } from './inbound-mail';

export const inboundMailEndpoints = {
  receiveMailgunMail: {
    route: 'POST /inbound/mailgun',
    body: mailgunInboundBodySchema,
    responses: { 200: inboundMailResponseSchema },
    summary: "A participant's mail reply, as Mailgun's signed inbound route posts it",
    auth: 'none',
    errors: ['INBOUND_SIGNATURE_INVALID', 'INBOUND_SIGNATURE_STALE', 'INBOUND_SIGNATURE_REUSED'],
  },
  receivePostmarkMail: {
    route: 'POST /inbound/postmark',
    body: postmarkInboundBodySchema,
    responses: { 200: inboundMailResponseSchema },
    summary: "A participant's mail reply, as Postmark's inbound webhook posts it",
    auth: 'basic',
    // Wrong credentials, per client address.
    rateLimited: true,
    errors: ['INBOUND_SIGNATURE_INVALID'],
  },
} as const satisfies Record<string, Endpoint>;
