/**
 * Bodies of the marketing-sync calls the seed names (§7): PUT /dashboard/brevo/
 * updated-seminar-attributes and update-profile-attributes, POST /dashboard/brevo/add-contact.
 * Their answer is `okSchema`.
 */
import { z } from 'zod';
import { emailSchema } from './auth';

/** The seed's clients send flags as booleans, strings or numbers. */
const boolish = z.union([
  z.boolean(),
  z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1'),
  z.literal(1),
  z.literal(0),
]);

export const marketingSeminarAttributesBodySchema = z.object({
  bu_auth_token: z.string().optional(),
  /** Provider number; informational, the server uses the caller's own. */
  VeranstalterNummer: z.union([z.string().max(20), z.number()]).optional(),
  seminarId: z.uuid(),
  sendPublishEvent: boolish.optional(),
});
export type MarketingSeminarAttributesBody = z.input<typeof marketingSeminarAttributesBodySchema>;

export const marketingProfileAttributesBodySchema = z.object({
  bu_auth_token: z.string().optional(),
  member_id: z.union([z.string().max(100), z.number()]).optional(),
  providerName: z.string().trim().max(200).optional(),
  providerEmail: z.string().trim().max(254).optional(),
});
export type MarketingProfileAttributesBody = z.input<typeof marketingProfileAttributesBodySchema>;

export const marketingAddContactBodySchema = z.object({
  email: emailSchema,
  attributes: z.record(z.string().max(50), z.unknown()).optional(),
});
