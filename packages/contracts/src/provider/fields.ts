/** Field schemas the provider's inputs share: optional and required texts, website, email, telephone. */
import { z } from 'zod';
import { countryCodeSchema, emailSchema, telephoneSchema } from '../auth';

export const token = { bu_auth_token: z.string().optional() };

export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: 'tooLong' })
    .nullish()
    .transform((v) => (v ? v : null));

export const requiredText = (max: number) =>
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

export const optionalTelephone = z
  .string()
  .trim()
  .nullish()
  .transform((v) => (v ? v : null))
  .pipe(telephoneSchema.nullable());

/** The provider's name, business address and contact: the master data and the profile both edit them. */
export const providerContactFields = {
  name: requiredText(200),
  street: requiredText(200),
  postalCode: requiredText(20),
  city: requiredText(100),
  country: countryCodeSchema,
  website: websiteSchema,
  email: optionalEmail,
  phone: optionalTelephone,
};

/** The same fields as answered: the provider's number, name, business address and contact. */
export const providerContactAnswer = {
  providerNumber: z.number(),
  name: z.string(),
  street: z.string(),
  postalCode: z.string(),
  city: z.string(),
  country: z.string(),
  website: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
};
