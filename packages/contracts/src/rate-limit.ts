/**
 * The 429 message that matches the wait: the seed's "a few seconds" text for short waits,
 * "try again in N minutes" when the wait is longer (Retry-After in seconds).
 */
import { errorMessage, type Language } from './i18n';

/** Waits up to this many seconds are "a few seconds". */
export const RATE_LIMIT_FEW_SECONDS = 60;

const minutesText: Record<Language, Record<'one' | 'other', string>> = {
  de: { one: 'Bitte versuche es in {{n}} Minute erneut.', other: 'Bitte versuche es in {{n}} Minuten erneut.' },
  en: { one: 'Please try again in {{n}} minute.', other: 'Please try again in {{n}} minutes.' },
};

export function rateLimitMessage(retryAfterSeconds: number, language: Language): string {
  if (retryAfterSeconds <= RATE_LIMIT_FEW_SECONDS) return errorMessage('RATE_LIMITED', language);
  const n = Math.ceil(retryAfterSeconds / 60);
  const form = new Intl.PluralRules(language).select(n) === 'one' ? 'one' : 'other';
  return minutesText[language][form].replace('{{n}}', new Intl.NumberFormat(language).format(n));
}
