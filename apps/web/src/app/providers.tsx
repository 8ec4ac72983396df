/** App-wide providers: query cache, translations and toasts (the PWA prompt sits in the root layout, dashboard only). */
import { lazy, Suspense, useSyncExternalStore, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../lib/i18n';
import { toasterWanted } from '../lib/toast';

// The toast region and its library load with the first toast (lib/toast.ts).
const Toasts = lazy(() => import('../components/ui/toaster').then((m) => ({ default: m.Toasts })));

export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  const toasts = useSyncExternalStore(toasterWanted.subscribe, toasterWanted.get);
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        {children}
        {toasts && (
          <Suspense fallback={null}>
            <Toasts />
          </Suspense>
        )}
      </I18nextProvider>
    </QueryClientProvider>
  );
}
