/** Defect 12: a first visit follows the browser's language; a stored choice wins. */
import { afterEach, describe, expect, it } from 'vitest';
import { browserLanguage, changeLanguage, i18n, LANGUAGE_STORAGE_KEY, storedLanguage } from './i18n';

describe('language on a first visit', () => {
  afterEach(() => localStorage.clear());

  it('takes the first preferred browser language we speak, else German', () => {
    expect(browserLanguage(['en-US', 'de'])).toBe('en');
    expect(browserLanguage(['fr-FR', 'de-AT'])).toBe('de');
    expect(browserLanguage(['fr-FR'])).toBe('de');
  });

  it('prefers the stored choice', () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'de');
    expect(storedLanguage()).toBe('de');
  });
});

describe('texts loaded in two parts', () => {
  afterEach(async () => {
    await changeLanguage('de', { remember: false });
  });

  it('brings the feature texts along when the language changes once any screen needed them', async () => {
    // The test setup loaded the German feature texts, as a screen beyond sign-in does.
    expect(i18n.t('statistics.heading')).toBe('Statistiken');
    await changeLanguage('en', { remember: false });
    expect(i18n.t('statistics.heading')).toBe('Statistics');
  });
});
