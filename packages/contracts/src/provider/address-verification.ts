/** Address verification of POST /locations/verify. */
import { z } from 'zod';
import { countryCodeSchema } from '../auth';
import { stateCodes } from '../seminars';
import { optionalText, requiredText, token } from './fields';

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
