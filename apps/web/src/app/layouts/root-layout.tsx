/**
 * The root of every page: skip link, the PWA prompt and the offline banner (not on the public
 * marketplace), navigation effects, then the chosen layout.
 */
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { OfflineBanner } from '../../components/ui/offline-banner';
import { PwaPrompt } from '../../components/ui/pwa-prompt';
import { NavigationEffects } from '../navigation-effects';

/**
 * The public marketplace and the participant's reply page register no service worker (and so
 * show none of the app's offline or update prompts): they store nothing on a visitor's device
 * (docs/privacy.md). Everything else — the dashboard and its account screens — is the app.
 */
const isPublicMarketplace = (pathname: string) => /^\/(marketplace|reply)(\/|$)/.test(pathname);

export function RootLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <>
      <a className="skip-link" href="#main">
        {t('app.skipToContent')}
      </a>
      {/* First in the page flow: the reload prompt pushes the app down instead of covering it. */}
      {isPublicMarketplace(pathname) ? null : (
        <>
          <PwaPrompt />
          <OfflineBanner />
        </>
      )}
      <NavigationEffects />
      <Outlet />
    </>
  );
}
