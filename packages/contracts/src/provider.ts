/**
 * What a provider maintains about itself (seed §3, §5, §6; DESIGN §5 Provider, Team member,
 * Invoicing keys): profile and completeness, images, master and personal data, password
 * change, team and invitations, invoicing, API key, address verification.
 */
import { z } from 'zod';
import {
  countryCodeSchema,
  emailSchema,
  keySchema,
  languageSchema,
  passwordSchema,
  telephoneSchema,
  userRoleSchema,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH_DEFAULT,
} from './auth';
import { htmlTextLength, stateCodes } from './seminars';
import { SEMINAR_DESCRIPTION_TEXT_LIMIT } from './seminar-constants';

// Constants
// ---------------------------------------------------------------------------------------------

/** Largest accepted upload (bytes); larger answers 413. */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** Largest accepted decoded size (pixels); larger answers 400 `imageTooManyPixels`. */
export const IMAGE_MAX_PIXELS = 40_000_000;
/** Stored images are scaled down to fit this edge length (never enlarged). */
export const IMAGE_MAX_EDGE = 2400;
export const GALLERY_MAX_IMAGES = 20;
export const API_KEY_PREFIX = 'bu_';
/** Characters of the key (after `bu_`) kept visible to recognise it. */
export const API_KEY_VISIBLE_CHARS = 8;

export const providerImageKinds = ['logo', 'cover', 'favicon', 'gallery'] as const;
export type ProviderImageKind = (typeof providerImageKinds)[number];
export const imageFormats = ['jpeg', 'png', 'webp'] as const;
export type ImageFormat = (typeof imageFormats)[number];
/** File extension of each stored format in `/images/:hash.:ext`. */
export const imageExtensions: Record<ImageFormat, 'jpg' | 'png' | 'webp'> = { jpeg: 'jpg', png: 'png', webp: 'webp' };
export const teamMemberStatuses = ['invited', 'active'] as const;
export type TeamMemberStatus = (typeof teamMemberStatuses)[number];

const token = { bu_auth_token: z.string().optional() };

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: 'tooLong' })
    .nullish()
    .transform((v) => (v ? v : null));

const requiredText = (max: number) =>
  z.string({ error: 'required' }).trim().min(1, { error: 'required' }).max(max, { error: 'tooLong' });

/** http(s) URL; a bare host like `example.org` gets `https://`. Empty → null. */
export const websiteSchema = z
  .string()
  .trim()
  .max(300, { error: 'tooLong' })
  .nullish()
  .transform((v, ctx) => {
    if (!v) return null;
    const candidate = /^[a-z][a-z0-9+.-]*:/i.test(v) ? v : `https://${v}`;
    try {
      const url = new URL(candidate);
      if ((url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.')) return url.toString();
    } catch {
      // falls through to the issue below
    }
    ctx.addIssue({ code: 'custom', message: 'invalidUrl' });
    return z.NEVER;
  });

const optionalEmail = z
  .string()
  .trim()
  .nullish()
  .transform((v) => (v ? v : null))
  .pipe(emailSchema.nullable());

const optionalTelephone = z
  .string()
  .trim()
  .nullish()
  .transform((v) => (v ? v : null))
  .pipe(telephoneSchema.nullable());

// Profile
// ---------------------------------------------------------------------------------------------

/** `provider_data` of GET /provider-profile. */
export const providerSchema = z.object({
  id: z.string(),
  providerNumber: z.number(),
  name: z.string(),
  street: z.string(),
  postalCode: z.string(),
  city: z.string(),
  country: z.string(),
  website: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
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
  name: requiredText(200),
  street: requiredText(200),
  postalCode: requiredText(20),
  city: requiredText(100),
  country: countryCodeSchema,
  website: websiteSchema,
  email: optionalEmail,
  phone: optionalTelephone,
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

// Images
// ---------------------------------------------------------------------------------------------

export const providerImageSchema = z.object({
  id: z.string(),
  kind: z.enum(providerImageKinds),
  /** Content-addressed, e.g. `/api/images/<sha256>.webp`; immutable. */
  url: z.string(),
  description: z.string().nullable(),
  order: z.number().int(),
  width: z.number().int(),
  height: z.number().int(),
  format: z.enum(imageFormats),
});
export type ProviderImage = z.infer<typeof providerImageSchema>;
/** POST /provider-images (201) and PATCH /provider-images/:id. */
export const providerImageResponseSchema = z.object({ success: z.literal(true), image: providerImageSchema });
export type ProviderImageResponse = z.infer<typeof providerImageResponseSchema>;
/** GET /images/:file: public, content-addressed `<sha256>.<webp|jpg|png>`. */
export const imageFileParamsSchema = z.object({ file: z.string().regex(/^[0-9a-f]{64}\.(webp|jpg|png)$/) });

/** GET /provider-images (seed keys). */
export const providerImagesResponseSchema = z.object({
  success: z.literal(true),
  logo: providerImageSchema.nullable(),
  cover: providerImageSchema.nullable(),
  favicon: providerImageSchema.nullable(),
  gallery: z.array(providerImageSchema),
});
export type ProviderImagesResponse = z.infer<typeof providerImagesResponseSchema>;

/** Text fields of the multipart POST /provider-images (besides `file`). */
export const providerImageUploadFieldsSchema = z.object({
  kind: z.enum(providerImageKinds, { error: 'invalid' }),
  description: optionalText(500),
});

/** Body of PATCH /provider-images/:id. `order` moves a gallery image to that 0-based position. */
export const providerImageUpdateSchema = z.object({
  ...token,
  description: optionalText(500).optional(),
  order: z.number({ error: 'invalid' }).int({ error: 'invalid' }).min(0, { error: 'invalid' }).max(1000).optional(),
});

// Settings: master data, personal data, password
// ---------------------------------------------------------------------------------------------

export const masterDataSchema = z.object({
  providerNumber: z.number(),
  name: z.string(),
  street: z.string(),
  postalCode: z.string(),
  city: z.string(),
  country: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  website: z.string().nullable(),
});
export type MasterData = z.infer<typeof masterDataSchema>;
export const masterDataResponseSchema = z.object({ success: z.literal(true), masterData: masterDataSchema });
export type MasterDataResponse = z.infer<typeof masterDataResponseSchema>;

export const masterDataInputSchema = z.object({
  ...token,
  name: requiredText(200),
  street: requiredText(200),
  postalCode: requiredText(20),
  city: requiredText(100),
  country: countryCodeSchema,
  email: optionalEmail,
  phone: optionalTelephone,
  website: websiteSchema,
});

export const personalDataSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  telephone: z.string().nullable(),
  language: languageSchema,
  role: userRoleSchema,
  isCreator: z.boolean(),
});
export type PersonalData = z.infer<typeof personalDataSchema>;
export const personalDataResponseSchema = z.object({ success: z.literal(true), personal: personalDataSchema });
export type PersonalDataResponse = z.infer<typeof personalDataResponseSchema>;

export const personalDataInputSchema = z.object({
  ...token,
  firstName: requiredText(100),
  lastName: requiredText(100),
  email: emailSchema,
  telephone: optionalTelephone,
  language: languageSchema,
});

/** PUT /settings/password: all three fields required; the server adds the block-list and the current-password check. */
export const changePasswordSchema = (minLength = PASSWORD_MIN_LENGTH_DEFAULT) =>
  z
    .object({
      ...token,
      currentPassword: z
        .string({ error: 'required' })
        .min(1, { error: 'required' })
        .max(PASSWORD_MAX_LENGTH, { error: 'tooLong' }),
      password: passwordSchema(minLength),
      passwordConfirmation: z.string({ error: 'required' }).min(1, { error: 'required' }),
    })
    .refine((v) => v.password === v.passwordConfirmation, {
      error: 'passwordsDoNotMatch',
      path: ['passwordConfirmation'],
    });

// Team
// ---------------------------------------------------------------------------------------------

export const teamMemberSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  role: userRoleSchema,
  isCreator: z.boolean(),
  status: z.enum(teamMemberStatuses),
  createdAt: z.string(),
  /** Whether the member signs in with a second factor (admins see it, issue 12). */
  twoFactorEnabled: z.boolean(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;
export const teamListResponseSchema = z.object({
  success: z.literal(true),
  members: z.array(teamMemberSchema),
  total: z.number(),
});
export type TeamListResponse = z.infer<typeof teamListResponseSchema>;
export const teamMemberResponseSchema = z.object({ success: z.literal(true), member: teamMemberSchema });
export type TeamMemberResponse = z.infer<typeof teamMemberResponseSchema>;

export const teamInviteSchema = z.object({
  ...token,
  email: emailSchema,
  firstName: requiredText(100),
  lastName: requiredText(100),
  role: userRoleSchema.default('member'),
  /** Language of the invitation mail and the new account; the inviter's when absent. */
  language: languageSchema.optional(),
});

export const teamMemberUpdateSchema = z.object({
  ...token,
  role: z.enum(['admin', 'member'], { error: 'invalid' }).optional(),
  firstName: requiredText(100).optional(),
  lastName: requiredText(100).optional(),
});

/** POST /auth/accept-invitation. `passwordConfirmation` is checked when sent. */
export const acceptInvitationSchema = (minLength = PASSWORD_MIN_LENGTH_DEFAULT) =>
  z
    .object({
      key: keySchema,
      password: passwordSchema(minLength),
      passwordConfirmation: z.string().optional(),
    })
    .refine((v) => v.passwordConfirmation === undefined || v.password === v.passwordConfirmation, {
      error: 'passwordsDoNotMatch',
      path: ['passwordConfirmation'],
    });

// Invoicing
// ---------------------------------------------------------------------------------------------

/** VAT ID formats of the EU member states (plus XI for Northern Ireland), without spaces. */
export const VAT_ID_PATTERNS: Record<string, RegExp> = {
  AT: /^ATU\d{8}$/,
  BE: /^BE[01]\d{9}$/,
  BG: /^BG\d{9,10}$/,
  CY: /^CY\d{8}[A-Z]$/,
  CZ: /^CZ\d{8,10}$/,
  DE: /^DE\d{9}$/,
  DK: /^DK\d{8}$/,
  EE: /^EE\d{9}$/,
  EL: /^EL\d{9}$/,
  ES: /^ES[A-Z0-9]\d{7}[A-Z0-9]$/,
  FI: /^FI\d{8}$/,
  FR: /^FR[A-HJ-NP-Z0-9]{2}\d{9}$/,
  HR: /^HR\d{11}$/,
  HU: /^HU\d{8}$/,
  IE: /^IE(\d{7}[A-W][A-I]?|\d[A-Z+*]\d{5}[A-W])$/,
  IT: /^IT\d{11}$/,
  LT: /^LT(\d{9}|\d{12})$/,
  LU: /^LU\d{8}$/,
  LV: /^LV\d{11}$/,
  MT: /^MT\d{8}$/,
  NL: /^NL\d{9}B\d{2}$/,
  PL: /^PL\d{10}$/,
  PT: /^PT\d{9}$/,
  RO: /^RO\d{2,10}$/,
  SE: /^SE\d{12}$/,
  SI: /^SI\d{8}$/,
  SK: /^SK\d{10}$/,
  XI: /^XI(\d{9}|\d{12}|GD\d{3}|HA\d{3})$/,
};

/** Upper-cases and drops spaces, dots and hyphens: "de 123.456.789" → "DE123456789". */
export const normalizeVatId = (value: string) => value.toUpperCase().replace(/[\s.-]/g, '');

/** Format check only (no VIES lookup). */
export function isValidVatId(value: string): boolean {
  const id = normalizeVatId(value);
  const pattern = VAT_ID_PATTERNS[id.slice(0, 2)];
  return pattern ? pattern.test(id) : false;
}

export const invoicingSchema = z.object({
  differentBillingAddress: z.boolean(),
  recipient: z.string().nullable(),
  department: z.string().nullable(),
  comment: z.string().nullable(),
  street: z.string().nullable(),
  city: z.string().nullable(),
  postalCode: z.string().nullable(),
  country: z.string().nullable(),
  vatId: z.string().nullable(),
  /** BT-10 on the invoices (a Leitweg-ID or order number); null: the provider number. */
  buyerReference: z.string().nullable(),
  invoiceEmails: z.array(z.string()),
  showBrochureFields: z.boolean(),
  updatedAt: z.string().nullable(),
});
export type Invoicing = z.infer<typeof invoicingSchema>;
export const invoicingResponseSchema = z.object({ success: z.literal(true), invoicing: invoicingSchema });
export type InvoicingResponse = z.infer<typeof invoicingResponseSchema>;

/**
 * Body of PUT /settings/invoicing. Seed §5: a billing address that differs from the business
 * address needs recipient, street, city, postal code, country and at least one invoice email.
 */
export const invoicingInputSchema = z
  .object({
    ...token,
    differentBillingAddress: z.boolean().default(false),
    recipient: optionalText(200),
    department: optionalText(200),
    comment: optionalText(1000),
    street: optionalText(200),
    city: optionalText(100),
    postalCode: optionalText(20),
    country: z
      .string()
      .trim()
      .nullish()
      .transform((v) => (v ? v : null))
      .pipe(countryCodeSchema.nullable()),
    vatId: z
      .string()
      .max(30, { error: 'invalidVatId' })
      .nullish()
      .transform((v) => (v ? normalizeVatId(v) || null : null)),
    buyerReference: optionalText(100),
    invoiceEmails: z.array(emailSchema).max(10, { error: 'tooLong' }).default([]),
    showBrochureFields: z.boolean().default(false),
  })
  .superRefine((v, ctx) => {
    if (v.vatId && !isValidVatId(v.vatId)) ctx.addIssue({ code: 'custom', message: 'invalidVatId', path: ['vatId'] });
    if (!v.differentBillingAddress) return;
    for (const field of ['recipient', 'street', 'city', 'postalCode', 'country'] as const) {
      if (!v[field]) ctx.addIssue({ code: 'custom', message: 'required', path: [field] });
    }
    if (!v.invoiceEmails.length)
      ctx.addIssue({ code: 'custom', message: 'invoiceEmailRequired', path: ['invoiceEmails'] });
  });
export type InvoicingInput = z.input<typeof invoicingInputSchema>;

// API key
// ---------------------------------------------------------------------------------------------

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

// Address verification
// ---------------------------------------------------------------------------------------------

/** POST /locations/verify: a saved location by `id` (sets its `validated` flag) or an address. */
export const locationVerifyBodySchema = z.union([
  z.object({ ...token, id: z.uuid({ error: 'invalid' }) }),
  z.object({
    ...token,
    street: optionalText(200),
    postalCode: requiredText(20),
    city: requiredText(100),
    country: countryCodeSchema,
    state: z.enum(stateCodes, { error: 'invalid' }).nullish(),
  }),
]);

export const addressVerificationReasons = [
  'addressValid',
  'addressPostalCodeUnknown',
  'addressStateMismatch',
  'addressCityMismatch',
  'addressCountryUnsupported',
] as const;
export type AddressVerificationReason = (typeof addressVerificationReasons)[number];

export const addressVerificationSchema = z.object({
  valid: z.boolean(),
  /** Validation key explaining the answer (`addressValid` when valid). */
  reason: z.enum(addressVerificationReasons),
  /** The state the postal code lies in, when it is unambiguous. */
  state: z.string().nullable(),
  /** `dataset` (offline German postal codes) or `geocoder` (GEOCODER_URL). */
  source: z.enum(['dataset', 'geocoder']),
});
export type AddressVerification = z.infer<typeof addressVerificationSchema>;
