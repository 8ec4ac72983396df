/** The locations route and sidebar entry, mounted inside the guarded dashboard layout. */
import type { RouteObject } from 'react-router';
import type { NavItem } from '../../lib/navigation';
import { MapPin } from 'lucide-react';

export const locationsRoutes: RouteObject[] = [
  {
    path: 'locations',
    handle: { titleKey: 'titles.locations' },
    lazy: () => import('./components/locations-page').then((m) => ({ Component: m.LocationsPage })),
  },
];

export const locationsNav: NavItem[] = [{ to: '/locations', labelKey: 'nav.locations', order: 60, icon: MapPin }];
