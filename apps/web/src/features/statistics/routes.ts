/** Statistics route and sidebar entry, mounted by the app inside the guarded dashboard layout. */
import { ChartColumn } from 'lucide-react';
import type { RouteObject } from 'react-router';
import type { NavItem } from '../../lib/navigation';

export const statisticsRoutes: RouteObject[] = [
  {
    path: 'statistics',
    handle: { titleKey: 'titles.statistics' },
    lazy: () => import('./components/statistics-page').then((m) => ({ Component: m.StatisticsPage })),
  },
];

export const statisticsNav: NavItem[] = [
  { to: '/statistics', labelKey: 'nav.statistics', order: 50, icon: ChartColumn },
];
