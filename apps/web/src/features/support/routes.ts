/** The /support route and its sidebar entry (shown to superadmins only), inside the guarded layout. */
import { LifeBuoy } from 'lucide-react';
import type { RouteObject } from 'react-router';
import type { NavItem } from '../../lib/navigation';

export const supportRoutes: RouteObject[] = [
  {
    path: 'support',
    handle: { titleKey: 'titles.support' },
    lazy: () => import('./components/support-page').then((m) => ({ Component: m.SupportPage })),
  },
];

export const supportNav: NavItem[] = [
  { to: '/support', labelKey: 'nav.support', order: 90, icon: LifeBuoy, superadminOnly: true },
];
