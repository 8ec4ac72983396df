/** Lead routes and sidebar entry, mounted by the app inside the guarded dashboard layout. */
import type { RouteObject } from 'react-router';
import type { NavItem } from '../../lib/navigation';
import { useUnreadCounts } from '../conversations';
import { Inbox } from 'lucide-react';

export const leadsRoutes: RouteObject[] = [
  {
    path: 'leads',
    children: [
      {
        index: true,
        handle: { titleKey: 'titles.leads' },
        lazy: () => import('./components/lead-list-page').then((m) => ({ Component: m.LeadListPage })),
      },
      {
        path: 'new',
        handle: { titleKey: 'titles.leadCreate' },
        lazy: () => import('./components/lead-form-page').then((m) => ({ Component: m.LeadFormPage })),
      },
      {
        path: ':id',
        handle: { titleKey: 'titles.lead' },
        lazy: () => import('./components/lead-detail-page').then((m) => ({ Component: m.LeadDetailPage })),
      },
    ],
  },
];

const useUnreadLeads = () => useUnreadCounts().data?.leads;

export const leadsNav: NavItem[] = [
  {
    to: '/leads',
    labelKey: 'nav.leads',
    order: 30,
    icon: Inbox,
    badge: { useCount: useUnreadLeads, labelKey: 'leads.nav.unread' },
  },
];
