/** Test stand-in for vite-plugin-pwa's virtual module (no service worker in jsdom). */
import { useState } from 'react';

export const updateServiceWorker = async (_reloadPage?: boolean) => undefined;

export function useRegisterSW() {
  const offlineReady = useState(false);
  const needRefresh = useState(false);
  return { offlineReady, needRefresh, updateServiceWorker };
}
