/**
 * Placeholders while data loads (no spinner, seed §1): grey shapes in the size of what comes.
 * Hidden from screen readers; the surrounding region carries aria-busy. Offline, a list or card
 * whose data was never loaded on this device says so instead of waiting forever (ADR 021).
 */
import { useTranslation } from 'react-i18next';
import { useOnline } from '../../lib/online';

/** Said where data is still missing while offline: it will not come until the connection does. */
function NotLoadedOffline() {
  const { t } = useTranslation();
  return <p className="offline-note">{t('offline.notLoaded')}</p>;
}

export function Skeleton({ variant = 'line', width }: { variant?: 'line' | 'block' | 'field'; width?: string }) {
  return <span className={`skeleton skeleton--${variant}`} style={width ? { width } : undefined} aria-hidden="true" />;
}

/** A few list rows of placeholders, in the same stacked-card/table shape as `.data-list`. */
export function SkeletonList({ rows = 5, columns = 4 }: { rows?: number; columns?: number }) {
  if (!useOnline()) return <NotLoadedOffline />;
  return (
    <div className="skeleton-list" aria-hidden="true">
      {Array.from({ length: rows }, (_, row) => (
        <div key={row} className="skeleton-list__row">
          {Array.from({ length: columns }, (__, cell) => (
            <Skeleton key={cell} width={cell === 0 ? '60%' : '40%'} />
          ))}
        </div>
      ))}
    </div>
  );
}

/**
 * A loading card: a heading bar and a few lines or fields in the shape of what comes. It is the
 * busy region itself; `label` ("Lead wird geladen …") is what screen readers hear meanwhile.
 */
export function SkeletonCard({
  label,
  lines = 3,
  variant = 'line',
  bare,
}: {
  label: string;
  lines?: number;
  variant?: 'line' | 'field';
  /** Inside a card already (a settings section): no own card frame. */
  bare?: boolean;
}) {
  const online = useOnline();
  if (!online) {
    return (
      <div className={bare ? 'skeleton-card' : 'card skeleton-card'}>
        <NotLoadedOffline />
      </div>
    );
  }
  return (
    <div className={bare ? 'skeleton-card' : 'card skeleton-card'} role="status" aria-busy="true">
      <span className="visually-hidden">{label}</span>
      <Skeleton width="35%" />
      {Array.from({ length: lines }, (_, line) => (
        <Skeleton key={line} variant={variant} width={variant === 'line' ? `${85 - line * 12}%` : undefined} />
      ))}
    </div>
  );
}
