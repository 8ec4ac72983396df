import { act, screen } from '@testing-library/react';
import { dehydrate } from '@tanstack/react-query';
import { createMemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../lib/query-client';
import { statsKeys } from '../lib/query-keys';
import { logout } from '../lib/session';
import { mockApi } from '../test/server';
import { signIn } from '../test/utils';
import { noProfileAnswer, overviewAnswer } from '../features/overview/test/fixtures';
import { prefetchFirstScreen } from './router';
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

  it("starts the first screen's queries once the texts are in, before the session check ends or anything renders", async () => {
    signIn();
    const api = mockApi({
      'GET /overview': { body: overviewAnswer({ online: 2 }) },
      'GET /provider-profile': noProfileAnswer,
    });
    const queryClient = createQueryClient();
    let textsIn: () => void = () => undefined;
    prefetchFirstScreen({ pathname: '/' }, { queryClient, texts: new Promise<void>((r) => (textsIn = r)) });
    // The page's code is fetched at once; its data waits for the texts (answers follow the UI language).
    await vi.dynamicImportSettled();
    expect(queryClient.getQueryCache().getAll()).toEqual([]);
    expect(api.calls('GET /overview')).toHaveLength(0);
    textsIn();
    // Nothing was rendered and no router exists: the data arrives through the route's prefetch alone.
    await vi.waitFor(() => expect(queryClient.getQueryData(statsKeys.general())).toMatchObject({ success: true }));
    // The overview is one call (ADR 023): the profile's completeness comes with it.
    expect(api.calls('GET /overview')).toHaveLength(1);
    expect(api.calls('GET /provider-profile')).toHaveLength(0);
  });

  it("fetches the first screen's code and data early, but a guarded screen's only with a stored session", async () => {
    const lazy = vi.fn(async () => ({ Component: () => null }));
    const prefetch = vi.fn();
    const tree = [
      { id: 'dashboard', children: [{ path: 'seminars', lazy, handle: { prefetch } }] },
      { path: 'auth/login', lazy },
    ];
    const queryClient = createQueryClient();
    logout();
    prefetchFirstScreen({ pathname: '/seminars' }, { queryClient, tree });
    expect(lazy).not.toHaveBeenCalled();
    prefetchFirstScreen({ pathname: '/auth/login' }, { queryClient, tree });
    expect(lazy).toHaveBeenCalledOnce();
    await Promise.resolve();
    expect(prefetch).not.toHaveBeenCalled();
    signIn();
    prefetchFirstScreen({ pathname: '/seminars' }, { queryClient, tree });
    expect(lazy).toHaveBeenCalledTimes(2);
    await vi.waitFor(() => expect(prefetch).toHaveBeenCalledWith(queryClient));
  });
});
