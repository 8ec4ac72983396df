/** Form-level and page-level messages. Errors use role=alert so screen readers announce them. */
import type { ReactNode } from 'react';
import './alert.css';

export function Alert({
  tone = 'error',
  children,
  title,
}: {
  tone?: 'error' | 'success' | 'info';
  children: ReactNode;
  title?: ReactNode;
}) {
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className={`alert alert--${tone}`}>
      {title ? <p className="alert__title">{title}</p> : null}
      <div className="alert__body">{children}</div>
    </div>
  );
}
