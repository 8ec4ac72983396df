/** Country names in the UI language for the country selects (sign-up, profile, settings, locations); Germany first. */
import countries from 'i18n-iso-countries';
import deNames from 'i18n-iso-countries/langs/de.json';
import enNames from 'i18n-iso-countries/langs/en.json';
import type { Language } from '@bu/contracts';

countries.registerLocale(deNames);
countries.registerLocale(enNames);

export const DEFAULT_COUNTRY = 'DE';

export function countryOptions(language: Language): { code: string; name: string }[] {
  const names = countries.getNames(language, { select: 'official' });
  const collator = new Intl.Collator(language);
  const options = Object.entries(names)
    .map(([code, name]) => ({ code, name }))
    .sort((a, b) => collator.compare(a.name, b.name));
  const germany = options.findIndex((option) => option.code === DEFAULT_COUNTRY);
  if (germany > 0) options.unshift(...options.splice(germany, 1));
  return options;
}
