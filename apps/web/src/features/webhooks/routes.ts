/** The webhooks screen under settings (inside the dashboard). */
import type { RouteObject } from 'react-router';

export const webhooksRoutes: RouteObject[] = [
  {
    path: 'settings/webhooks',
    handle: { titleKey: 'titles.webhooks' },
    lazy: () => import('./components/webhooks-page').then((m) => ({ Component: m.WebhooksPage })),
  },
];
