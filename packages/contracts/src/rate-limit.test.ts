import { describe, expect, it } from 'vitest';
import { rateLimitMessage } from './rate-limit';

describe('rateLimitMessage', () => {
  it("keeps the seed's text where the wait is seconds", () => {
    expect(rateLimitMessage(1, 'en')).toBe('Please wait a few seconds before trying again.');
    expect(rateLimitMessage(60, 'de')).toBe('Bitte warte ein paar Sekunden, bevor du es erneut versuchst.');
  });

  it('names the minutes where the wait is longer', () => {
    expect(rateLimitMessage(900, 'en')).toBe('Please try again in 15 minutes.');
    expect(rateLimitMessage(3600, 'de')).toBe('Bitte versuche es in 60 Minuten erneut.');
    expect(rateLimitMessage(61, 'en')).toBe('Please try again in 2 minutes.');
  });
});
