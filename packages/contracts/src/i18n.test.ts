import { describe, expect, it } from 'vitest';
import { errorCodes } from './errors';
import { errorMessage, pickLanguage, sharedMessages, translate } from './i18n';

describe('shared messages', () => {
  it('has the same keys in German and English', () => {
    expect(Object.keys(sharedMessages.en.errors).sort()).toEqual(Object.keys(sharedMessages.de.errors).sort());
    expect(Object.keys(sharedMessages.en.validation).sort()).toEqual(Object.keys(sharedMessages.de.validation).sort());
    expect(Object.keys(sharedMessages.en.counts).sort()).toEqual(Object.keys(sharedMessages.de.counts).sort());
  });
  it('has a text for every error code in both languages', () => {
    for (const code of errorCodes) {
      expect(errorMessage(code, 'de')).not.toBe('');
      expect(errorMessage(code, 'en')).not.toBe('');
    }
  });
  it("uses the seed's wording", () => {
    expect(errorMessage('RATE_LIMITED', 'en')).toBe('Please wait a few seconds before trying again.');
    expect(errorMessage('INTERNAL', 'en')).toBe('Something went wrong. Please try again later.');
    expect(translate('en', 'validation.passwordTooShort', { min: 6 })).toBe(
      'Your password should contain at least 6 characters',
    );
  });
  it('picks the plural form by count, in both languages', () => {
    expect(errorMessage('LOCATION_IN_USE', 'de', { count: 1 })).toMatch(/^Dieser Ort wird von 1 Seminar verwendet/);
    expect(errorMessage('LOCATION_IN_USE', 'de', { count: 3 })).toMatch(/^Dieser Ort wird von 3 Seminaren verwendet/);
    expect(errorMessage('LOCATION_IN_USE', 'en', { count: 1 })).toMatch(/^This location is used by 1 seminar and/);
    expect(errorMessage('LOCATION_IN_USE', 'en', { count: 2 })).toMatch(/^This location is used by 2 seminars and/);
    expect(errorMessage('LOCATION_IN_USE', 'de')).toMatch(/^Dieser Ort wird von Seminaren verwendet/);
    for (const language of ['de', 'en'] as const)
      expect(Object.values(sharedMessages[language].errors).join(' ')).not.toMatch(/\((en|s)\)/);
  });
  it('writes counts with the plural rules of each language', () => {
    expect(translate('de', 'counts.days', { count: 1 })).toBe('1 Tag');
    expect(translate('de', 'counts.days', { count: 0 })).toBe('0 Tage');
    expect(translate('de', 'counts.days', { count: 7 })).toBe('7 Tage');
    expect(translate('en', 'counts.days', { count: 1 })).toBe('1 day');
    expect(translate('en', 'counts.days', { count: 2 })).toBe('2 days');
    expect(translate('en', 'counts.pieces', { count: 3 })).toBe('3 pcs');
    expect(translate('de', 'counts.mailAttachmentsDropped', { count: 2 })).toMatch(/^\[Diese E-Mail hatte 2 Anhänge\./);
  });
  it('picks the language from Accept-Language, German by default', () => {
    expect(pickLanguage('en-US,en;q=0.9')).toBe('en');
    expect(pickLanguage('fr-FR,de;q=0.5')).toBe('de');
    expect(pickLanguage(undefined)).toBe('de');
  });
});
