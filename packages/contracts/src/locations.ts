/**
 * Saved locations of a provider (seed §3, §5; DESIGN §5 Location keys). Country, city and
 * postal code are always required; the street (address) is required unless the location is
 * of type online.
 */
import { z } from 'zod';
import { countryCodeSchema } from './auth';
import { addressVerificationSchema } from './provider';
import { stateCodes } from './seminars';

export const locationStatuses = ['active', 'inactive'] as const;
export const locationTypes = ['presence', 'online'] as const;
export type LocationStatus = (typeof locationStatuses)[number];
export type LocationType = (typeof locationTypes)[number];

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: 'tooLong' })
    .nullish()
    .transform((v) => (v ? v : null));

export const locationFieldsSchema = z.object({
  type: z.enum(locationTypes, { error: 'invalid' }).default('presence'),
  street: optionalText(200),
  postalCode: z.string({ error: 'required' }).trim().min(1, { error: 'required' }).max(20, { error: 'tooLong' }),
  city: z.string({ error: 'required' }).trim().min(1, { error: 'required' }).max(100, { error: 'tooLong' }),
  country: countryCodeSchema,
  /** German state (ISO 3166-2 without `DE-`), for a location in Germany. */
  state: z
    .enum(stateCodes, { error: 'invalid' })
    .nullish()
    .transform((v) => v ?? null),
  cityAddition: optionalText(100),
  status: z.enum(locationStatuses, { error: 'invalid' }).default('active'),
  isBusinessAddress: z.boolean().default(false),
});

const streetUnlessOnline = (value: { type: LocationType; street: string | null }, ctx: z.RefinementCtx) => {
  if (value.type !== 'online' && !value.street) {
    ctx.addIssue({ code: 'custom', message: 'locationStreetRequired', path: ['street'] });
  }
};

/** The location form's schema (the embedded form in the seminar form uses it too). */
export const locationInputSchema = locationFieldsSchema.superRefine(streetUnlessOnline);
export type LocationInput = z.input<typeof locationInputSchema>;

/** Body of POST /locations. */
export const createLocationBodySchema = locationFieldsSchema
  .extend({ bu_auth_token: z.string().optional() })
  .superRefine(streetUnlessOnline);

export const locationSchema = z.object({
  id: z.string(),
  type: z.enum(locationTypes),
  street: z.string().nullable(),
  postalCode: z.string(),
  city: z.string(),
  country: z.string(),
  state: z.string().nullable(),
  cityAddition: z.string().nullable(),
  status: z.enum(locationStatuses),
  isBusinessAddress: z.boolean(),
  /** Address verified (true valid, false invalid, null not checked yet). */
  validated: z.boolean().nullable(),
  /** One line for pickers: "Street 1, 12345 City (addition)". */
  formattedAddress: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Location = z.infer<typeof locationSchema>;

export const locationListQuerySchema = z.object({
  token: z.string().optional(),
  status: z.enum(locationStatuses).optional(),
});

export const locationListResponseSchema = z.object({
  success: z.literal(true),
  locations: z.array(locationSchema),
  total: z.number(),
});
export type LocationListResponse = z.infer<typeof locationListResponseSchema>;
/** POST /locations (201) and PUT /locations/:id. */
export const locationResponseSchema = z.object({ success: z.literal(true), location: locationSchema });
export type LocationResponse = z.infer<typeof locationResponseSchema>;
/** POST /locations/verify: the verification, and the saved location when an `id` was sent. */
export const locationVerifyResponseSchema = addressVerificationSchema.extend({
  success: z.literal(true),
  location: locationSchema.nullable(),
});
export type LocationVerifyResponse = z.infer<typeof locationVerifyResponseSchema>;

/** "Große Elbstraße 145, 22767 Hamburg (Altona)"; online locations read "Online". */
export function formatAddress(l: {
  type?: string | null;
  street?: string | null;
  postalCode?: string | null;
  city?: string | null;
  cityAddition?: string | null;
}): string {
  const place = [l.postalCode, l.city].filter(Boolean).join(' ');
  const main = [l.type === 'online' && !l.street ? 'Online' : l.street, place].filter(Boolean).join(', ');
  return l.cityAddition ? `${main} (${l.cityAddition})` : main;
}
