/**
 * The 429 message that matches the wait: the seed's "a few seconds" text for short waits,
 * "try again in N minutes" when the wait is longer (Retry-After in seconds).
 */
import { errorMessage, textsIn, type Language } from './i18n';

/** Waits up to this many seconds are "a few seconds". */
export const RATE_LIMIT_FEW_SECONDS = 60;

export function rateLimitMessage(retryAfterSeconds: number, language: Language): string {
  if (retryAfterSeconds <= RATE_LIMIT_FEW_SECONDS) return errorMessage('RATE_LIMITED', language);
  return textsIn(language)('counts.retryInMinutes', { count: Math.ceil(retryAfterSeconds / 60) });
}
