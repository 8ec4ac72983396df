import { act, screen } from '@testing-library/react';
import { dehydrate } from '@tanstack/react-query';
import { createMemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../lib/query-client';
import { providerKeys } from '../lib/query-keys';
import { logout } from '../lib/session';
import { statsKeys } from '../features/seminars';
import { mockApi } from '../test/server';
import { signIn } from '../test/utils';
import { noProfileAnswer, overviewAnswer } from '../features/overview/test/fixtures';
import { prefetchFirstScreen, routerReady } from './router';
import { routes } from './routes';
import { prefetchFirstScreenData, runPlugins, startApp, type StartupPlugin } from './startup';

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

  it("starts the first screen's queries without waiting for its first render", async () => {
    signIn();
    const api = mockApi({
      'GET /seminars/overview': { body: overviewAnswer({ online: 2 }) },
      'GET /provider-profile': noProfileAnswer,
    });
    const queryClient = createQueryClient();
    const router = createMemoryRouter(routes, { initialEntries: ['/'] });
    await routerReady(router);
    prefetchFirstScreenData(router, queryClient);
    // Nothing was rendered: the data arrives through the route's prefetch alone.
    await vi.waitFor(() => expect(queryClient.getQueryData(statsKeys.general())).toMatchObject({ success: true }));
    expect(api.calls('GET /provider-profile')).toHaveLength(1);
    expect(queryClient.getQueryState(providerKeys.detail())?.status).toBe('error');
    router.dispose();
  });

  it("fetches the first screen's code early, but a guarded screen's only with a stored session", async () => {
    const lazy = vi.fn(async () => ({ Component: () => null }));
    const tree = [
      { id: 'dashboard', children: [{ path: 'seminars', lazy }] },
      { path: 'auth/login', lazy },
    ];
    logout();
    prefetchFirstScreen({ pathname: '/seminars' }, tree);
    expect(lazy).not.toHaveBeenCalled();
    prefetchFirstScreen({ pathname: '/auth/login' }, tree);
    expect(lazy).toHaveBeenCalledOnce();
    signIn();
    prefetchFirstScreen({ pathname: '/seminars' }, tree);
    expect(lazy).toHaveBeenCalledTimes(2);
  });
});
