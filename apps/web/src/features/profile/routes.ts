/** The profile route and sidebar entry, mounted inside the guarded dashboard layout. */
import type { RouteObject } from 'react-router';
import type { NavItem } from '../../lib/navigation';
import { Building2 } from 'lucide-react';

export const profileRoutes: RouteObject[] = [
  {
    path: 'profile',
    handle: { titleKey: 'titles.profile' },
    lazy: () => import('./components/profile-page').then((m) => ({ Component: m.ProfilePage })),
  },
];

export const profileNav: NavItem[] = [{ to: '/profile', labelKey: 'nav.profile', order: 70, icon: Building2 }];
