/**
 * The head of a page (or of a page's section): its heading (children, an h1 or h2 of the
 * caller's) and, beside it, the page's actions, which fill the width on phones.
 */
import type { ReactNode } from 'react';
import './page-header.css';

export function PageHeader({ actions, children }: { actions?: ReactNode; children: ReactNode }) {
  return (
    <div className="page-header">
      {children}
      {actions ? <div className="page-header__actions">{actions}</div> : null}
    </div>
  );
}
