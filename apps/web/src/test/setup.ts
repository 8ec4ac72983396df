/**
 * Test setup: German by default, fresh storage and session, DOM cleaned after each test, and
 * the mock API (test/server.ts) listening and reset after each test, failing it when an answer broke its contract.
 */
import { cleanup, configure } from '@testing-library/react';
import NProgress from 'nprogress';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { initI18n, loadFeatureTexts } from '../lib/i18n';
import { logout } from '../lib/session';
import { clearRequests, followRequests, server, settleRequests, takeViolations } from './server';

// A shared, busy CI machine loads lazy routes slowly: wait up to 5 s for what a test awaits.
configure({ asyncUtilTimeout: 5000 });

await initI18n('de');
await loadFeatureTexts('de');
// jsdom has no layout: scrolling is a no-op here.
window.scrollTo = (() => undefined) as typeof window.scrollTo;
Element.prototype.scrollIntoView ??= () => undefined;

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  followRequests();
});

beforeEach(async () => {
  localStorage.clear();
  logout();
  await initI18n('de');
});

afterEach(async () => {
  cleanup();
  // Real timers first: settling waits on them.
  vi.useRealTimers();
  // What the test (or its unmount) started is answered by this test's handlers and logged here.
  await settleRequests();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  server.resetHandlers();
  clearRequests();
  const violations = takeViolations();
  if (violations.length) throw new Error(violations.join('\n'));
});

// Timers that outlive a test must not touch the DOM after this file's environment is torn down.
// The progress bar's fade-out ends in NProgress.remove() from a queue of timeouts that may still
// hold a step after the bar looks done: that call does nothing once the document is gone. Sonner
// removes a dismissed toast TOAST_REMOVAL_MS later through a timeout it never clears: let it fire.
const TOAST_REMOVAL_MS = 200;
afterAll(async () => {
  server.close();
  NProgress.done();
  const remove = NProgress.remove.bind(NProgress);
  NProgress.remove = () => {
    if (typeof document !== 'undefined') remove();
  };
  await new Promise((resolve) => setTimeout(resolve, TOAST_REMOVAL_MS + 50));
});
