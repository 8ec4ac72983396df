/** Error codes of the API envelope (DESIGN §5) and the HTTP status each one travels with. */
import { z } from 'zod';
import { SEMINAR_START_DATE_LOCKED } from './seminar-rules';

export const errorStatus = {
  VALIDATION_FAILED: 400,
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  INVALID_CREDENTIALS: 401,
  TOTP_REQUIRED: 401,
  TOTP_INVALID: 401,
  /** An inbound-mail webhook whose signature or credentials do not match. */
  INBOUND_SIGNATURE_INVALID: 401,
  /** An inbound-mail webhook signed too long ago (a replayed request). */
  INBOUND_SIGNATURE_STALE: 401,
  /** An inbound-mail webhook whose signature token was accepted before (a captured signature replayed). */
  INBOUND_SIGNATURE_REUSED: 401,
  EMAIL_NOT_VERIFIED: 403,
  FORBIDDEN: 403,
  /** A member tried to commit the provider's money (confirm boosts, publish with costs); params.admins names whom to ask. */
  PAID_ACTION_ADMIN_ONLY: 403,
  /** An API key called a `/v1` route outside its scopes; params.scope names the scope it lacks. */
  API_KEY_SCOPE_MISSING: 403,
  /** A widget inquiry from a page whose origin is not on the provider's widget allow-list. */
  WIDGET_ORIGIN_NOT_ALLOWED: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  LOCATION_IN_USE: 409,
  INVITATION_PENDING: 409,
  ALREADY_CONFIRMED: 409,
  LINK_INVALID: 400,
  /** An inquiry sent sooner after its form was issued than a person fills it in (issue 45). */
  INQUIRY_TOO_FAST: 400,
  /** An inquiry without a valid form token of the last 24 hours from the caller's network. */
  INQUIRY_FORM_EXPIRED: 400,
  LINK_EXPIRED: 410,
  PAYLOAD_TOO_LARGE: 413,
  SEMINAR_RULES: 422,
  /** A seminar import whose rows break rules (issue 44): the answer lists every row's errors; nothing was written. */
  SEMINAR_IMPORT_INVALID: 422,
  /** An upload whose content is not what its name and content type claim (a notice that is no PDF); fieldErrors name the field. */
  FILE_CONTENT_INVALID: 422,
  BOOST_NOT_BOOKABLE: 422,
  BOOST_DAYS_INVALID: 422,
  BOOST_PAST_COURSE_START: 422,
  BOOST_START_INVALID: 422,
  BOOST_ALREADY_CONFIRMED: 409,
  SEMINAR_NOT_ENDED: 409,
  NOT_A_PARTICIPANT: 409,
  /** Paperwork (issue 46): a document that would assert what is not true. */
  WORK_STATE_UNKNOWN: 409,
  NO_LAW_IN_STATE: 409,
  RECOGNITION_MISSING: 409,
  RECOGNITION_EXPIRED: 409,
  RECOGNITION_INCOMPLETE: 409,
  NO_ATTENDANCE: 409,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof errorStatus;
export const errorCodes = Object.keys(errorStatus) as ErrorCode[];

/**
 * The envelope's `code`: an error code, or the seed's one numeric answer, seminar rule 14 (an
 * edit of a locked start date, 409). Server and client both speak of codes in this one type.
 */
export type ApiErrorCode = ErrorCode | typeof SEMINAR_START_DATE_LOCKED;

/** The HTTP status an error code answers with. */
export const statusOfError = (code: ApiErrorCode): number =>
  code === SEMINAR_START_DATE_LOCKED ? 409 : errorStatus[code];

/**
 * The failure half of the envelope: what every error answer is and what the OpenAPI document
 * declares for each error status. `fieldErrors` maps a field name to a validation message key.
 */
export const apiFailureSchema = z
  .object({
    success: z.literal(false),
    /** An error code, or a seminar rule code where one rule is the whole failure (14: start date locked). */
    code: z.union([z.enum(errorCodes as [ErrorCode, ...ErrorCode[]]), z.literal(SEMINAR_START_DATE_LOCKED)]),
    message: z.string().meta({ description: "Human-readable, in the caller's language (Accept-Language)" }),
    fieldErrors: z
      .record(z.string(), z.string())
      .optional()
      .meta({ description: 'Field name → validation key (texts: validation.<key>)' }),
    codes: z.array(z.number().int()).optional().meta({ description: 'Seminar rule codes (SEMINAR_RULES)' }),
    params: z
      .record(z.string(), z.union([z.string(), z.number()]))
      .optional()
      .meta({ description: 'Values the message was filled with (e.g. `count` for LOCATION_IN_USE)' }),
  })
  .meta({ description: 'The failure envelope (DESIGN §5)' });
export type ApiFailure = z.infer<typeof apiFailureSchema>;
