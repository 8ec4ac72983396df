/**
 * What a list or card shows when it has nothing (ADR 023): a guided empty state. It says what
 * will appear here (`title`), how it comes to appear (`description`, required) and offers at
 * most the one action that makes it appear. `compact` is its size inside a card.
 */
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import './empty-state.css';

export function EmptyState({
  icon: Icon,
  title,
  description,
  action,
  size = 'page',
}: {
  icon?: LucideIcon;
  title: ReactNode;
  description: ReactNode;
  action?: ReactNode;
  size?: 'page' | 'compact';
}) {
  return (
    <div className={`empty-state empty-state--${size}`}>
      {Icon ? (
        <span className="empty-state__icon" aria-hidden="true">
          <Icon size={size === 'compact' ? 18 : 24} />
        </span>
      ) : null}
      <p className="empty-state__title">{title}</p>
      <p className="empty-state__description muted">{description}</p>
      {action ? <div className="empty-state__action">{action}</div> : null}
    </div>
  );
}
