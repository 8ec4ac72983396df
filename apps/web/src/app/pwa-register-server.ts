/**
 * vite-plugin-pwa's `virtual:pwa-register/react` in the server renderer's build: the server
 * renders only public pages, which register no service worker (root-layout.tsx), so the prompt's
 * hook answers "nothing to show" there.
 */
import { useState } from 'react';

export function useRegisterSW() {
  return { offlineReady: useState(false), needRefresh: useState(false), updateServiceWorker: async () => undefined };
}
