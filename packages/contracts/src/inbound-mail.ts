/**
 * Inbound mail (issue 26): participants answer a provider's mail by replying to it. The mail
 * services post what they received to `POST /inbound/mailgun` and `POST /inbound/postmark`;
 * these are the parts of their formats the API reads (everything else is let through unread).
 * docs/decisions/022-inbound-mail-replies.md.
 */
import { z } from 'zod';

/** How old a Mailgun signature may be (seconds, either way), so a captured request cannot be replayed later. */
export const MAILGUN_SIGNATURE_MAX_AGE_SECONDS = 5 * 60;

/** The local part of a conversation's reply address: `reply+<token>@<INBOUND_MAIL_DOMAIN>`. */
export const REPLY_ADDRESS_PREFIX = 'reply+';

/**
 * Mailgun's "forward()" route post (urlencoded, or multipart when the mail had attachments).
 * Header fields arrive as their own fields (`Message-Id`) and all together in `message-headers`.
 */
export const mailgunInboundBodySchema = z.looseObject({
  timestamp: z.string().regex(/^\d{1,12}$/),
  token: z.string().min(10).max(200),
  signature: z.string().regex(/^[0-9a-f]{64}$/i),
  recipient: z.string().max(5000),
  'body-plain': z.string().default(''),
  'body-html': z.string().optional(),
  'Message-Id': z.string().max(1000).optional(),
  'message-headers': z.string().optional(),
  'attachment-count': z.coerce.number().int().min(0).max(1000).optional(),
});
export type MailgunInboundBody = z.output<typeof mailgunInboundBodySchema>;

const postmarkAddressSchema = z.looseObject({ Email: z.string().max(1000) });

/** Postmark's inbound webhook JSON. */
export const postmarkInboundBodySchema = z.looseObject({
  MessageID: z.string().max(1000).optional(),
  OriginalRecipient: z.string().max(1000).optional(),
  ToFull: z.array(postmarkAddressSchema).max(500).default([]),
  CcFull: z.array(postmarkAddressSchema).max(500).default([]),
  BccFull: z.array(postmarkAddressSchema).max(500).default([]),
  TextBody: z.string().default(''),
  HtmlBody: z.string().default(''),
  Headers: z
    .array(z.looseObject({ Name: z.string(), Value: z.string() }))
    .max(1000)
    .default([]),
  Attachments: z.array(z.looseObject({ Name: z.string().optional() })).default([]),
});
export type PostmarkInboundBody = z.output<typeof postmarkInboundBodySchema>;

/** What an inbound call did: messages stored, and mails seen before (same Message-ID) and not stored again. */
export const inboundMailResponseSchema = z.object({
  success: z.literal(true),
  delivered: z.number().int(),
  duplicates: z.number().int(),
});
export type InboundMailResponse = z.infer<typeof inboundMailResponseSchema>;
