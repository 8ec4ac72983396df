/** The guided empty state: what will appear, how it comes to appear, at most one action; the icon is decorative. */
import { render, screen } from '@testing-library/react';
import { Inbox } from 'lucide-react';
import { describe, expect, it } from 'vitest';
import { EmptyState } from './empty-state';

describe('EmptyState', () => {
  it('shows title, description, a decorative icon and its action', () => {
    const { container } = render(
      <EmptyState
        icon={Inbox}
        title="Noch keine Anfragen"
        description="Anfragen erscheinen hier."
        action={<button type="button">Seminar anlegen</button>}
      />,
    );
    expect(screen.getByText('Noch keine Anfragen')).toHaveClass('empty-state__title');
    expect(screen.getByText('Anfragen erscheinen hier.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Seminar anlegen' })).toBeInTheDocument();
    expect(container.querySelector('.empty-state__icon')).toHaveAttribute('aria-hidden', 'true');
  });

  it('leaves out what it is not given', () => {
    const { container } = render(<EmptyState title="Nichts gefunden" description="Setze die Filter zurück." />);
    expect(screen.getByText('Nichts gefunden')).toBeInTheDocument();
    expect(container.querySelector('.empty-state__icon')).toBeNull();
    expect(container.querySelector('.empty-state__action')).toBeNull();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('is compact inside a card and full-size on a page', () => {
    const { container, rerender } = render(<EmptyState title="Leer" description="Hier erscheint bald etwas." />);
    expect(container.firstElementChild).toHaveClass('empty-state', 'empty-state--page');
    rerender(<EmptyState size="compact" title="Leer" description="Hier erscheint bald etwas." />);
    expect(container.firstElementChild).toHaveClass('empty-state', 'empty-state--compact');
  });
});
