/**
 * The signed-in shell: sidebar (new seminar, navigation list from `navItems`, logout,
 * language, user) and the main area with the current page.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useNavigate } from 'react-router';
import { LanguageSelect } from '../../components/ui/language-select';
import { authApi } from '../../features/auth';
import type { NavBadge } from '../../lib/navigation';
import { logout, useSession } from '../../lib/session';
import { navItems } from '../nav';
import { FadeOutlet } from '../navigation-effects';
import { Brand } from './brand';

export function DashboardLayout() {
  const { t } = useTranslation();
  const { user } = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const signOut = async () => {
    try {
      await authApi.logout();
    } catch {
      // The token is dropped locally either way; the server revokes it when reachable.
    }
    logout();
    queryClient.clear();
    await navigate('/auth/login', { replace: true });
  };

  return (
    <div className="dashboard-layout">
      <aside className="sidebar">
        <Brand />
        <Link to="/seminars/create" className="button button--primary sidebar__cta">
          {t('nav.newSeminar')}
        </Link>
        <nav aria-label={t('nav.label')}>
          <ul className="sidebar__nav">
            {navItems.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end={item.end} className="sidebar__link">
                  {t(item.labelKey)}
                  {item.badge ? <SidebarBadge badge={item.badge} /> : null}
                </NavLink>
              </li>
            ))}
            <li>
              <button type="button" className="sidebar__link sidebar__link--button" onClick={() => void signOut()}>
                {t('nav.logout')}
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
      </aside>
      <main id="main" tabIndex={-1} className="dashboard-layout__main">
        <FadeOutlet />
      </main>
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
      <span className="sidebar__badge">
        <span aria-hidden="true">{count}</span>
        <span className="visually-hidden">{t(badge.labelKey, { count })}</span>
      </span>
    </>
  );
}
