/**
 * Service-worker prompts (seed §1). "Ready to work offline" is a small toast that hides by
 * itself. "New version – reload" stays until answered, as a bar at the top of the page in
 * the normal flow, so it never covers a form's actions.
 *
 * The service worker is registered once the first screen has painted and the browser is idle:
 * its script and the worker's start would otherwise compete with the first screen
 * (bench/RESULTS.md).
 */
import { useEffect, useState } from 'react';
import { RefreshCw } from 'lucide-react';
import { useRegisterSW } from 'virtual:pwa-register/react';
import { useTranslation } from 'react-i18next';
import { whenIdle } from '../../lib/idle';
import { toast } from '../../lib/toast';
import { Button } from './button';
import './pwa-prompt.css';

export function PwaPrompt() {
  const [registering, setRegistering] = useState(false);
  useEffect(() => whenIdle(() => setRegistering(true)), []);
  return (
    <div role="status" aria-live="polite">
      {registering ? <ServiceWorkerPrompts /> : null}
    </div>
  );
}

function ServiceWorkerPrompts() {
  const { t } = useTranslation();
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW({
    onOfflineReady() {
      toast.info(t('pwa.offlineReady'));
    },
    onRegisterError(error) {
      console.error('Service worker registration failed', error);
    },
  });

  return needRefresh ? (
    <section className="pwa-bar" aria-label={t('pwa.label')}>
      <p>{t('pwa.needRefresh')}</p>
      <div className="pwa-bar__actions">
        <Button variant="primary" size="sm" icon={RefreshCw} onClick={() => void updateServiceWorker(true)}>
          {t('pwa.reload')}
        </Button>
        <Button variant="ghost" size="sm" onClick={() => setNeedRefresh(false)}>
          {t('pwa.later')}
        </Button>
      </div>
    </section>
  ) : null;
}
