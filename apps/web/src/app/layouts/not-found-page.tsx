/** Catch-all for unknown paths (seed §2 /{all}). */
import { useTranslation } from 'react-i18next';
import { Home } from 'lucide-react';
import { ButtonLink } from '../../components/ui/button';
import { Brand } from './brand';
import './auth-layout.css';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <div className="auth-layout">
      <header className="auth-layout__header">
        <Brand />
      </header>
      <main id="main" tabIndex={-1} className="auth-layout__main">
        <div className="card auth-card">
          <h1>{t('notFound.heading')}</h1>
          <p className="lead">{t('notFound.text')}</p>
          <ButtonLink to="/" variant="primary" icon={Home}>
            {t('notFound.home')}
          </ButtonLink>
        </div>
      </main>
    </div>
  );
}
