/** Request and response schemas of the account and session calls (DESIGN §5). */
import { z } from 'zod';
import { languages } from './i18n';

export const PASSWORD_MIN_LENGTH_DEFAULT = 6;
export const PASSWORD_MAX_LENGTH = 200;

const requiredText = (max = 200) =>
  z.string({ error: 'required' }).trim().min(1, { error: 'required' }).max(max, { error: 'tooLong' });

export const emailSchema = z
  .string({ error: 'required' })
  .trim()
  .min(1, { error: 'required' })
  .max(254, { error: 'tooLong' })
  .pipe(z.email({ error: 'invalidEmail' }))
  .transform((email) => email.toLowerCase());

export const languageSchema = z.enum(languages, { error: 'invalidLanguage' });

/** Password of a new account or a reset; the server adds its configured minimum and block-list. */
export const passwordSchema = (minLength = PASSWORD_MIN_LENGTH_DEFAULT) =>
  z
    .string({ error: 'required' })
    .min(1, { error: 'required' })
    .min(minLength, { error: 'passwordTooShort' })
    .max(PASSWORD_MAX_LENGTH, { error: 'tooLong' });

export const countryCodeSchema = z.string({ error: 'required' }).regex(/^[A-Z]{2}$/, { error: 'invalidCountry' });

export const telephoneSchema = z
  .string({ error: 'required' })
  .trim()
  .min(1, { error: 'required' })
  .max(40, { error: 'tooLong' })
  .regex(/^\+?[0-9 ()/-]{5,}$/, { error: 'invalidTelephone' });

export const signupSchema = (minLength = PASSWORD_MIN_LENGTH_DEFAULT) =>
  z.object({
    approved: z.literal(true, { error: 'selectOption' }),
    email: emailSchema,
    password: passwordSchema(minLength),
    providerName: requiredText(200),
    telephone: telephoneSchema,
    street: requiredText(200),
    postalCode: requiredText(20),
    city: requiredText(100),
    country: countryCodeSchema,
    firstName: requiredText(100),
    lastName: requiredText(100),
    language: languageSchema,
    acceptTerms: z.literal(true, { error: 'acceptTerms' }),
    /** Opt-in to marketing mail (GDPR): unticked by default, recorded with its time. */
    marketingConsent: z.boolean().optional().default(false),
  });
export type SignupInput = z.infer<ReturnType<typeof signupSchema>>;

export const loginSchema = z.object({
  email: emailSchema,
  password: z.string({ error: 'required' }).min(1, { error: 'required' }).max(PASSWORD_MAX_LENGTH),
  /** The current code of the authenticator app, when two-factor sign-in is on (401 TOTP_REQUIRED otherwise). */
  totp: z.string().trim().max(20).optional(),
  /** Or one of the single-use recovery codes instead of `totp`. */
  recoveryCode: z.string().trim().max(40).optional(),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const emailOnlySchema = z.object({ email: emailSchema });
export type EmailOnlyInput = z.infer<typeof emailOnlySchema>;

export const keySchema = z.string({ error: 'required' }).min(16, { error: 'invalid' }).max(200);
export const confirmRegistrationSchema = z.object({ key: keySchema });

export const resetPasswordSchema = (minLength = PASSWORD_MIN_LENGTH_DEFAULT) =>
  z
    .object({
      key: keySchema,
      password: passwordSchema(minLength),
      passwordConfirmation: z.string({ error: 'required' }).min(1, { error: 'required' }),
    })
    .refine((value) => value.password === value.passwordConfirmation, {
      error: 'passwordsDoNotMatch',
      path: ['passwordConfirmation'],
    });
export type ResetPasswordInput = z.infer<ReturnType<typeof resetPasswordSchema>>;

export const userRoleSchema = z.enum(['admin', 'member']);

export const sessionUserSchema = z.object({
  id: z.string(),
  providerId: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  language: languageSchema,
  role: userRoleSchema,
  isSuperadmin: z.boolean(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

/**
 * The session user's fields of a user (a database row with more, such as its password hash and
 * second-factor secret): what a session, a sign-in answer and an API key act with.
 */
export function toSessionUser(user: SessionUser): SessionUser {
  return {
    id: user.id,
    providerId: user.providerId,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    language: user.language,
    role: user.role,
    isSuperadmin: user.isSuperadmin,
  };
}

export const sessionResponseSchema = z.object({
  success: z.literal(true),
  token: z.string(),
  userId: z.string(),
  user: sessionUserSchema,
});
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

/** What `POST /validate-session` adds for a support session (a superadmin acting as a provider). */
export const supportInfoSchema = z.object({
  providerId: z.string(),
  providerName: z.string(),
  supportUser: z.object({ id: z.string(), firstName: z.string(), lastName: z.string(), email: z.string() }),
  expiresAt: z.string(),
});
export type SupportInfo = z.infer<typeof supportInfoSchema>;

export const validateSessionResponseSchema = z.object({
  success: z.literal(true),
  isSuperadmin: z.boolean(),
  user: sessionUserSchema,
  support: supportInfoSchema.optional(),
});
export type ValidateSessionResponse = z.infer<typeof validateSessionResponseSchema>;

export const updateLanguageSchema = z.object({ language: languageSchema });

export const okSchema = z.object({ success: z.literal(true) });
export type OkResponse = z.infer<typeof okSchema>;
