/**
 * Accepts only same-origin relative paths as a post-login target, so a crafted
 * `?redirect=` cannot send the user to another site (open redirect).
 */
export function safeRedirect(target: string | null | undefined, fallback = '/'): string {
  if (!target) return fallback;
  if (!target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return fallback;
  // Control characters and backslashes are normalised away by browsers into '//' tricks.
  if (target.includes('\\') || [...target].some((char) => char.charCodeAt(0) < 0x20)) return fallback;
  if (target.startsWith('/auth/login')) return fallback;
  return target;
}

/** The login URL that brings the user back to `path` (pathname + search + hash) afterwards. */
export function loginPathFor(path: string): string {
  return path && path !== '/' ? `/auth/login?redirect=${encodeURIComponent(path)}` : '/auth/login';
}
