/** The provider's API key: only its visible start is ever shown again. */
import { z } from 'zod';

export const API_KEY_PREFIX = 'bu_';
/** Characters of the key (after `bu_`) kept visible to recognise it. */
export const API_KEY_VISIBLE_CHARS = 8;

/** What GET /settings/api-key shows of the live key: never the secret. */
export const apiKeyInfoSchema = z.object({
  /** Visible start of the key, e.g. `bu_Ab12Cd34`. */
  prefix: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  createdBy: z.object({ id: z.string(), firstName: z.string(), lastName: z.string() }).nullable(),
});
export type ApiKeyInfo = z.infer<typeof apiKeyInfoSchema>;
/** GET /settings/api-key: the active key's visible part, or null. */
export const apiKeyResponseSchema = z.object({ success: z.literal(true), key: apiKeyInfoSchema.nullable() });
export type ApiKeyResponse = z.infer<typeof apiKeyResponseSchema>;
/** POST /settings/api-key (201): the full key, shown this once. */
export const apiKeyCreatedResponseSchema = z.object({
  success: z.literal(true),
  apiKey: z.string(),
  key: apiKeyInfoSchema,
});
export type ApiKeyCreatedResponse = z.infer<typeof apiKeyCreatedResponseSchema>;
