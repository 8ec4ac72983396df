/**
 * i18next in the server renderer (entry-server.tsx): both languages with every text at once, the
 * same options and the same merge of the feature texts as in the browser (lib/i18n.ts), so a
 * server-rendered page says exactly what the hydrating browser says.
 */
import { initReactI18next } from 'react-i18next';
import { defaultLanguage, languages } from '@bu/contracts';
import { i18n, i18nOptions, loadFeatureTexts } from './i18n';
import de from './locales/de';
import en from './locales/en';

export async function initServerI18n() {
  if (!i18n.isInitialized) {
    await i18n.use(initReactI18next).init({
      ...i18nOptions,
      lng: defaultLanguage,
      resources: { de: { translation: de }, en: { translation: en } },
      initAsync: false,
    });
  }
  await Promise.all(languages.map((language) => loadFeatureTexts(language)));
}
