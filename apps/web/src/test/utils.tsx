/** Helpers for route-level tests: the real route tree in a memory router, fetch mocks. */
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import type { Language, SessionUser } from '@bu/contracts';
import { AppProviders } from '../app/providers';
import { routes } from '../app/routes';
import { setUnauthorizedHandler } from '../lib/api-client';
import { initI18n } from '../lib/i18n';
import { createQueryClient } from '../lib/query-client';
import { loginPathFor } from '../lib/safe-redirect';
import { setSession } from '../lib/session';

export const anna: SessionUser = {
  id: 'u1',
  providerId: 'p1',
  email: 'anna@example.org',
  firstName: 'Anna',
  lastName: 'Schmidt',
  language: 'de',
  role: 'admin',
  isSuperadmin: false,
};

export function signIn(user: SessionUser = anna) {
  setSession({ token: 'test-token', userId: user.id, user });
}

export async function renderRoute(path: string, { language = 'de' as Language } = {}) {
  await initI18n(language);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  setUnauthorizedHandler(() => {
    const { pathname, search, hash } = router.state.location;
    void router.navigate(loginPathFor(`${pathname}${search}${hash}`));
  });
  const queryClient = createQueryClient();
  const result = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...result, router, queryClient };
}

export interface MockResponse {
  status?: number;
  body: unknown;
}

/** Stubs fetch with answers in order (the last one repeats); returns the mock for assertions. */
export function mockFetch(...responses: MockResponse[]) {
  let call = 0;
  const fetchMock = vi.fn(async (_url: string | URL | Request, _init?: RequestInit) => {
    const response = responses[Math.min(call, responses.length - 1)] ?? { body: { success: true } };
    call += 1;
    return new Response(JSON.stringify(response.body), {
      status: response.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The parsed JSON body of the n-th fetch call. */
export function requestBody(fetchMock: ReturnType<typeof mockFetch>, index = 0): unknown {
  const init = fetchMock.mock.calls[index]?.[1];
  return init?.body ? JSON.parse(String(init.body)) : undefined;
}
