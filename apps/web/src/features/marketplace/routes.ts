/**
 * The public marketplace routes (no sign-in, no dashboard layout), mounted at /marketplace by the
 * app, and the marketplace frame for public pages of other features (the participant's reply page).
 */
import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../lib/navigation';

/** The marketplace's header and footer around `children`; page titles name the marketplace. */
export const marketplaceFrame = (children: RouteObject[], path?: string): RouteObject => ({
  path,
  handle: { siteKey: 'marketplace.brand' } satisfies RouteHandle,
  lazy: () => import('./components/marketplace-layout').then((m) => ({ Component: m.MarketplaceLayout })),
  children,
});

export const marketplaceRoutes: RouteObject[] = [
  marketplaceFrame(
    [
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
    'marketplace',
  ),
];
