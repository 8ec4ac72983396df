/** Error codes of the API envelope (DESIGN §5) and the HTTP status each one travels with. */

export const errorStatus = {
  VALIDATION_FAILED: 400,
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  INVALID_CREDENTIALS: 401,
  EMAIL_NOT_VERIFIED: 403,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  LINK_EXPIRED: 410,
  PAYLOAD_TOO_LARGE: 413,
  SEMINAR_RULES: 422,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof errorStatus;
export const errorCodes = Object.keys(errorStatus) as ErrorCode[];

/** The failure half of the envelope. `fieldErrors` maps a field name to a validation message key. */
export interface ApiFailure {
  success: false;
  code: ErrorCode | number;
  message: string;
  fieldErrors?: Record<string, string>;
  codes?: number[];
}
