/** Defect 15: the progress bar runs on every navigation until the new page's data is there. */
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import NProgress from 'nprogress';
import { describe, expect, it } from 'vitest';
import { listResponse } from '../features/seminars/test/fixtures';
import { mockApi } from '../test/server';
import { renderRoute, signIn } from '../test/utils';

describe('navigation progress bar', () => {
  it('runs on a later navigation to an already loaded page until its data arrives', { timeout: 20_000 }, async () => {
    signIn();
    let release: () => void = () => {};
    const gate = () => new Promise<void>((resolve) => (release = resolve));
    let blocked: Promise<void> | null = null;
    mockApi({
      'GET /locations': async () => {
        if (blocked) await blocked;
        return { body: { success: true, locations: [], total: 0 } };
      },
      'GET /seminars': { body: listResponse([]) },
    });
    const user = userEvent.setup();
    const { router, queryClient } = await renderRoute('/seminars');
    await screen.findByRole('heading', { name: 'Seminare', level: 1 });
    await waitFor(() => expect(NProgress.isStarted()).toBe(false));
    // Warm both lazy routes, then come back: the second visit needs no router loading at all.
    await act(() => router.navigate('/locations'));
    await act(() => router.navigate('/seminars'));
    await waitFor(() => expect(NProgress.isStarted()).toBe(false));
    queryClient.clear();
    blocked = gate();
    await user.click(screen.getAllByRole('link', { name: 'Orte' })[0]!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/locations'));
    expect(NProgress.isStarted()).toBe(true);
    release();
    await waitFor(() => expect(NProgress.isStarted()).toBe(false));
  });
});
