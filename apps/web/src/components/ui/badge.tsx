/**
 * Badges: a short word in a pill (`Badge`: an API key's scope, a webhook's event, "this
 * device", a boost's state) and an unread count (`CountBadge`: the number for the eye, the
 * count in words for screen readers). A status with its dot is the StatusBadge.
 */
import type { ReactNode } from 'react';
import './badge.css';

export type BadgeTone = 'neutral' | 'success' | 'info' | 'warning';

export function Badge({
  tone = 'neutral',
  title,
  children,
}: {
  tone?: BadgeTone;
  title?: string;
  children: ReactNode;
}) {
  return (
    <span className={tone === 'neutral' ? 'badge' : `badge badge--${tone}`} title={title}>
      {children}
    </span>
  );
}

export function CountBadge({
  count,
  label,
  title,
  large,
  className,
}: {
  count: number;
  /** The count in words ("3 unread messages"). */
  label: string;
  title?: string;
  /** A little larger (the sidebar's). */
  large?: boolean;
  className?: string;
}) {
  return (
    <span className={['count-badge', large && 'count-badge--large', className].filter(Boolean).join(' ')} title={title}>
      <span aria-hidden="true">{count}</span>
      <span className="visually-hidden">{label}</span>
    </span>
  );
}
