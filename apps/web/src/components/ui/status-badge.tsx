/**
 * One badge for every status in the dashboard (seminar status, lead stage, member status):
 * a tone from the semantic colours and a short word. Colour is never the only signal — the
 * word is always there.
 */
import type { ReactNode } from 'react';
import './status-badge.css';

export type BadgeTone = 'neutral' | 'accent' | 'success' | 'warning' | 'danger' | 'info';

export function StatusBadge({ tone = 'neutral', children }: { tone?: BadgeTone; children: ReactNode }) {
  return <span className={`status-badge status-badge--${tone}`}>{children}</span>;
}
