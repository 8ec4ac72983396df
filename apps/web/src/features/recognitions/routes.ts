/** The provider-level recognitions route and sidebar entry, mounted inside the guarded dashboard layout. */
import type { RouteObject } from 'react-router';
import type { NavItem } from '../../lib/navigation';
import { BadgeCheck } from 'lucide-react';

export const recognitionsRoutes: RouteObject[] = [
  {
    path: 'recognitions',
    handle: { titleKey: 'titles.recognitions' },
    lazy: () => import('./components/recognitions-page').then((m) => ({ Component: m.RecognitionsPage })),
  },
];

export const recognitionsNav: NavItem[] = [
  { to: '/recognitions', labelKey: 'nav.recognitions', order: 65, icon: BadgeCheck },
];
