/**
 * The provider's API keys (issue 44): as many as its admins name, each with scopes; only a key's
 * visible start is ever shown again. A key acts as its creator, with the creator's rights at the
 * time of each call, and dies with the creator's membership (issue 45).
 */
import { z } from 'zod';

export const API_KEY_PREFIX = 'bu_';
/** Characters of the key (after `bu_`) kept visible to recognise it. */
export const API_KEY_VISIBLE_CHARS = 8;
export const API_KEY_NAME_MAX = 80;

/** What a key may reach on `/v1`; each route names the one scope it needs. */
export const apiKeyScopes = [
  'seminars:read',
  'seminars:write',
  'leads:read',
  'leads:write',
  'statistics:read',
] as const;
export type ApiKeyScope = (typeof apiKeyScopes)[number];
export const apiKeyScopeSchema = z.enum(apiKeyScopes, { error: 'invalid' });
/** The scopes of a key made by the seed's single-key call (`POST /settings/api-key`). */
export const SEED_API_KEY_SCOPES: readonly ApiKeyScope[] = ['seminars:read', 'seminars:write'];

/** What the key list and GET /settings/api-key show of a live key: never the secret. */
export const apiKeyInfoSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** Visible start of the key, e.g. `bu_Ab12Cd34`. */
  prefix: z.string(),
  scopes: z.array(apiKeyScopeSchema),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  createdBy: z.object({ id: z.string(), firstName: z.string(), lastName: z.string() }).nullable(),
});
export type ApiKeyInfo = z.infer<typeof apiKeyInfoSchema>;
/** GET /settings/api-key: the seed call's live key (visible part), or null. */
export const apiKeyResponseSchema = z.object({ success: z.literal(true), key: apiKeyInfoSchema.nullable() });
export type ApiKeyResponse = z.infer<typeof apiKeyResponseSchema>;
/** POST /settings/api-key and POST /settings/api-keys (201): the full key, shown this once. */
export const apiKeyCreatedResponseSchema = z.object({
  success: z.literal(true),
  apiKey: z.string(),
  key: apiKeyInfoSchema,
});
export type ApiKeyCreatedResponse = z.infer<typeof apiKeyCreatedResponseSchema>;

/** POST /settings/api-keys: a name to recognise the key by and at least one scope. */
export const apiKeyCreateBodySchema = z.object({
  bu_auth_token: z.string().optional(),
  name: z
    .string({ error: 'required' })
    .trim()
    .min(1, { error: 'required' })
    .max(API_KEY_NAME_MAX, { error: 'tooLong' }),
  scopes: z
    .array(apiKeyScopeSchema, { error: 'apiKeyScopesRequired' })
    .min(1, { error: 'apiKeyScopesRequired' })
    .transform((scopes) => apiKeyScopes.filter((scope) => scopes.includes(scope))),
});
export type ApiKeyCreateBody = z.input<typeof apiKeyCreateBodySchema>;

/** GET /settings/api-keys: the provider's live keys, newest first. */
export const apiKeyListResponseSchema = z.object({
  success: z.literal(true),
  apiKeys: z.array(apiKeyInfoSchema),
  total: z.number().int(),
});
export type ApiKeyListResponse = z.infer<typeof apiKeyListResponseSchema>;
