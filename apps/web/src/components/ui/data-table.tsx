/**
 * The data table of the dashboard's lists (ADR 023): a table on wide screens, one card per row
 * below 48rem, where each cell shows its column's name (`data-label`) before its value, the
 * primary cell leads the card and the actions sit at its corner. Cells of a `kind` are laid
 * out for it: `primary` (title and meta lines), `numeric` (right-aligned figures), `actions`.
 */
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { Link } from 'react-router';
import './data-table.css';

type CellKind = 'primary' | 'numeric' | 'actions';

const classes = (...names: (string | false | null | undefined)[]) => names.filter(Boolean).join(' ') || undefined;

export function DataTable({ className, ...table }: ComponentPropsWithRef<'table'>) {
  return <table className={classes('data-table', className)} {...table} />;
}

/** A row; an unread one has its title in bold. */
export function DataRow({ unread, className, ...row }: ComponentPropsWithRef<'tr'> & { unread?: boolean }) {
  return <tr className={classes(unread && 'data-table__row--unread', className)} {...row} />;
}

/** A column's head (scope="col"). */
export function DataHead({ kind, className, ...head }: ComponentPropsWithRef<'th'> & { kind?: CellKind }) {
  return <th scope="col" className={classes(kind && `data-table__${kind}`, className)} {...head} />;
}

export function DataCell({ kind, className, ...cell }: ComponentPropsWithRef<'td'> & { kind?: CellKind }) {
  return <td className={classes(kind && `data-table__${kind}`, className)} {...cell} />;
}

/** The row's title in its primary cell; with `to` a link to the row's page. */
export function DataTitle({ to, children }: { to?: string; children: ReactNode }) {
  return to ? (
    <Link to={to} className="data-table__title">
      {children}
    </Link>
  ) : (
    <span className="data-table__title">{children}</span>
  );
}

/** A line of detail under a cell's value (muted unless `plain`). */
export function DataMeta({ plain, children }: { plain?: boolean; children: ReactNode }) {
  return <span className={plain ? 'data-table__meta' : 'data-table__meta muted'}>{children}</span>;
}
