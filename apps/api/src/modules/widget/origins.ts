/**
 * The widget's allow-list (docs/decisions/044-widget-in-an-iframe.md): which sites may frame a
 * provider's widget. An empty list means any site; the browser enforces the list through the
 * frame's `frame-ancestors`, and an inquiry's embedding page is checked against it here too.
 */

/**
 * Whether `page` (the embedding page's URL) is on `allowed`, or on our own site (`self`: the
 * widget opened by itself); every page when the list is empty.
 */
export function widgetAllows(allowed: readonly string[], page: string, self: string): boolean {
  if (allowed.length === 0) return true;
  let origin: string;
  try {
    origin = new URL(page).origin;
  } catch {
    return false;
  }
  return allowed.includes(origin) || origin === new URL(self).origin;
}

/** The frame's `frame-ancestors` sources: our own origin and the listed ones, or any http(s) site. */
export function frameAncestors(allowed: readonly string[]): string {
  return allowed.length === 0 ? "'self' https: http:" : ["'self'", ...allowed].join(' ');
}
