/** The living style guide at /playground (signed-in only; not in the sidebar). */
import type { RouteObject } from 'react-router';

export const playgroundRoutes: RouteObject[] = [
  {
    path: 'playground',
    handle: { titleKey: 'playground.heading' },
    lazy: () =>
      import('./playground-page').then((m) => ({
        Component: m.PlaygroundPage,
      })),
  },
];
