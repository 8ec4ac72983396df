/** The overview's one card markup and the key figure: a named region, at most one link. */
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { KeyFigure } from './key-figure';
import { OverviewCard } from './overview-card';

const inRouter = (element: ReactNode) =>
  render(<RouterProvider router={createMemoryRouter([{ path: '/', element }], { initialEntries: ['/'] })} />);

describe('OverviewCard', () => {
  it('is a region named by its heading, with its one link in the header', () => {
    inRouter(
      <OverviewCard id="c1" title="Deine Seminare" link={{ to: '/seminars', label: 'Alle Seminare' }}>
        <p>Inhalt</p>
      </OverviewCard>,
    );
    const region = screen.getByRole('region', { name: 'Deine Seminare' });
    expect(region).toHaveClass('overview-card', 'overview-card--plain');
    expect(screen.getByRole('heading', { name: 'Deine Seminare', level: 2 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Alle Seminare' })).toHaveAttribute('href', '/seminars');
    expect(region).toHaveTextContent('Inhalt');
  });

  it('has no link unless given one, and an accent tone for set-up', () => {
    inRouter(
      <OverviewCard id="c2" title="Erste Schritte" tone="accent">
        <p>Schritte</p>
      </OverviewCard>,
    );
    expect(screen.getByRole('region', { name: 'Erste Schritte' })).toHaveClass('overview-card--accent');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});

describe('KeyFigure', () => {
  it('links the whole figure when it has a target', () => {
    inRouter(<KeyFigure to="/leads" label="Neue Anfragen" value="4" detail="letzte 7 Tage" />);
    const link = screen.getByRole('link', { name: 'Neue Anfragen 4 letzte 7 Tage' });
    expect(link).toHaveAttribute('href', '/leads');
  });

  it('is plain text without a target, so it may stand inside a button', () => {
    const { container } = render(<KeyFigure label="Impressionen" value="120" />);
    expect(container.firstElementChild!.tagName).toBe('SPAN');
    expect(container.querySelector('.key-figure__detail')).toBeNull();
    expect(container).toHaveTextContent('Impressionen 120');
  });
});
