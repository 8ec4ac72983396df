/** The public marketplace routes (no sign-in, no dashboard layout), mounted at /marketplace by the app. */
import type { RouteObject } from 'react-router';

export const marketplaceRoutes: RouteObject[] = [
  {
    path: 'marketplace',
    lazy: () => import('./components/marketplace-layout').then((m) => ({ Component: m.MarketplaceLayout })),
    children: [
      {
        index: true,
        handle: { titleKey: 'titles.marketplace' },
        lazy: () => import('./components/search-page').then((m) => ({ Component: m.SearchPage })),
      },
      {
        path: 'seminars/:slug',
        handle: { titleKey: 'titles.marketplaceSeminar' },
        lazy: () => import('./components/seminar-page').then((m) => ({ Component: m.SeminarPage })),
      },
      {
        path: 'ranking',
        handle: { titleKey: 'titles.marketplaceRanking' },
        lazy: () => import('./components/ranking-page').then((m) => ({ Component: m.RankingPage })),
      },
      {
        path: 'providers/:slug',
        handle: { titleKey: 'titles.marketplaceProvider' },
        lazy: () => import('./components/provider-page').then((m) => ({ Component: m.ProviderPage })),
      },
    ],
  },
];
