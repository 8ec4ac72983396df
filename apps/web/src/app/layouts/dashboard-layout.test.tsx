/** The signed-in shell on a phone and on a desk: the sidebar only where it shows, the drawer on a phone. */
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { noProfileAnswer, overviewAnswer } from '../../features/overview/test/fixtures';
import { unreadAnswer } from '../../test/lead-fixtures';
import { mockApi } from '../../test/server';
import { renderRoute, signIn } from '../../test/utils';

/** A window whose width matches `(min-width: 64rem)` or not, and can change. */
function screenWidth(wide: boolean) {
  const listeners = new Set<() => void>();
  const state = { wide };
  vi.stubGlobal('matchMedia', (query: string) => ({
    get matches() {
      return query === '(min-width: 64rem)' ? state.wide : false;
    },
    media: query,
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  }));
  return (next: boolean) => {
    state.wide = next;
    for (const listener of listeners) listener();
  };
}

describe('dashboard layout', () => {
  it('on a phone keeps the navigation in the menu, and shows the sidebar once the window is wide', async () => {
    const resize = screenWidth(false);
    signIn();
    const api = mockApi({
      'GET /overview': { body: overviewAnswer() },
      'GET /provider-profile': noProfileAnswer,
      'GET /leads/unread-count': unreadAnswer,
    });
    const user = userEvent.setup();
    await renderRoute('/');
    expect(await screen.findByRole('heading', { level: 1, name: /Anna/ })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Hauptnavigation' })).not.toBeInTheDocument();
    // The first screen does not wait for counts nobody sees yet.
    expect(api.calls('GET /leads/unread-count')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Navigation öffnen' }));
    const drawer = await screen.findByRole('dialog');
    const nav = within(drawer).getByRole('navigation', { name: 'Hauptnavigation' });
    expect(await within(nav).findByRole('link', { name: 'Leads 3 ungelesen' })).toHaveAttribute('href', '/leads');
    await user.keyboard('{Escape}');

    act(() => resize(true));
    const sidebar = await screen.findByRole('navigation', { name: 'Hauptnavigation' });
    expect(within(sidebar).getByRole('link', { name: 'Leads 3 ungelesen' })).toBeInTheDocument();
  });
});
