/**
 * The language dropdown (seed §1). Saves the choice on this device and, when signed in,
 * as the user's language on the server — except with `remember={false}` (the public
 * marketplace), where the choice lasts for this visit only and nothing is stored.
 */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { languages, type Language } from '@bu/contracts';
import { api } from '../../lib/api-client';
import { endpoints } from '../../lib/endpoints';
import { changeLanguage, currentLanguage, i18n, isLanguage } from '../../lib/i18n';
import { getSession, isLoggedIn, setSessionUser } from '../../lib/session';
import { toast } from '../../lib/toast';
import './language-select.css';

async function selectLanguage(language: Language, { remember = true } = {}) {
  await changeLanguage(language, { remember });
  if (!remember || !isLoggedIn()) return;
  try {
    await api.call(endpoints.setLanguage, { body: { language } });
    const { user } = getSession();
    if (user) setSessionUser({ ...user, language });
  } catch {
    toast.error(i18n.t('language.saveFailed'));
  }
}

export function LanguageSelect({ className, remember = true }: { className?: string; remember?: boolean }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className={['language-select', className].filter(Boolean).join(' ')}>
      <label htmlFor={id}>{t('language.label')}</label>
      <select
        id={id}
        value={currentLanguage()}
        onChange={(event) => {
          if (isLanguage(event.target.value)) void selectLanguage(event.target.value, { remember });
        }}
      >
        {languages.map((language) => (
          <option key={language} value={language} lang={language}>
            {t(`language.names.${language}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
