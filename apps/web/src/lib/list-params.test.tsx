/**
 * The list URL-state hook: typed parameters from the contracts schema, defaults left out of
 * the URL, and no write once another navigation has started (the duplicate → edit race).
 */
import { act, render, screen, waitFor } from '@testing-library/react';
import { use } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { leadListQuerySchema, seminarListQuerySchema } from '@bu/contracts';
import { applyListChanges, isAtOwnPath, parseListParams, useListParams, type ListParamsApi } from './list-params';

describe('parseListParams', () => {
  it('parses each key on its own and falls back to defaults for broken values', () => {
    const params = parseListParams(
      seminarListQuerySchema,
      new URLSearchParams('tab=past&page=abc&pageSize=7&categoryId=3&q=%20rhet%20'),
    );
    expect(params).toMatchObject({ tab: 'past', page: 1, pageSize: 25, categoryId: 3, q: 'rhet' });
    expect(params).not.toHaveProperty('token');
  });

  it('turns flags into booleans', () => {
    expect(parseListParams(leadListQuerySchema, new URLSearchParams('unread=1')).unread).toBe(true);
    expect(parseListParams(leadListQuerySchema, new URLSearchParams('')).unread).toBeUndefined();
  });
});

describe('applyListChanges', () => {
  it('drops defaults and empty values, writes flags as 1 and resets the page', () => {
    const next = applyListChanges(leadListQuerySchema, new URLSearchParams('page=3&q=x'), {
      unread: true,
      pageSize: 25,
      q: '',
    });
    expect(next.toString()).toBe('unread=1');
    expect(
      applyListChanges(
        leadListQuerySchema,
        new URLSearchParams('page=3'),
        { page: 4 },
        { resetPage: false },
      ).toString(),
    ).toBe('page=4');
  });
});

describe('isAtOwnPath', () => {
  const at = (pathname: string, navigation?: string) =>
    ({
      state: {
        location: { pathname },
        navigation: navigation ? { state: 'loading', location: { pathname: navigation } } : { state: 'idle' },
      },
    }) as never;
  it('reads the live router: its location and a pending navigation must both be the list', () => {
    expect(isAtOwnPath(at('/seminars'), '/seminars')).toBe(true);
    expect(isAtOwnPath(at('/seminars', '/seminars'), '/seminars')).toBe(true);
    expect(isAtOwnPath(at('/seminars', '/seminars/edit'), '/seminars')).toBe(false);
    expect(isAtOwnPath(at('/seminars/edit'), '/seminars')).toBe(false);
  });
  it('falls back to the browser address without a data router', () => {
    expect(isAtOwnPath(undefined, window.location.pathname)).toBe(true);
    expect(isAtOwnPath(undefined, '/elsewhere')).toBe(false);
  });
});

describe('useListParams', () => {
  it('ignores a write once a navigation to another page is under way', async () => {
    let api: ListParamsApi<typeof seminarListQuerySchema> | undefined;
    let release: () => void = () => {};
    function List() {
      api = useListParams(seminarListQuerySchema);
      return <p>list {api.params.q ?? '-'}</p>;
    }
    const router = createMemoryRouter(
      [
        { path: '/seminars', Component: List },
        {
          path: '/seminars/edit',
          loader: () => new Promise<null>((resolve) => (release = () => resolve(null))),
          Component: () => <p>edit</p>,
        },
      ],
      { initialEntries: ['/seminars?tab=current'] },
    );
    render(<RouterProvider router={router} />);
    await screen.findByText('list -');
    await act(async () => {
      void router.navigate('/seminars/edit?id=copy-1');
    });
    await waitFor(() => expect(router.state.navigation.state).toBe('loading'));
    // The list is still on screen and writes (e.g. a late search): nothing happens.
    act(() => api!.setParams({ q: 'rhet' }));
    await act(async () => release());
    await screen.findByText('edit');
    expect(router.state.location.pathname).toBe('/seminars/edit');
    expect(router.state.location.search).toBe('?id=copy-1');
  });

  it('never writes once the router has committed a new location while the list is still mounted', async () => {
    let api: ListParamsApi<typeof seminarListQuerySchema> | undefined;
    let release: () => void = () => {};
    // The edit page suspends (a lazy chunk, say): React keeps the list on screen during the
    // transition while the router's own state is already at /seminars/edit.
    const editReady = new Promise<void>((resolve) => (release = resolve));
    function List() {
      api = useListParams(seminarListQuerySchema);
      return <p>list {api.params.q ?? '-'}</p>;
    }
    function Edit() {
      use(editReady);
      return <p>edit</p>;
    }
    const router = createMemoryRouter(
      [
        { path: '/seminars', Component: List },
        { path: '/seminars/edit', Component: Edit },
      ],
      { initialEntries: ['/seminars?tab=current'] },
    );
    render(<RouterProvider router={router} />);
    await screen.findByText('list -');
    await act(async () => {
      await router.navigate('/seminars/edit?id=copy-1');
    });
    expect(router.state.navigation.state).toBe('idle');
    expect(router.state.location.pathname).toBe('/seminars/edit');
    expect(screen.getByText('list -')).toBeInTheDocument();
    // The debounced search write and a reset from the old list land now: neither may touch the new location.
    await act(async () => {
      api!.setParams({ q: 'rhet' }, { replace: true });
      api!.reset();
    });
    expect(router.state.location.pathname).toBe('/seminars/edit');
    expect(router.state.location.search).toBe('?id=copy-1');
    await act(async () => release());
    await screen.findByText('edit');
    expect(router.state.location.pathname).toBe('/seminars/edit');
    expect(router.state.location.search).toBe('?id=copy-1');
  });

  it('writes to its own absolute path and builds on writes not yet rendered', async () => {
    let api: ListParamsApi<typeof seminarListQuerySchema> | undefined;
    function List() {
      api = useListParams(seminarListQuerySchema);
      return <p>list {api.params.q ?? '-'}</p>;
    }
    const router = createMemoryRouter([{ path: '/seminars', Component: List }], {
      initialEntries: ['/seminars?tab=current'],
    });
    render(<RouterProvider router={router} />);
    await screen.findByText('list -');
    act(() => {
      api!.setParams({ q: 'rhet' }, { replace: true });
      api!.setParams({ categoryId: 9 });
    });
    await screen.findByText('list rhet');
    expect(router.state.location.pathname).toBe('/seminars');
    expect(new URLSearchParams(router.state.location.search).toString()).toBe('tab=current&q=rhet&categoryId=9');
    act(() => api!.reset());
    await screen.findByText('list -');
    expect(router.state.location.search).toBe('');
  });
});
