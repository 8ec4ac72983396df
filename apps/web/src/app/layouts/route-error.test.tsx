/**
 * A part of the app that cannot be fetched says so in words, in both languages: offline, that it
 * needs a connection; online, that a reload brings it. The toast region failing to load takes
 * nothing else down and is tried again once back online.
 */
import { act, render, screen } from '@testing-library/react';
import { onlineManager } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { LoadBoundary } from '../../components/ui/load-boundary';
import { initI18n } from '../../lib/i18n';
import { RouteError, ScreenError } from './route-error';

const notFetched = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'));

function renderFailingRoute() {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const router = createMemoryRouter(
    [
      {
        path: '/',
        ErrorBoundary: RouteError,
        Component: () => (
          <>
            <p>Rahmen</p>
            <Outlet />
          </>
        ),
        children: [{ ErrorBoundary: ScreenError, children: [{ path: 'stats', lazy: notFetched }] }],
      },
    ],
    { initialEntries: ['/stats'] },
  );
  return render(<RouterProvider router={router} />);
}

describe.each([
  ['de', 'Keine Internetverbindung', 'braucht eine Internetverbindung', 'vielleicht gibt es eine neue Version'],
  ['en', 'No internet connection', 'needs an internet connection', 'perhaps there is a new version'],
] as const)('a part of the app that cannot be fetched (%s)', (language, offlineHeading, offlineText, onlineText) => {
  it('offline: names the missing connection instead of an error', async () => {
    await initI18n(language);
    act(() => onlineManager.setOnline(false));
    onTestFinished(() => onlineManager.setOnline(true));
    renderFailingRoute();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(offlineHeading);
    expect(alert).toHaveTextContent(offlineText);
    expect(screen.getByRole('button', { name: /neu laden|Reload/i })).toBeInTheDocument();
    // Only the screen's place: the frame (the dashboard's navigation) stays.
    expect(screen.getByText('Rahmen')).toBeInTheDocument();
  });

  it('online: asks for a reload', async () => {
    await initI18n(language);
    renderFailingRoute();
    expect(await screen.findByRole('alert')).toHaveTextContent(onlineText);
  });
});

describe('LoadBoundary', () => {
  it('shows nothing for a region whose code cannot be fetched, keeps the rest, and tries again once online', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let loads = 0;
    const load = () =>
      lazy(() => {
        loads += 1;
        return loads === 1 ? notFetched() : Promise.resolve({ default: () => <p>Toasts da</p> });
      });
    function App() {
      const [Region, setRegion] = useState(load);
      return (
        <>
          <p>Die App</p>
          <LoadBoundary onRetry={() => setRegion(load)}>
            <Suspense fallback={null}>
              <Region />
            </Suspense>
          </LoadBoundary>
        </>
      );
    }
    render(<App />);
    await act(async () => {
      await Promise.resolve();
    });
    expect(screen.getByText('Die App')).toBeInTheDocument();
    expect(screen.queryByText('Toasts da')).not.toBeInTheDocument();
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByText('Toasts da')).toBeInTheDocument();
    expect(loads).toBe(2);
  });
});
