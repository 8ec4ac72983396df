/** The row action menu by keyboard: opens from the trigger, arrows move, Escape closes and returns focus. */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Copy, Pencil, Trash2 } from 'lucide-react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ActionMenu, type ActionMenuItem } from './action-menu';

function renderMenu(items: ActionMenuItem[]) {
  const router = createMemoryRouter(
    [
      { path: '/', Component: () => <ActionMenu label="Aktionen für Rhetorik" items={items} /> },
      { path: '/seminars/edit', Component: () => <p>Bearbeiten-Seite</p> },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('ActionMenu', () => {
  const onDuplicate = vi.fn();
  const onDelete = vi.fn();
  const items: ActionMenuItem[] = [
    { key: 'edit', label: 'Bearbeiten', icon: Pencil, to: '/seminars/edit?id=s1' },
    { key: 'preview', label: 'Vorschau', href: 'https://example.org/seminar' },
    { key: 'duplicate', label: 'Als Vorlage kopieren', icon: Copy, onSelect: onDuplicate },
    { key: 'gap', separator: true },
    { key: 'archive', label: 'Archivieren', disabled: true, onSelect: vi.fn() },
    { key: 'delete', label: 'Löschen', icon: Trash2, tone: 'danger', onSelect: onDelete },
  ];

  it('opens by keyboard, moves with the arrows past disabled items and closes with Escape', async () => {
    const user = userEvent.setup();
    renderMenu(items);
    const trigger = screen.getByRole('button', { name: 'Aktionen für Rhetorik' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await user.tab();
    expect(trigger).toHaveFocus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const entries = screen.getAllByRole('menuitem');
    expect(entries.map((entry) => entry.textContent)).toEqual([
      'Bearbeiten',
      'Vorschau (öffnet in neuem Tab)',
      'Als Vorlage kopieren',
      'Archivieren',
      'Löschen',
    ]);
    expect(menu.querySelectorAll('[role="separator"]')).toHaveLength(1);
    await waitFor(() => expect(entries[0]).toHaveFocus());
    await user.keyboard('{ArrowDown}');
    expect(entries[1]).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(entries[2]).toHaveFocus();
    // "Archivieren" is disabled: the arrow skips it.
    await user.keyboard('{ArrowDown}');
    expect(entries[4]).toHaveFocus();
    expect(entries[4]).toHaveClass('action-menu__item--danger');
    await user.keyboard('{ArrowUp}');
    expect(entries[2]).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(trigger).toHaveFocus();
    expect(onDuplicate).not.toHaveBeenCalled();
  });

  it('runs a command chosen with Enter and follows an in-app link', async () => {
    const user = userEvent.setup();
    const router = renderMenu(items);
    const trigger = screen.getByRole('button', { name: 'Aktionen für Rhetorik' });
    trigger.focus();
    await user.keyboard('{ArrowDown}');
    await screen.findByRole('menu');
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(onDuplicate).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());

    const preview = () => screen.getByRole('menuitem', { name: /Vorschau/ });
    await user.click(trigger);
    expect(preview()).toHaveAttribute('href', 'https://example.org/seminar');
    expect(preview()).toHaveAttribute('target', '_blank');
    await user.click(screen.getByRole('menuitem', { name: 'Bearbeiten' }));
    await screen.findByText('Bearbeiten-Seite');
    expect(router.state.location.search).toBe('?id=s1');
  });
});
