import type { QueryClient } from '@tanstack/react-query';
import type { LucideIcon } from 'lucide-react';
import type { TranslationKey } from './i18n';

/**
 * Shapes shared by the app shell and the features: a sidebar entry, and the route
 * `handle` the shell reads (page title key).
 */
export interface NavItem {
  /** Target path, e.g. '/seminars'. */
  to: string;
  /** Locale key of the label, e.g. 'nav.seminars'. */
  labelKey: TranslationKey;
  /** Match the path exactly (for '/'). */
  end?: boolean;
  /**
   * Position in the sidebar; lower comes first. Daily work first, then the set-up pages
   * (ADR 008): overview 10, seminars 20, leads 30, conversations 35, statistics 50,
   * locations 60, profile 70, settings 80. Gaps are left for new entries.
   */
  order: number;
  /** A lucide icon shown before the label (decorative). */
  icon?: LucideIcon;
  /** An optional count beside the label (e.g. unread leads). */
  badge?: NavBadge;
  /** Shown only to superadmins outside a support session (support staff). */
  superadminOnly?: boolean;
}

export interface NavBadge {
  /** A hook answering the count; nothing is shown while it is 0 or unknown. */
  useCount: () => number | undefined;
  /** Locale key of the count in words for screen readers, with `{{count}}`, e.g. '3 ungelesen'. */
  labelKey: TranslationKey;
}

export interface RouteHandle {
  /** Locale key of the page title, shown in <title>. */
  titleKey?: TranslationKey;
  /** Locale key of the site name after the title (the dashboard's name unless a layout says otherwise). */
  siteKey?: TranslationKey;
  /**
   * Starts the first screen's queries when the app starts on this route, beside the session
   * check and before React renders (app/router.ts `prefetchFirstScreen`).
   */
  prefetch?: (queryClient: QueryClient) => void;
}
