/**
 * The overview's card (ADR 023): a titled section with at most one link to where its items
 * live. Every card of the home is one of these, so they share one markup and one style; in the
 * kit, so the style guide (/playground) shows it without reaching into the overview.
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import './overview-card.css';

export function OverviewCard({
  id,
  title,
  link,
  children,
  tone = 'plain',
}: {
  id: string;
  title: ReactNode;
  link?: { to: string; label: string };
  children: ReactNode;
  /** `accent` draws the eye to the one card that asks for set-up (the first-run checklist). */
  tone?: 'plain' | 'accent';
}) {
  return (
    <section className={`overview-card overview-card--${tone}`} aria-labelledby={id}>
      <header className="overview-card__header">
        <h2 id={id} className="overview-card__title">
          {title}
        </h2>
        {link ? (
          <Link to={link.to} className="overview-card__link">
            {link.label}
          </Link>
        ) : null}
      </header>
      {children}
    </section>
  );
}
