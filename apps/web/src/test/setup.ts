/** Test setup: German by default, fresh storage and session, DOM cleaned after each test. */
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { initI18n } from '../lib/i18n';
import { logout } from '../lib/session';

await initI18n('de');
// jsdom has no layout: scrolling is a no-op here.
window.scrollTo = (() => undefined) as typeof window.scrollTo;

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
});
