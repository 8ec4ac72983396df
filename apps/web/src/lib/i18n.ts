/**
 * Translations. German is the default, English the alternative (seed §1). The app's own
 * texts come from src/locales; the `errors` and `validation` sections come from
 * @bu/contracts so the server and the client say the same thing.
 */
import i18next, { type ParseKeys } from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { defaultLanguage, languages, type Language } from '@bu/contracts';
import type { Messages } from './locales/merge';

/**
 * The app loads only the active language, and of it first only what the sign-in screens and the
 * app's frame need (lib/locales/<language>.ts), fetched by i18next's backend when the language is
 * first used. The texts of every other screen (lib/locales/<language>-features.ts) are added by
 * `loadFeatureTexts`, which the routes beyond sign-in await (app/routes.tsx).
 */
type Loader = () => Promise<{ default: Messages }>;
const loaders: Record<Language, Loader> = {
  de: () => import('./locales/de'),
  en: () => import('./locales/en'),
};
const featureLoaders: Record<Language, Loader> = {
  de: () => import('./locales/de-features'),
  en: () => import('./locales/en-features'),
};

/** A key of the German texts (src/i18next.d.ts), for keys held in data (nav items, route titles). */
export type TranslationKey = ParseKeys;

export const LANGUAGE_STORAGE_KEY = 'bu_language';

export const i18n = i18next;

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}

/** The first of the browser's preferred languages we speak (a first visit follows the browser). */
export function browserLanguage(
  preferred: readonly string[] = typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]),
): Language {
  for (const tag of preferred) {
    const base = tag?.toLowerCase().split('-')[0];
    if (isLanguage(base)) return base;
  }
  return defaultLanguage;
}

export function storedLanguage(): Language {
  try {
    const stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(stored) ? stored : browserLanguage();
  } catch {
    return browserLanguage();
  }
}

export function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : defaultLanguage;
}

const featuresAdded = new Map<Language, Promise<void>>();

/**
 * Adds the language's texts of the screens beyond sign-in (once; again after a failed fetch).
 * From then on a language switch brings them along for the new language.
 */
export function loadFeatureTexts(language: Language = currentLanguage()): Promise<void> {
  let added = featuresAdded.get(language);
  if (!added) {
    // The core texts first: i18next's backend would skip a language that already has a bundle.
    added = Promise.all([i18n.loadLanguages(language), featureLoaders[language]()]).then(([, texts]) => {
      i18n.addResourceBundle(language, 'translation', texts.default, true, false);
    });
    added.catch(() => featuresAdded.delete(language));
    featuresAdded.set(language, added);
  }
  return added;
}

/** A route loader for screens beyond sign-in: they render once their texts are there. */
export async function featureTextsLoader() {
  await loadFeatureTexts();
  return null;
}

/** i18next's switch, with the feature texts of the new language once any screen needed them. */
async function switchTo(language: Language) {
  if (featuresAdded.size > 0) await loadFeatureTexts(language);
  await i18n.changeLanguage(language);
}

/**
 * Switches the UI language and updates <html lang>; remembers it on this device unless
 * `remember` is false (the public marketplace and the participant's reply page store nothing).
 */
export async function changeLanguage(language: Language, { remember = true } = {}) {
  if (remember) {
    try {
      localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
    } catch {
      // Storage blocked: the choice lasts for this page.
    }
  }
  await switchTo(language);
}

/**
 * Starts fetching a language's texts early (start-up), with the feature texts when the first
 * screen is not a sign-in screen; i18next's backend and `loadFeatureTexts` then get them from the
 * module cache.
 */
export function preloadTexts(language: Language = startLanguage(), { features = false } = {}) {
  void loaders[language]().catch(() => undefined);
  if (features) void featureLoaders[language]().catch(() => undefined);
}

/** Resolves once i18next has the active language's texts (the start-up's translations plugin). */
export function textsReady(): Promise<void> {
  if (i18n.isInitialized) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      i18n.off('initialized', done);
      resolve();
    };
    i18n.on('initialized', done);
  });
}

/** i18next's options in the browser and in the server renderer (lib/i18n-server.ts). */
export const i18nOptions = {
  // No fallback language: it would load a second locale, and both are complete (locales.test.ts).
  fallbackLng: false,
  supportedLngs: [...languages],
  interpolation: { escapeValue: false },
  returnNull: false,
} as const;

/**
 * The language of the first screen: a page the server rendered (entry-server.tsx) is hydrated in
 * the language it was written in; otherwise the stored choice or the browser's.
 */
export function startLanguage(): Language {
  const rendered = typeof document === 'undefined' ? undefined : document.getElementById('root')?.dataset.language;
  return isLanguage(rendered) ? rendered : storedLanguage();
}

/** Initialises i18next with the language's texts loaded; safe to call more than once. */
export async function initI18n(language: Language = startLanguage()) {
  if (!i18n.isInitialized) {
    i18n.on('languageChanged', (lng) => {
      if (typeof document !== 'undefined') document.documentElement.lang = lng;
    });
    await i18n
      .use(
        resourcesToBackend((lng: string) => loaders[isLanguage(lng) ? lng : defaultLanguage]().then((m) => m.default)),
      )
      .use(initReactI18next)
      .init({ ...i18nOptions, lng: language });
  } else if (i18n.language !== language) {
    await switchTo(language);
  }
  if (typeof document !== 'undefined') document.documentElement.lang = i18n.language;
}

/** Translates a validation key from a zod schema or a server `fieldErrors` entry. */
export function validationMessage(key: string, values: Record<string, string | number> = {}): string {
  return i18n.t(`validation.${key}`, {
    ...values,
    defaultValue: i18n.t('validation.invalid'),
  });
}
