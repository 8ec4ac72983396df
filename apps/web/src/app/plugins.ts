/**
 * The start-up plugins in the seed's order (§1): directives, translations, toasts,
 * progress bar, session check, calendar, tooltips, form library. Each may fail on its own;
 * start-up logs it and goes on (see startup.tsx).
 */
import { checkSession } from '../features/auth';
import { initI18n } from '../lib/i18n';
import { keepOfflineCache } from '../lib/offline-cache';
import { configureProgress } from '../lib/progress';
import { queryClient } from '../lib/query-client';
import { toast } from '../lib/toast';
import type { StartupPlugin } from './startup';

export const defaultPlugins: StartupPlugin[] = [
  {
    // React has no global directives; the behaviours Vue put there (focus on hash targets,
    // skip link) live in the layout. Kept so the order and the failure logging match the seed.
    name: 'directives',
    run: () => {
      document.documentElement.classList.add('js');
    },
  },
  { name: 'translations', run: () => initI18n() },
  {
    // Sonner's <Toaster> is mounted with the first toast (providers.tsx, lib/toast.ts);
    // clear toasts a previous mount may have queued (hot reload, tests).
    name: 'toasts',
    run: () => {
      toast.dismiss();
    },
  },
  { name: 'progress bar', run: configureProgress },
  {
    // Then the signed-in user's cached answers come back (shown read-only when offline, ADR 021).
    name: 'session check',
    run: async () => {
      await checkSession();
      await keepOfflineCache(queryClient).restored;
    },
  },
  {
    // Calendars (react-day-picker) take the week start and locale from here once the
    // seminar form lands; German calendars start on Monday.
    name: 'calendar',
    run: () => {
      document.documentElement.dataset.weekStartsOn = '1';
    },
  },
  {
    // No screen shows a tooltip yet, so no tooltip library is loaded (bench/RESULTS.md); the
    // plugin keeps its place in the seed's order.
    name: 'tooltips',
    run: () => undefined,
  },
  {
    // The form library is set up where forms come from (lib/forms.ts sets zod's messages as it
    // loads), so zod is not part of the start-up code. The plugin keeps its place in the seed's order.
    name: 'form library',
    run: () => undefined,
  },
];
