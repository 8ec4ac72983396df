/** A provider's profile (seed §3, DESIGN §5 Provider) and its completeness. */
import { z } from 'zod';
import { htmlTextLength } from '../seminars';
import { SEMINAR_DESCRIPTION_TEXT_LIMIT } from '../seminar-constants';
import { providerContactAnswer, providerContactFields, token } from './fields';

/** `provider_data` of GET /provider-profile. */
export const providerSchema = z.object({
  id: z.string(),
  ...providerContactAnswer,
  /** Sanitized rich-text HTML. */
  description: z.string().nullable(),
  /** 0–100, see `profileCompleteness`. */
  completeness: z.number().int().min(0).max(100),
});
export type Provider = z.infer<typeof providerSchema>;
/** GET and PUT /provider-profile. */
export const providerProfileResponseSchema = z.object({ success: z.literal(true), provider_data: providerSchema });
export type ProviderProfileResponse = z.infer<typeof providerProfileResponseSchema>;

/** Body of PUT /provider-profile: name and business address required, the rest optional. */
export const providerProfileInputSchema = z.object({
  ...token,
  ...providerContactFields,
  /** Rich text (HTML); sanitized by the server. At most 5000 characters of text. */
  description: z
    .string()
    .max(50_000, { error: 'tooLong' })
    .refine((v) => htmlTextLength(v) < SEMINAR_DESCRIPTION_TEXT_LIMIT, { error: 'tooLong' })
    .nullish(),
});
export type ProviderProfileInput = z.input<typeof providerProfileInputSchema>;

/** What counts towards completeness, 10 points each. */
export const PROFILE_COMPLETENESS_PARTS = [
  'name',
  'address',
  'website',
  'email',
  'phone',
  'description',
  'logo',
  'cover',
  'favicon',
  'gallery',
] as const;

type CompletenessFields = {
  name?: string | null;
  street?: string | null;
  postalCode?: string | null;
  city?: string | null;
  country?: string | null;
  website?: string | null;
  email?: string | null;
  phone?: string | null;
  description?: string | null;
};
type CompletenessImages = { logo: boolean; cover: boolean; favicon: boolean; galleryCount: number };
export type ProfileCompletenessPart = (typeof PROFILE_COMPLETENESS_PARTS)[number];

/** The completeness parts still missing, in the order of `PROFILE_COMPLETENESS_PARTS`. */
export function missingProfileParts(p: CompletenessFields, images: CompletenessImages): ProfileCompletenessPart[] {
  const text = (p.description ?? '').replace(/<[^>]*>/g, '').trim();
  const filled = {
    name: Boolean(p.name?.trim()),
    address: Boolean(p.street && p.postalCode && p.city && p.country),
    website: Boolean(p.website),
    email: Boolean(p.email),
    phone: Boolean(p.phone),
    description: text.length > 0,
    logo: images.logo,
    cover: images.cover,
    favicon: images.favicon,
    gallery: images.galleryCount > 0,
  } satisfies Record<ProfileCompletenessPart, boolean>;
  return PROFILE_COMPLETENESS_PARTS.filter((part) => !filled[part]);
}

/** Profile completeness 0–100: ten parts (fields and images) of ten points each. */
export function profileCompleteness(p: CompletenessFields, images: CompletenessImages): number {
  return (PROFILE_COMPLETENESS_PARTS.length - missingProfileParts(p, images).length) * 10;
}
