/**
 * Shapes shared by the app shell and the features: a sidebar entry, and the route
 * `handle` the shell reads (page title key).
 */
export interface NavItem {
  /** Target path, e.g. '/seminars'. */
  to: string;
  /** Locale key of the label, e.g. 'nav.seminars'. */
  labelKey: string;
  /** Match the path exactly (for '/'). */
  end?: boolean;
  /** Position in the sidebar; lower comes first (seed §2 order: overview 10, seminars 20, profile 30, settings 40, statistics 50, locations 60, leads 70). */
  order: number;
  /** An optional count beside the label (e.g. unread leads). */
  badge?: NavBadge;
}

export interface NavBadge {
  /** A hook answering the count; nothing is shown while it is 0 or unknown. */
  useCount: () => number | undefined;
  /** Locale key of the count in words for screen readers, with `{{count}}`, e.g. '3 ungelesen'. */
  labelKey: string;
}

export interface RouteHandle {
  /** Locale key of the page title, shown in <title>. */
  titleKey?: string;
}
