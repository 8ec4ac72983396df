/**
 * The bar that says the app is offline (ADR 021): what is on screen is the data last loaded,
 * read-only, and saving needs a connection. Save buttons point to it (`OFFLINE_BANNER_ID`).
 */
import { WifiOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useOnline } from '../../lib/online';
import './offline-banner.css';

export const OFFLINE_BANNER_ID = 'offline-banner';

export function OfflineBanner() {
  const { t } = useTranslation();
  const online = useOnline();
  return (
    <div role="status" aria-live="polite">
      {online ? null : (
        <section id={OFFLINE_BANNER_ID} className="offline-bar" aria-label={t('offline.label')}>
          <WifiOff aria-hidden="true" size={18} className="offline-bar__icon" />
          <p>
            <strong>{t('offline.heading')}</strong> {t('offline.readOnly')}
          </p>
        </section>
      )}
    </div>
  );
}
