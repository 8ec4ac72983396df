/** Seminar routes and sidebar entries, mounted by the app inside the guarded dashboard layout. */
import type { RouteObject } from 'react-router';
import type { NavItem } from '../../lib/navigation';
import { GraduationCap } from 'lucide-react';

export const seminarsRoutes: RouteObject[] = [
  {
    path: 'seminars',
    children: [
      {
        index: true,
        handle: { titleKey: 'titles.seminars' },
        lazy: () => import('./components/seminar-list-page').then((m) => ({ Component: m.SeminarListPage })),
      },
      {
        path: 'create',
        handle: { titleKey: 'titles.seminarCreate' },
        lazy: () => import('./components/seminar-form-page').then((m) => ({ Component: m.SeminarCreatePage })),
      },
      {
        path: 'import',
        handle: { titleKey: 'titles.seminarImport' },
        lazy: () => import('./components/seminar-import-page').then((m) => ({ Component: m.SeminarImportPage })),
      },
      {
        path: 'edit',
        handle: { titleKey: 'titles.seminarEdit' },
        lazy: () => import('./components/seminar-form-page').then((m) => ({ Component: m.SeminarEditPage })),
      },
    ],
  },
];

export const seminarsNav: NavItem[] = [{ to: '/seminars', labelKey: 'nav.seminars', order: 20, icon: GraduationCap }];
