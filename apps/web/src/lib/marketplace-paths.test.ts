import { describe, expect, it } from 'vitest';
import { inLanguage } from './marketplace-paths';

describe('a marketplace path in a language', () => {
  it('is plain in German and carries lang=en last in English', () => {
    expect(inLanguage('/marketplace', 'de')).toBe('/marketplace');
    expect(inLanguage('/marketplace', 'en')).toBe('/marketplace?lang=en');
    expect(inLanguage('/marketplace?state=SH&q=Rhetorik', 'en')).toBe('/marketplace?state=SH&q=Rhetorik&lang=en');
  });

  it('replaces a language the path already names, and keeps the other parameters', () => {
    expect(inLanguage('/marketplace?lang=en&state=SH', 'de')).toBe('/marketplace?state=SH');
    expect(inLanguage('/marketplace?lang=de&state=SH', 'en')).toBe('/marketplace?state=SH&lang=en');
  });
});
