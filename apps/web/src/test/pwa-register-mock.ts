/** Test stand-in for vite-plugin-pwa's virtual module (no service worker in jsdom). */
import { useEffect, useState } from 'react';

export const updateServiceWorker = async (_reloadPage?: boolean) => undefined;

interface Options {
  onOfflineReady?: () => void;
}

let latestOptions: Options = {};
let setNeedRefreshFromTest: ((value: boolean) => void) | undefined;

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
    latestOptions = options;
    setNeedRefreshFromTest = setNeedRefresh;
  });
  return { offlineReady, needRefresh, updateServiceWorker };
}
