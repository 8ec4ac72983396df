/**
 * Answers of the operational calls: GET /health, GET /ready and the dev mailbox
 * (GET /dev/mailbox, only with the dev mail transport outside production).
 */
import { z } from 'zod';

export const healthResponseSchema = z.object({ success: z.literal(true) });

export const readyResponseSchema = z.object({
  success: z.literal(true),
  status: z.enum(['ok', 'degraded']),
  checks: z.object({ database: z.literal('ok'), rateLimits: z.enum(['memory', 'redis', 'redis-unavailable']) }),
});

export const devMailSchema = z.object({
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  /** The Reply-To address: a conversation's inbound address when inbound mail is on. */
  replyTo: z.string().nullable(),
  /** The files attached (name, type and size; the bytes stay out of the dev mailbox). */
  attachments: z.array(z.object({ filename: z.string(), contentType: z.string(), size: z.number() })),
  createdAt: z.string(),
});
export type DevMail = z.infer<typeof devMailSchema>;
export const devMailboxQuerySchema = z.object({ to: z.string().trim().toLowerCase().optional() });
export const devMailboxResponseSchema = z.object({ success: z.literal(true), messages: z.array(devMailSchema) });
