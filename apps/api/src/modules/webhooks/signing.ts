/**
 * Standard Webhooks signing (https://www.standardwebhooks.com, ADR 049): a secret is `whsec_` and
 * base64 of 24 random bytes; a signature is `v1,` and base64 of HMAC-SHA256 with the secret's bytes
 * over `<webhook-id>.<webhook-timestamp>.<body>`. Several signatures travel space-separated.
 */
import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { WEBHOOK_SECRET_PREFIX } from '@bu/contracts';

export function newWebhookSecret(): string {
  return `${WEBHOOK_SECRET_PREFIX}${randomBytes(24).toString('base64')}`;
}

/** A message id, the `webhook-id` of every attempt of one message. */
export function newMessageId(): string {
  return `msg_${randomUUID().replace(/-/g, '')}`;
}

function signature(secret: string, id: string, timestampSeconds: number, body: string): string {
  const key = Buffer.from(secret.slice(WEBHOOK_SECRET_PREFIX.length), 'base64');
  return `v1,${createHmac('sha256', key).update(`${id}.${timestampSeconds}.${body}`).digest('base64')}`;
}

/** The three headers of a delivery, signed with each of `secrets` (the current one first). */
export function signedHeaders(secrets: string[], id: string, timestampSeconds: number, body: string) {
  return {
    'webhook-id': id,
    'webhook-timestamp': String(timestampSeconds),
    'webhook-signature': secrets.map((secret) => signature(secret, id, timestampSeconds, body)).join(' '),
  };
}
