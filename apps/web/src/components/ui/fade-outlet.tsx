/** The page outlet every layout renders: the dashboard, the account screens and the marketplace. */
import { useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router';

/** Whether a page has been shown in this visit (the static shell does not count). */
let pageShown = false;

/**
 * The page outlet with the slow fade between pages (CSS; off with prefers-reduced-motion). The
 * first page of a visit has no page to fade from: it shows at once, in place of the static shell
 * (a fade from nothing would only hold back the first screen, bench/RESULTS.md). Every later
 * page fades in, also the first one of another layout (sign-in to dashboard).
 */
export function FadeOutlet() {
  const { pathname } = useLocation();
  const [first] = useState(() => (pageShown ? null : pathname));
  useEffect(() => {
    pageShown = true;
  }, []);
  return (
    <div key={pathname} className={pathname === first ? undefined : 'page-fade'}>
      <Outlet />
    </div>
  );
}
