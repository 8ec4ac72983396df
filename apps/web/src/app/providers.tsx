/** App-wide providers: query cache, translations, toasts and the PWA prompt. */
import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { PwaPrompt } from '../components/ui/pwa-prompt';
import { Toasts } from '../components/ui/toaster';
import { i18n } from '../lib/i18n';

export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        {/* First in the page flow: the reload prompt pushes the app down instead of covering it. */}
        <PwaPrompt />
        {children}
        <Toasts />
      </I18nextProvider>
    </QueryClientProvider>
  );
}
