/**
 * Reporting what visitors do (POST /public/events, docs/privacy.md): events are queued, sent in
 * batches of at most 50 with `navigator.sendBeacon` (a text/plain body, so no preflight and it
 * survives leaving the page), and flushed shortly after they happen or when the page is hidden.
 * No cookie, no identifier: the server derives a daily visitor hash it cannot reverse. Each event
 * carries the `viewToken` of the answer whose page it is about (search, seminar or provider page):
 * the server counts only events of pages it served (docs/privacy.md).
 * A provider signed in and looking at its own listings (the preview) is no visitor: those are not
 * reported (`isOwnListing`).
 */
import { EVENTS_PER_CALL_MAX, type StatEvent } from '@bu/contracts';
import { apiUrl } from '../../lib/api-client';
import { endpoints } from '../../lib/endpoints';
import { getSession } from '../../lib/session';

const FLUSH_DELAY_MS = 1000;
const queue: StatEvent[] = [];
let timer: ReturnType<typeof setTimeout> | undefined;

function send(events: StatEvent[]) {
  const body = JSON.stringify({ events });
  const url = apiUrl(endpoints.recordEvents);
  if (typeof navigator !== 'undefined' && typeof navigator.sendBeacon === 'function') {
    if (navigator.sendBeacon(url, body)) return;
  }
  void fetch(url, { method: 'POST', body, keepalive: true, headers: { 'Content-Type': 'text/plain' } }).catch(
    () => undefined,
  );
}

/** True when the viewer is signed in to the provider that owns the listing (its figures would count itself). */
export function isOwnListing(providerId: string): boolean {
  return getSession().user?.providerId === providerId;
}

export function flushEvents() {
  clearTimeout(timer);
  timer = undefined;
  while (queue.length) send(queue.splice(0, EVENTS_PER_CALL_MAX));
}

export function track(...events: StatEvent[]) {
  queue.push(...events);
  if (!timer) timer = setTimeout(flushEvents, FLUSH_DELAY_MS);
}

if (typeof document !== 'undefined') {
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flushEvents();
  });
}
