/**
 * Shown when a route fails to render or load: a calm way back. A part of the app that could not
 * be fetched (offline before the service worker cached it, or replaced by a new version) says so
 * in words instead of "something went wrong". `RouteError` stands for the whole page; inside the
 * dashboard `ScreenError` takes only the screen's place, so the navigation and the offline banner stay.
 */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { RefreshCw } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { isChunkLoadError } from '../../lib/chunk-error';
import { useOnline } from '../../lib/online';
import './auth-layout.css';

function ErrorCard({ headingId }: { headingId?: string }) {
  const { t } = useTranslation();
  const error = useRouteError();
  const online = useOnline();
  useEffect(() => {
    console.error(error);
  }, [error]);
  const notLoaded = isChunkLoadError(error);
  return (
    <div className="card auth-card" role="alert">
      <h1 id={headingId}>{notLoaded && !online ? t('offline.heading') : t('errorPage.heading')}</h1>
      <p className="lead">
        {notLoaded ? t(online ? 'errorPage.notLoaded' : 'errorPage.notLoadedOffline') : t('errors.INTERNAL')}
      </p>
      <Button variant="primary" icon={RefreshCw} onClick={() => window.location.reload()}>
        {t('errorPage.reload')}
      </Button>
    </div>
  );
}

export function RouteError() {
  return (
    <main id="main" tabIndex={-1} className="auth-layout__main">
      <ErrorCard />
    </main>
  );
}

export function ScreenError() {
  return <ErrorCard />;
}
