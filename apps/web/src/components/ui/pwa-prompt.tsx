/**
 * Service-worker prompts (seed §1): "ready to work offline" and "new version – reload".
 * A polite live region, dismissible, never blocking the page.
 */
import { useRegisterSW } from 'virtual:pwa-register/react';
import { useTranslation } from 'react-i18next';

export function PwaPrompt() {
  const { t } = useTranslation();
  const {
    offlineReady: [offlineReady, setOfflineReady],
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW({
    onRegisterError(error) {
      console.error('Service worker registration failed', error);
    },
  });

  const close = () => {
    setOfflineReady(false);
    setNeedRefresh(false);
  };

  return (
    <div className="pwa-prompt-region" role="status" aria-live="polite">
      {offlineReady || needRefresh ? (
        <section className="pwa-prompt" aria-label={t('pwa.label')}>
          <p>{needRefresh ? t('pwa.needRefresh') : t('pwa.offlineReady')}</p>
          <div className="pwa-prompt__actions">
            {needRefresh ? (
              <button type="button" className="button button--primary" onClick={() => void updateServiceWorker(true)}>
                {t('pwa.reload')}
              </button>
            ) : null}
            <button type="button" className="button button--secondary" onClick={close}>
              {t('common.close')}
            </button>
          </div>
        </section>
      ) : null}
    </div>
  );
}
