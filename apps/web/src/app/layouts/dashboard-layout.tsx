/**
 * The signed-in shell. Wide screens: a sidebar (new seminar, navigation from `navItems`,
 * logout, language, user) beside the page. Narrow screens (< 64rem): a top bar with a menu
 * button that opens the same sidebar as a drawer (./drawer: focus trapped, Escape and the
 * overlay close it, and any route change closes it).
 */
import { LogOut, Menu, Plus } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation, useNavigate } from 'react-router';
import { Button, ButtonLink } from '../../components/ui/button';
import { LanguageSelect } from '../../components/ui/language-select';
import { LoadBoundary } from '../../components/ui/load-boundary';
import { authApi } from '../../features/auth';
import { SupportBanner } from '../../features/support';
import { whenIdle } from '../../lib/idle';
import { useMediaQuery } from '../../lib/media-query';
import type { NavBadge } from '../../lib/navigation';
import { logout, useSession } from '../../lib/session';
import { navItems } from '../nav';
import { FadeOutlet } from '../../components/ui/fade-outlet';
import { CountBadge } from '../../components/ui/badge';
import { Brand } from './brand';
import './dashboard-layout.css';

/** Where the sidebar shows beside the page (dashboard-layout.css hides it below 64rem). */
const WIDE = '(min-width: 64rem)';
/** Fetches the drawer's code ahead (a failure offline shows when the drawer is opened, not here). */
const loadDrawer = () => import('./drawer').catch(() => undefined);
const lazyDrawer = () => lazy(() => import('./drawer'));

export function DashboardLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const [drawerPath, setDrawerPath] = useState(pathname);
  const wide = useMediaQuery(WIDE);
  // A new lazy component for each try: React keeps a failed import's error for good (LoadBoundary).
  const [Drawer, setDrawer] = useState(lazyDrawer);
  // On a phone the drawer is the only navigation: fetched once the first screen is up, it is there
  // when the connection drops before a service worker has cached it.
  useEffect(() => (wide ? undefined : whenIdle(() => void loadDrawer())), [wide]);
  if (drawerPath !== pathname) {
    // A route change closes the drawer (also for links that did not come from the drawer).
    setDrawerPath(pathname);
    setDrawerOpen(false);
  }

  return (
    <div className="dashboard-layout">
      <header className="topbar">
        <Button
          ref={menuButton}
          variant="ghost"
          icon={Menu}
          iconOnly
          className="topbar__menu"
          aria-label={t('ui.openMenu')}
          aria-haspopup="dialog"
          aria-expanded={drawerOpen}
          onPointerEnter={() => void loadDrawer()}
          onFocus={() => void loadDrawer()}
          onClick={() => setDrawerOpen(true)}
        />
        {drawerOpen ? (
          <LoadBoundary onRetry={() => setDrawer(lazyDrawer)}>
            <Suspense fallback={null}>
              <Drawer onClose={() => setDrawerOpen(false)} returnFocusTo={menuButton}>
                <SidebarContent />
              </Drawer>
            </Suspense>
          </LoadBoundary>
        ) : null}
        <Brand />
        <ButtonLink
          to="/seminars/create"
          variant="primary"
          size="sm"
          icon={Plus}
          iconOnly
          aria-label={t('nav.newSeminar')}
          className="topbar__cta"
        />
      </header>
      {/* On a phone the sidebar is hidden (CSS) and lives in the drawer: not rendering it there
          saves the first screen its render and its badges' requests. */}
      {wide ? (
        <aside className="sidebar">
          <SidebarContent />
        </aside>
      ) : null}
      <main id="main" tabIndex={-1} className="dashboard-layout__main">
        <SupportBanner />
        <FadeOutlet />
      </main>
    </div>
  );
}

function SidebarContent() {
  const { t } = useTranslation();
  const { user, support } = useSession();
  const navigate = useNavigate();

  const signOut = async () => {
    try {
      await authApi.logout();
    } catch {
      // The token is dropped locally either way; the server revokes it when reachable.
    }
    logout();
    await navigate('/auth/login', { replace: true });
  };

  return (
    <div className="sidebar__content">
      <Brand />
      <ButtonLink to="/seminars/create" variant="primary" icon={Plus} className="sidebar__cta">
        {t('nav.newSeminar')}
      </ButtonLink>
      <nav aria-label={t('nav.label')}>
        <ul className="sidebar__nav">
          {navItems
            .filter((item) => !item.superadminOnly || (user?.isSuperadmin && !support))
            .map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end={item.end} className="sidebar__link">
                  {item.icon ? <item.icon aria-hidden="true" size={18} className="sidebar__icon" /> : null}
                  <span className="sidebar__label">{t(item.labelKey)}</span>
                  {item.badge ? <SidebarBadge badge={item.badge} /> : null}
                </NavLink>
              </li>
            ))}
          <li>
            <button type="button" className="sidebar__link sidebar__link--button" onClick={() => void signOut()}>
              <LogOut aria-hidden="true" size={18} className="sidebar__icon" />
              <span className="sidebar__label">{t('nav.logout')}</span>
            </button>
          </li>
        </ul>
      </nav>
      <div className="sidebar__footer">
        <LanguageSelect />
        {user ? (
          <p className="sidebar__user">
            <span className="muted">{t('nav.signedInAs')}</span>{' '}
            <strong>
              {user.firstName} {user.lastName}
            </strong>
          </p>
        ) : null}
      </div>
    </div>
  );
}

/** A count beside a sidebar label: the number for the eye, the count in words for screen readers. */
function SidebarBadge({ badge }: { badge: NavBadge }) {
  const { t } = useTranslation();
  const count = badge.useCount();
  if (!count) return null;
  return (
    <>
      {' '}
      <CountBadge count={count} label={t(badge.labelKey, { count })} large className="sidebar__badge" />
    </>
  );
}
