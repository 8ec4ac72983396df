import { act, screen } from '@testing-library/react';
import { dehydrate } from '@tanstack/react-query';
import { createMemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../lib/query-client';
import { routes } from './routes';
import { runPlugins, startApp, type StartupPlugin } from './startup';

describe('start-up', () => {
  it('logs a failing plugin and still runs the others in order', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const ran: string[] = [];
    const plugins: StartupPlugin[] = [
      { name: 'directives', run: () => void ran.push('directives') },
      {
        name: 'translations',
        run: async () => {
          throw new Error('boom');
        },
      },
      { name: 'toasts', run: async () => void ran.push('toasts') },
    ];
    await runPlugins(plugins);
    expect(ran).toEqual(['directives', 'toasts']);
    expect(error).toHaveBeenCalledWith('Error while loading plugin', 'translations');
  });

  it('mounts after the plugins and the router, restoring the initial state', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const queryClient = createQueryClient();
    const serverSide = createQueryClient();
    serverSide.setQueryData(['greeting'], 'hello');
    window.__INITIAL_STATE__ = dehydrate(serverSide);
    const container = document.createElement('div');
    document.body.append(container);
    const calendar = vi.fn();

    let root: Awaited<ReturnType<typeof startApp>> | undefined;
    await act(async () => {
      root = await startApp({
        plugins: [
          { name: 'session check', run: () => Promise.reject(new Error('offline')) },
          { name: 'calendar', run: calendar },
        ],
        createRouter: () => createMemoryRouter(routes, { initialEntries: ['/auth/login'] }),
        queryClient,
        container,
      });
    });

    expect(error).toHaveBeenCalledWith('Error while loading plugin', 'session check');
    expect(calendar).toHaveBeenCalledOnce();
    expect(queryClient.getQueryData(['greeting'])).toBe('hello');
    expect(window.__INITIAL_STATE__).toBeUndefined();
    expect(await screen.findByRole('heading', { name: 'Anmelden' })).toBeInTheDocument();
    act(() => root?.unmount());
    container.remove();
  });
});
