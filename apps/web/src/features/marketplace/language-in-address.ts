/**
 * The marketplace keeps its language in the address (`?lang=en`), the way the server renders
 * it: links on an English page lead to English pages, and an address shared or bookmarked opens
 * in the language it was seen in. Nothing is stored on the device.
 */
import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { defaultLanguage, type Language } from '@bu/contracts';
import { isLanguage } from '../../lib/i18n';
import { inLanguage } from '../../lib/marketplace-paths';

function useVisitLanguage(): Language {
  const { i18n } = useTranslation();
  return isLanguage(i18n.language) ? i18n.language : defaultLanguage;
}

/** A marketplace path in the page's language, for links. */
export function useLocalizedPath(): (path: string) => string {
  const language = useVisitLanguage();
  return useCallback((path: string) => inLanguage(path, language), [language]);
}

/** Puts the shown language into the address when it differs (a language switch, a link without it). */
export function useLanguageInAddress(): void {
  const language = useVisitLanguage();
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const wanted = inLanguage(`${pathname}${search}`, language);
    if (wanted !== `${pathname}${search}`) void navigate(`${wanted}${hash}`, { replace: true });
  }, [language, pathname, search, hash, navigate]);
}
