/**
 * Every file in src/locales/<language>/ (one per feature, e.g. `seminars.json` holding the
 * `seminars` section), merged into that language's texts. Read synchronously by the locale tests
 * only: a module of its own, so that no app module imports every locale file (the bundler would
 * put them in the entry chunk beside lib/i18n.ts).
 */
import type { Language } from '@bu/contracts';
import { mergeTexts, type Messages } from './merge';

const localeFiles = import.meta.glob<Messages>('../../locales/*/*.json', {
  eager: true,
  import: 'default',
});

export function localeTexts(language: Language): Messages {
  return Object.entries(localeFiles)
    .filter(([path]) => path.includes(`/locales/${language}/`))
    .reduce<Messages>((all, [, messages]) => mergeTexts(all, messages), {});
}

export const localeFileNames = (language: Language) =>
  Object.keys(localeFiles)
    .filter((path) => path.includes(`/locales/${language}/`))
    .map((path) => path.split('/').pop()!)
    .sort();
