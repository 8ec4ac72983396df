/**
 * The guard of every dashboard route (DESIGN §6). Not signed in → /auth/login with the
 * full original path (path, query and hash) as `redirect`. The loader stops child loaders
 * and chunks before they run; the component catches a sign-out while on the page and
 * keeps the hash, which loaders never see.
 */
import { Navigate, Outlet, redirect, useLocation } from 'react-router';
import { loginPathFor } from '../../lib/safe-redirect';
import { isLoggedIn, useSession } from '../../lib/session';

export function requireAuthLoader({ request }: { request: Request }) {
  if (isLoggedIn()) return null;
  const url = new URL(request.url);
  let path = `${url.pathname}${url.search}`;
  // On a first page load the browser still shows the requested URL, hash included.
  if (
    typeof window !== 'undefined' &&
    window.location.pathname === url.pathname &&
    window.location.search === url.search
  ) {
    path += window.location.hash;
  }
  throw redirect(loginPathFor(path));
}

export function RequireAuth() {
  const { token } = useSession();
  const location = useLocation();
  if (!token) return <Navigate to={loginPathFor(`${location.pathname}${location.search}${location.hash}`)} replace />;
  return <Outlet />;
}
