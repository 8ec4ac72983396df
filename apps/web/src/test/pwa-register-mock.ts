/** Test stand-in for vite-plugin-pwa's virtual module (no service worker in jsdom). */
import { useEffect, useState } from 'react';

export const updateServiceWorker = async (_reloadPage?: boolean) => undefined;

interface Options {
  onOfflineReady?: () => void;
}

let latestOptions: Options = {};
let setNeedRefreshFromTest: ((value: boolean) => void) | undefined;

/** How often a component asked to register the service worker (the real hook registers on mount). */
export const pwaRegistrations = { count: 0 };

/** What the service worker would report, for tests. */
export const pwaEvents = {
  offlineReady: () => latestOptions.onOfflineReady?.(),
  needRefresh: () => setNeedRefreshFromTest?.(true),
};

export function useRegisterSW(options: Options = {}) {
  const offlineReady = useState(false);
  const needRefresh = useState(false);
  const setNeedRefresh = needRefresh[1];
  useEffect(() => {
    pwaRegistrations.count++;
  }, []);
  useEffect(() => {
    latestOptions = options;
    setNeedRefreshFromTest = setNeedRefresh;
  });
  return { offlineReady, needRefresh, updateServiceWorker };
}
