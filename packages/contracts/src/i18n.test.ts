import { describe, expect, it } from 'vitest';
import { errorCodes } from './errors';
import { errorMessage, pickLanguage, serverMessages, sharedMessages, textsIn } from './i18n';

/** Every text's dotted key in a tree of sections (`mail.verifyEmail.subject`). */
function keysOf(node: unknown, prefix = ''): string[] {
  if (typeof node !== 'object' || node === null) return [prefix];
  return Object.entries(node).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key));
}

/** The keys one language has and the other lacks, both ways. */
function oneSided(de: unknown, en: unknown) {
  const deKeys = new Set(keysOf(de));
  const enKeys = new Set(keysOf(en));
  return {
    onlyGerman: [...deKeys].filter((key) => !enKeys.has(key)),
    onlyEnglish: [...enKeys].filter((key) => !deKeys.has(key)),
  };
}

describe('shared and server texts', () => {
  it('has every key in both languages, in every section', () => {
    // serverMessages holds the shared sections (the web app's) and the server's own.
    expect(Object.keys(serverMessages.en).sort()).toEqual(Object.keys(serverMessages.de).sort());
    expect(Object.keys(serverMessages.de)).toEqual(expect.arrayContaining(Object.keys(sharedMessages.de)));
    expect(oneSided(serverMessages.de, serverMessages.en)).toEqual({ onlyGerman: [], onlyEnglish: [] });
  });
  it('finds a key that one language lacks, at any depth', () => {
    const de = { mail: { hello: 'Hallo', invoice: { net: 'Netto' } }, counts: { days_one: 'Tag' } };
    const en = { mail: { hello: 'Hello', invoice: {} }, counts: { days_one: 'day', days_other: 'days' } };
    expect(oneSided(de, en)).toEqual({ onlyGerman: ['mail.invoice.net'], onlyEnglish: ['counts.days_other'] });
  });
  it('has no empty text', () => {
    for (const language of ['de', 'en'] as const) {
      const texts = serverMessages[language];
      for (const key of keysOf(texts)) {
        const text = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], texts);
        expect(typeof text === 'string' && text.length > 0, `${language}: ${key}`).toBe(true);
      }
    }
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
    expect(textsIn('en')('validation.passwordTooShort', { min: 6 })).toBe(
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
    const de = textsIn('de');
    const en = textsIn('en');
    expect(de('counts.days', { count: 1 })).toBe('1 Tag');
    expect(de('counts.days', { count: 0 })).toBe('0 Tage');
    expect(de('counts.days', { count: 7 })).toBe('7 Tage');
    expect(en('counts.days', { count: 1 })).toBe('1 day');
    expect(en('counts.days', { count: 2 })).toBe('2 days');
    expect(en('invoice.quantityPieces', { count: 3 })).toBe('3 pcs');
    expect(de('mail.attachmentsDropped', { count: 2 })).toMatch(/^\[Diese E-Mail hatte 2 Anhänge\./);
    expect(de('mail.inquiryDigest.subject', { count: 1 })).toBe('1 weitere Anfrage');
    expect(en('mail.inquiryDigest.subject', { count: 4 })).toBe('4 more inquiries');
  });
  it('fills values into the server texts, the words of both sides from one place', () => {
    expect(textsIn('de')('mail.hello', { name: 'Anna' })).toBe('Hallo Anna,');
    expect(textsIn('en')('mail.invitation.subject', { provider: 'Muster e. V.' })).toBe(
      'Invitation to the team of Muster e. V.',
    );
    expect(textsIn('de')('leadStage.waiting')).toBe('Reserviert');
    expect(textsIn('en')('csv.delimiter')).toBe(',');
  });
  it('picks the language from Accept-Language, German by default', () => {
    expect(pickLanguage('en-US,en;q=0.9')).toBe('en');
    expect(pickLanguage('fr-FR,de;q=0.5')).toBe('de');
    expect(pickLanguage(undefined)).toBe('de');
  });
});
