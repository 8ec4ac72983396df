/** App-wide providers: query cache, translations and toasts (the PWA prompt sits in the root layout, dashboard only). */
import { lazy, Suspense, useState, useSyncExternalStore, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { LoadBoundary } from '../components/ui/load-boundary';
import { i18n } from '../lib/i18n';
import { toasterWanted } from '../lib/toast';

// The toast region and its library load with the first toast (lib/toast.ts).
const loadToasts = () => lazy(() => import('../components/ui/toaster').then((m) => ({ default: m.Toasts })));

export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  const toasts = useSyncExternalStore(toasterWanted.subscribe, toasterWanted.get, toasterWanted.get);
  // Offline before the service worker cached it, the region cannot load: the app goes on without
  // toasts (the offline banner says why saving fails) and tries again once back online, with a
  // new lazy component, since React keeps a failed import's error for good.
  const [Toasts, setToasts] = useState(loadToasts);
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        {children}
        {toasts && (
          <LoadBoundary onRetry={() => setToasts(loadToasts)}>
            <Suspense fallback={null}>
              <Toasts />
            </Suspense>
          </LoadBoundary>
        )}
      </I18nextProvider>
    </QueryClientProvider>
  );
}
