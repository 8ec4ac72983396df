/**
 * Test setup: German by default, fresh storage and session, DOM cleaned after each test, and
 * the mock API (test/server.ts) listening and reset after each test, failing it when an answer broke its contract.
 */
import { cleanup, configure } from '@testing-library/react';
import NProgress from 'nprogress';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { initI18n } from '../lib/i18n';
import { logout } from '../lib/session';
import { clearRequests, server, takeViolations } from './server';

// A shared, busy CI machine loads lazy routes slowly: wait up to 5 s for what a test awaits.
configure({ asyncUtilTimeout: 5000 });

await initI18n('de');
// jsdom has no layout: scrolling is a no-op here.
window.scrollTo = (() => undefined) as typeof window.scrollTo;
Element.prototype.scrollIntoView ??= () => undefined;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));

beforeEach(async () => {
  localStorage.clear();
  logout();
  await initI18n('de');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  vi.restoreAllMocks();
  server.resetHandlers();
  clearRequests();
  const violations = takeViolations();
  if (violations.length) throw new Error(violations.join('\n'));
});

// Timers that outlive a test must fire while the document still exists, not after this file's
// environment is torn down: the progress bar's (fade, then removal from the DOM) — waited for until
// it is gone — and sonner's, which removes a dismissed toast TOAST_REMOVAL_MS later through an
// uncleared timeout that nothing observable reports.
const TOAST_REMOVAL_MS = 200;
afterAll(async () => {
  server.close();
  NProgress.done();
  await vi.waitFor(
    () => {
      if (NProgress.status !== null || document.getElementById('nprogress')) throw new Error('progress bar running');
    },
    { timeout: 2000, interval: 10 },
  );
  await new Promise((resolve) => setTimeout(resolve, TOAST_REMOVAL_MS + 50));
});
