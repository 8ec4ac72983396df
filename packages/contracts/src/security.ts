/**
 * Account security and support (issue 12): the activity log, signed-in sessions, two-factor
 * sign-in (TOTP, RFC 6238) with recovery codes, and the support mode of superadmins.
 */
import { z } from 'zod';
import { seminarStatusCountsSchema } from './seminar-counts';
import { PASSWORD_MAX_LENGTH } from './auth';
import { invoiceKinds } from './boosts';

const token = { bu_auth_token: z.string().optional() };
const tokenQuery = z.object({ token: z.string().optional() });

// ---------------------------------------------------------------------------------------------
// Activity log
// ---------------------------------------------------------------------------------------------

/** What the activity log records. Other modules add entries with `recordActivity`. */
export const activityKinds = [
  'sign_in',
  'password_changed',
  'email_changed',
  'two_factor_enabled',
  'two_factor_disabled',
  'account_secured',
  'seminar_published',
  'seminar_status_changed',
  'seminar_deleted',
  'seminar_start_date_changed',
  'team_member_invited',
  'team_member_updated',
  'team_member_removed',
  'invoicing_changed',
  'api_key_created',
  'api_key_revoked',
  'boost_confirmed',
  'support_access_started',
  'support_access_ended',
  'support_verification_resent',
  'support_action',
] as const;
export type ActivityKind = (typeof activityKinds)[number];

/** Entries are kept this many months; a daily job deletes older ones. */
export const ACTIVITY_RETENTION_MONTHS = 12;
export const ACTIVITY_PAGE_SIZE = 25;
/** At most this many rows go into one CSV export (12 months of a busy provider fit easily). */
export const ACTIVITY_EXPORT_MAX = 50_000;

export const activityQuerySchema = tokenQuery.extend({
  kind: z.enum(activityKinds, { error: 'invalid' }).optional(),
  userId: z.uuid({ error: 'invalid' }).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type ActivityQuery = z.input<typeof activityQuerySchema>;
/** The CSV export takes the list's filters without its page. */
export const activityExportQuerySchema = activityQuerySchema.omit({ page: true });

export const activityPersonSchema = z.object({ id: z.string(), name: z.string() });

export const activityEntrySchema = z.object({
  id: z.string(),
  kind: z.enum(activityKinds),
  createdAt: z.string(),
  /** The team member who did it; null for support and for removed accounts without a name. */
  user: activityPersonSchema.nullable(),
  /** The support person (superadmin) who did it, always shown to the provider by name. */
  supportUser: activityPersonSchema.nullable(),
  /** What it concerned: a seminar title, a member's name … */
  subject: z.string().nullable(),
  details: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
});
export type ActivityEntry = z.infer<typeof activityEntrySchema>;

export const activityListResponseSchema = z.object({
  success: z.literal(true),
  entries: z.array(activityEntrySchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  /** Everyone who appears in the log (team members and support), for the person filter. */
  people: z.array(activityPersonSchema),
});
export type ActivityListResponse = z.infer<typeof activityListResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Sessions
// ---------------------------------------------------------------------------------------------

export const userSessionSchema = z.object({
  id: z.string(),
  browser: z.string().nullable(),
  os: z.string().nullable(),
  /** The first two octets of the address, e.g. `203.0.x.x` — the only place we keep. */
  network: z.string().nullable(),
  createdAt: z.string(),
  lastUsedAt: z.string(),
  current: z.boolean(),
});
export type UserSession = z.infer<typeof userSessionSchema>;

export const sessionsResponseSchema = z.object({
  success: z.literal(true),
  sessions: z.array(userSessionSchema),
  total: z.number(),
});
export type SessionsResponse = z.infer<typeof sessionsResponseSchema>;

export const sessionIdParamsSchema = z.object({ id: z.uuid({ error: 'invalid' }) });
export const revokeOthersResponseSchema = z.object({ success: z.literal(true), revoked: z.number() });
export type RevokeOthersResponse = z.infer<typeof revokeOthersResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Two-factor sign-in
// ---------------------------------------------------------------------------------------------

export const RECOVERY_CODE_COUNT = 10;
export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_SECONDS = 30;

export const totpCodeSchema = z
  .string({ error: 'required' })
  .trim()
  .transform((v) => v.replace(/\s/g, ''))
  .pipe(
    z
      .string()
      .min(1, { error: 'required' })
      .regex(/^\d{6}$/, { error: 'totpFormat' }),
  );

export const recoveryCodeSchema = z
  .string({ error: 'required' })
  .trim()
  .min(1, { error: 'required' })
  .max(40, { error: 'invalid' });

export const twoFactorSetupResponseSchema = z.object({
  success: z.literal(true),
  /** Base32 secret for manual entry; shown once during set-up. */
  secret: z.string(),
  otpauthUrl: z.string(),
});
export type TwoFactorSetupResponse = z.infer<typeof twoFactorSetupResponseSchema>;

export const twoFactorEnableSchema = z.object({ ...token, code: totpCodeSchema });
export const twoFactorEnableResponseSchema = z.object({
  success: z.literal(true),
  /** Ten single-use codes, shown once; only their hashes are stored. */
  recoveryCodes: z.array(z.string()),
});
export type TwoFactorEnableResponse = z.infer<typeof twoFactorEnableResponseSchema>;

export const twoFactorDisableSchema = z.object({
  ...token,
  password: z.string({ error: 'required' }).min(1, { error: 'required' }).max(PASSWORD_MAX_LENGTH),
  code: z.union([totpCodeSchema, recoveryCodeSchema]),
});

export const twoFactorStatusSchema = z.object({
  enabled: z.boolean(),
  enabledAt: z.string().nullable(),
  recoveryCodesLeft: z.number(),
});
export const twoFactorStatusResponseSchema = z.object({ success: z.literal(true), twoFactor: twoFactorStatusSchema });
export type TwoFactorStatusResponse = z.infer<typeof twoFactorStatusResponseSchema>;
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;

/** POST /auth/secure-account: the link of the "email changed" mail. */
export const secureAccountSchema = z.object({
  key: z.string({ error: 'required' }).min(16, { error: 'invalid' }).max(200),
});

// ---------------------------------------------------------------------------------------------
// Support mode (superadmins)
// ---------------------------------------------------------------------------------------------

/** A support session lasts one hour; it is not extended by use. */
export const SUPPORT_SESSION_MINUTES = 60;

export const supportSearchQuerySchema = tokenQuery.extend({
  q: z.string().trim().max(200).default(''),
});

export const supportProviderSummarySchema = z.object({
  id: z.string(),
  providerNumber: z.number(),
  name: z.string(),
  city: z.string(),
  email: z.string().nullable(),
});
export type SupportProviderSummary = z.infer<typeof supportProviderSummarySchema>;

export const supportProvidersResponseSchema = z.object({
  success: z.literal(true),
  providers: z.array(supportProviderSummarySchema),
  total: z.number(),
});
export type SupportProvidersResponse = z.infer<typeof supportProvidersResponseSchema>;

/**
 * Rate limits keyed by an account's email address (sign-in failures from new addresses, wrong
 * second-factor codes, sign-up, verification resends, reset requests): the support view shows
 * which ones refuse an account right now.
 */
export const accountLimitScopes = ['login', 'login-code', 'signup', 'resend', 'reset'] as const;
export type AccountLimitScope = (typeof accountLimitScopes)[number];

export const supportUserStateSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  role: z.enum(['admin', 'member']),
  isCreator: z.boolean(),
  verified: z.boolean(),
  twoFactorEnabled: z.boolean(),
  lastSignInAt: z.string().nullable(),
  /** The limits refusing this account's email address now, with the seconds until each releases it. */
  rateLimits: z.array(z.object({ scope: z.enum(accountLimitScopes), retryAfterSeconds: z.number().int() })),
});
export type SupportUserState = z.infer<typeof supportUserStateSchema>;

export const supportProviderDetailSchema = supportProviderSummarySchema.extend({
  createdAt: z.string(),
  users: z.array(supportUserStateSchema),
  seminars: seminarStatusCountsSchema,
  /** Boost bookings by state (cancelled ones are left out). */
  boosts: z.object({
    unconfirmed: z.number(),
    scheduled: z.number(),
    running: z.number(),
    ended: z.number(),
  }),
  /** Invoices issued (cancellation invoices included) and the newest of them. */
  invoices: z.object({
    count: z.number(),
    latest: z
      .object({
        number: z.string(),
        kind: z.enum(invoiceKinds),
        issuedOn: z.string(),
        grossCents: z.number(),
      })
      .nullable(),
  }),
  recentActivity: z.array(activityEntrySchema),
});
export type SupportProviderDetail = z.infer<typeof supportProviderDetailSchema>;

export const supportProviderResponseSchema = z.object({
  success: z.literal(true),
  provider: supportProviderDetailSchema,
});
export type SupportProviderResponse = z.infer<typeof supportProviderResponseSchema>;

export const supportProviderParamsSchema = z.object({ id: z.uuid({ error: 'invalid' }) });
export const supportUserParamsSchema = z.object({
  id: z.uuid({ error: 'invalid' }),
  userId: z.uuid({ error: 'invalid' }),
});

export const supportSessionResponseSchema = z.object({
  success: z.literal(true),
  token: z.string(),
  expiresAt: z.string(),
});
export type SupportSessionResponse = z.infer<typeof supportSessionResponseSchema>;
