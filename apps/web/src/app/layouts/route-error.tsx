/** Shown when a route fails to render or load (e.g. a chunk after a deploy): a calm way back. */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { RefreshCw } from 'lucide-react';
import { Button } from '../../components/ui/button';
import './auth-layout.css';

export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <main id="main" tabIndex={-1} className="auth-layout__main">
      <div className="card auth-card" role="alert">
        <h1>{t('errorPage.heading')}</h1>
        <p className="lead">{t('errors.INTERNAL')}</p>
        <Button variant="primary" icon={RefreshCw} onClick={() => window.location.reload()}>
          {t('errorPage.reload')}
        </Button>
      </div>
    </main>
  );
}
