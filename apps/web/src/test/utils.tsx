/** Helpers for route-level tests: the real route tree in a memory router and a signed-in user (the mock API is test/server.ts). */
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { onTestFinished } from 'vitest';
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
  // No retry or refetch of this test's queries may run into the next test.
  onTestFinished(() => queryClient.clear());
  const result = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...result, router, queryClient };
}
