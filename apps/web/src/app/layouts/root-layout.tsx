/** The root of every page: skip link, navigation effects, then the chosen layout. */
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { NavigationEffects } from '../navigation-effects';

export function RootLayout() {
  const { t } = useTranslation();
  return (
    <>
      <a className="skip-link" href="#main">
        {t('app.skipToContent')}
      </a>
      <NavigationEffects />
      <Outlet />
    </>
  );
}
