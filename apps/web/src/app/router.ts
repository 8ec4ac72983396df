/** The browser router and what the API client does after a 401 (back to login, then back here). */
import { createBrowserRouter } from 'react-router';
import { setUnauthorizedHandler } from '../lib/api-client';
import { loginPathFor } from '../lib/safe-redirect';
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
