/**
 * Whether the browser has a connection, as TanStack Query's online manager sees it: queries pause
 * while offline (cached answers stay on screen) and resume on reconnect. Query v5 starts out
 * "online" whatever the browser says, so a reload without a connection would send every query
 * into failed retries; the manager therefore starts from `navigator.onLine` and then follows the
 * browser's online/offline events.
 */
import { useSyncExternalStore } from 'react';
import { onlineManager } from '@tanstack/react-query';

export function syncOnlineManager() {
  if (typeof navigator !== 'undefined') onlineManager.setOnline(navigator.onLine);
}

const subscribe = (listener: () => void) => onlineManager.subscribe(listener);
const isOnline = () => onlineManager.isOnline();

/** True while the browser has a connection; re-renders when that changes. */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, isOnline, () => true);
}
