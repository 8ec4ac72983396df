/**
 * Translations. German is the default, English the alternative (seed §1). The app's own
 * texts come from src/locales; the `errors` and `validation` sections come from
 * @bu/contracts so the server and the client say the same thing.
 */
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { defaultLanguage, languages, sharedMessages, type Language } from '@bu/contracts';

type Messages = Record<string, unknown>;

/**
 * Every file in src/locales/<language>/ (one per feature, e.g. `seminars.json` holding the
 * `seminars` section) is merged into that language's texts.
 */
const localeFiles = import.meta.glob<Messages>('../locales/*/*.json', { eager: true, import: 'default' });

const isObject = (value: unknown): value is Messages => typeof value === 'object' && value !== null;

/** Merges sections deeply, so a feature file may add its own `titles.…` beside the app's. */
function mergeTexts(target: Messages, source: Messages): Messages {
  for (const [key, value] of Object.entries(source)) {
    const existing = target[key];
    target[key] = isObject(existing) && isObject(value) ? mergeTexts({ ...existing }, value) : value;
  }
  return target;
}

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

const de = localeTexts('de');
const en = localeTexts('en');

export const LANGUAGE_STORAGE_KEY = 'bu_language';

export const i18n = i18next;

export const resources = {
  de: { translation: { ...de, ...sharedMessages.de } },
  en: { translation: { ...en, ...sharedMessages.en } },
} as const;

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}

export function storedLanguage(): Language {
  try {
    const stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(stored) ? stored : defaultLanguage;
  } catch {
    return defaultLanguage;
  }
}

export function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : defaultLanguage;
}

/** Switches the UI language, remembers it on this device and updates <html lang>. */
export async function changeLanguage(language: Language) {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Storage blocked: the choice lasts for this page.
  }
  await i18n.changeLanguage(language);
}

/** Initialises i18next synchronously (resources are bundled); safe to call more than once. */
export async function initI18n(language: Language = storedLanguage()) {
  if (!i18n.isInitialized) {
    i18n.on('languageChanged', (lng) => {
      if (typeof document !== 'undefined') document.documentElement.lang = lng;
    });
    await i18n.use(initReactI18next).init({
      resources,
      lng: language,
      fallbackLng: defaultLanguage,
      supportedLngs: [...languages],
      interpolation: { escapeValue: false },
      returnNull: false,
      initAsync: false,
    });
  } else if (i18n.language !== language) {
    await i18n.changeLanguage(language);
  }
  if (typeof document !== 'undefined') document.documentElement.lang = i18n.language;
}

/** Translates a validation key from a zod schema or a server `fieldErrors` entry. */
export function validationMessage(key: string, values: Record<string, string | number> = {}): string {
  return i18n.t(`validation.${key}`, { ...values, defaultValue: i18n.t('validation.invalid') });
}
