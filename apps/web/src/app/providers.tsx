/** App-wide providers: query cache, translations and toasts (the PWA prompt sits in the root layout, dashboard only). */
import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { Toasts } from '../components/ui/toaster';
import { i18n } from '../lib/i18n';

export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        {children}
        <Toasts />
      </I18nextProvider>
    </QueryClientProvider>
  );
}
