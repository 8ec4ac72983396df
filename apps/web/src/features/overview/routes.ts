/** Overview routes and sidebar entries, mounted by the app inside the guarded dashboard layout. */
import type { RouteObject } from 'react-router';
import type { NavItem, RouteHandle } from '../../lib/navigation';
import { LayoutDashboard } from 'lucide-react';

export const overviewRoutes: RouteObject[] = [
  {
    index: true,
    handle: {
      titleKey: 'titles.overview',
      // At start-up the page's module is on its way already (app/router.ts); its queries start with it.
      prefetch: (queryClient) => void import('./overview-page').then((m) => m.prefetchOverview(queryClient)),
    } satisfies RouteHandle,
    lazy: () => import('./overview-page').then((m) => ({ Component: m.OverviewPage })),
  },
];

export const overviewNav: NavItem[] = [
  { to: '/', labelKey: 'nav.overview', end: true, order: 10, icon: LayoutDashboard },
];
