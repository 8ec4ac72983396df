/** The browser router and what the API client does after a 401 (back to login, then back here). */
import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { setUnauthorizedHandler } from '../lib/api-client';
import { textsReady } from '../lib/i18n';
import type { RouteHandle } from '../lib/navigation';
import { loginPathFor } from '../lib/safe-redirect';
import { isLoggedIn } from '../lib/session';
import { routes } from './routes';

export type AppRouter = ReturnType<typeof createBrowserRouter>;

export function createAppRouter(): AppRouter {
  const router = createBrowserRouter(routes);
  setUnauthorizedHandler(() => {
    const { pathname, search, hash } = router.state.location;
    if (pathname.startsWith('/auth/')) return;
    void router.navigate(loginPathFor(`${pathname}${search}${hash}`), { replace: true });
  });
  return router;
}

/** Resolves once the router has finished its first navigation (loaders and lazy routes). */
export function routerReady(router: AppRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (state.initialized) {
        unsubscribe();
        resolve();
      }
    });
  });
}

/**
 * Starts loading the first screen while the start-up plugins run, so it arrives beside the texts
 * and the session check instead of after them (bench/RESULTS.md): its code (the lazy route
 * modules, only fetched: the router runs them from the module cache when it navigates) at once,
 * and its data (the routes' `handle.prefetch`) as soon as the texts are in, since answers follow
 * the UI language. A guarded screen is loaded only with a stored session (without one the guard
 * sends to the login page); if that session has expired, the data's 401 signs out as any call's would.
 */
export function prefetchFirstScreen(
  location: { pathname: string },
  {
    queryClient,
    texts = textsReady(),
    tree = routes,
  }: { queryClient: QueryClient; texts?: Promise<void>; tree?: RouteObject[] },
) {
  const prefetches: NonNullable<RouteHandle['prefetch']>[] = [];
  for (const match of matchRoutes(tree, location.pathname) ?? []) {
    if (match.route.id === 'dashboard' && !isLoggedIn()) return;
    const lazy = match.route.lazy;
    if (typeof lazy === 'function') void lazy().catch(() => undefined);
    const prefetch = (match.route.handle as RouteHandle | undefined)?.prefetch;
    if (prefetch) prefetches.push(prefetch);
  }
  void texts.then(() => {
    for (const prefetch of prefetches) {
      try {
        prefetch(queryClient);
      } catch (error) {
        // Only a head start: the screen's own queries load the data anyway.
        console.error('Could not prefetch', error);
      }
    }
  });
}
