/** Boost routes (seed §2): booking with booking overview, and the success page. */
import type { RouteObject } from 'react-router';

export const boostsRoutes: RouteObject[] = [
  {
    path: 'seminars/boost',
    children: [
      {
        index: true,
        handle: { titleKey: 'titles.boost' },
        lazy: () => import('./components/boost-page').then((m) => ({ Component: m.BoostPage })),
      },
      {
        path: 'success',
        handle: { titleKey: 'titles.boostSuccess' },
        lazy: () => import('./components/boost-success-page').then((m) => ({ Component: m.BoostSuccessPage })),
      },
    ],
  },
];
