/**
 * The start-up plugins in the seed's order (§1): directives, translations, toasts,
 * progress bar, session check, calendar, tooltips, form library. Each may fail on its own;
 * start-up logs it and goes on (see startup.tsx).
 */
import { z } from 'zod';
import { checkSession } from '../features/auth';
import { initI18n } from '../lib/i18n';
import { configureProgress } from '../lib/progress';
import { toast } from '../lib/toast';
import type { StartupPlugin } from './startup';

/** Zod's message for any schema without its own: a validation key the UI translates. */
function zodKeyError(issue: z.core.$ZodRawIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined || issue.input === null || issue.input === '' ? 'required' : 'invalid';
    case 'too_big':
      return 'tooLong';
    case 'too_small':
      return issue.minimum === 1 ? 'required' : 'invalid';
    case 'invalid_format':
      return issue.format === 'email' ? 'invalidEmail' : 'invalid';
    default:
      return 'invalid';
  }
}

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
    name: 'session check',
    run: async () => {
      await checkSession();
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
    name: 'form library',
    run: () => {
      z.config({ customError: zodKeyError });
    },
  },
];
