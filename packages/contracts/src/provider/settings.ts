/** Settings: master data, personal data and the password change (seed §5). */
import { z } from 'zod';
import {
  emailSchema,
  languageSchema,
  passwordSchema,
  userRoleSchema,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH_DEFAULT,
} from '../auth';
import { optionalTelephone, providerContactAnswer, providerContactFields, requiredText, token } from './fields';

export const masterDataSchema = z.object(providerContactAnswer);
export type MasterData = z.infer<typeof masterDataSchema>;
export const masterDataResponseSchema = z.object({ success: z.literal(true), masterData: masterDataSchema });
export type MasterDataResponse = z.infer<typeof masterDataResponseSchema>;

export const masterDataInputSchema = z.object({
  ...token,
  ...providerContactFields,
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
