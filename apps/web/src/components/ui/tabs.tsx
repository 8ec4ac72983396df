/**
 * Tabs that are links (the seminar list's views kept in the URL): a named navigation whose
 * links scroll sideways on their own on a phone; the current one is marked aria-current.
 */
import type { ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router';
import './tabs.css';

export function Tabs({ label, children }: { label: string; children: ReactNode }) {
  return (
    <nav className="tabs" aria-label={label}>
      {children}
    </nav>
  );
}

export function TabLink({ current, className, ...link }: LinkProps & { current: boolean }) {
  return (
    <Link
      className={[current ? 'tabs__tab tabs__tab--active' : 'tabs__tab', className].filter(Boolean).join(' ')}
      aria-current={current ? 'page' : undefined}
      {...link}
    />
  );
}
