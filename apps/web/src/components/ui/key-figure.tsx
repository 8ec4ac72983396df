/**
 * One key number with its label (ADR 023): the overview's strip and the statistics tabs show
 * figures this way. With `to` the whole figure links to where the number comes from.
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import './key-figure.css';

export function KeyFigure({
  label,
  value,
  detail,
  to,
}: {
  label: ReactNode;
  value: ReactNode;
  /** A short line under the value: the period, a change, a hint. */
  detail?: ReactNode;
  to?: string;
}) {
  const body = (
    <>
      {/* The spaces keep the parts apart in an accessible name ("Neue Anfragen 4 letzte 7 Tage"). */}
      <span className="key-figure__label">{label}</span> <span className="key-figure__value">{value}</span>
      {detail ? (
        <>
          {' '}
          <span className="key-figure__detail">{detail}</span>
        </>
      ) : null}
    </>
  );
  return to ? (
    <Link to={to} className="key-figure key-figure--link">
      {body}
    </Link>
  ) : (
    // A span, so a figure may also stand inside a button (the statistics tabs).
    <span className="key-figure">{body}</span>
  );
}
