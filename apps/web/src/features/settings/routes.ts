/** The settings route and sidebar entry, mounted inside the guarded dashboard layout. */
import type { RouteObject } from 'react-router';
import { featureTextsLoader } from '../../lib/i18n';
import type { NavItem } from '../../lib/navigation';
import { Settings } from 'lucide-react';

export const settingsRoutes: RouteObject[] = [
  {
    path: 'settings',
    handle: { titleKey: 'titles.settings' },
    lazy: () => import('./components/settings-page').then((m) => ({ Component: m.SettingsPage })),
  },
];

/** Public (under /auth, mounted by the app beside the account screens): an invited team member accepts the invitation. */
export const acceptInvitationRoute: RouteObject = {
  path: 'accept-invitation',
  handle: { titleKey: 'titles.acceptInvitation' },
  // Under /auth, but its texts are the team's (settings).
  loader: featureTextsLoader,
  lazy: () => import('./components/accept-invitation-page').then((m) => ({ Component: m.AcceptInvitationPage })),
};

export const settingsNav: NavItem[] = [{ to: '/settings', labelKey: 'nav.settings', order: 80, icon: Settings }];
