/** The browser router and what the API client does after a 401 (back to login, then back here). */
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { setUnauthorizedHandler } from '../lib/api-client';
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
 * Starts fetching the code of the first screen (its lazy route modules) while the start-up
 * plugins run, so the page's chunks arrive in parallel with the texts and the session check
 * instead of after them (bench/RESULTS.md). Nothing runs early: the router loads the same
 * modules from the module cache when it navigates. A guarded screen is prefetched only with a
 * stored session (without one the guard sends to the login page).
 */
export function prefetchFirstScreen(location: { pathname: string }, tree: RouteObject[] = routes) {
  for (const match of matchRoutes(tree, location.pathname) ?? []) {
    if (match.route.id === 'dashboard' && !isLoggedIn()) return;
    const lazy = match.route.lazy;
    if (typeof lazy === 'function') void lazy().catch(() => undefined);
  }
}
