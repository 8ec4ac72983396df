/**
 * Whether an error is a part of the app (a lazily loaded route, dialog or the toast region) that
 * could not be fetched: offline before the service worker has cached it, or after a deploy that
 * replaced it. The browsers and Vite's preload helper each word it their own way.
 */
const CHUNK_FAILURES = [
  'Failed to fetch dynamically imported module', // Chromium
  'error loading dynamically imported module', // Firefox
  'Importing a module script failed', // Safari
  'Unable to preload CSS', // Vite, a route's stylesheet
];

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return CHUNK_FAILURES.some((failure) => message.includes(failure));
}
