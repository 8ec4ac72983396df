/** App-wide providers: query cache, translations and toasts (the PWA prompt sits in the root layout, dashboard only). */
import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { Toaster } from 'sonner';
import { i18n } from '../lib/i18n';
import { TOAST_DURATION_MS, TOAST_MAX_VISIBLE } from '../lib/toast';

export function Toasts() {
  return (
    <Toaster
      position="bottom-right"
      duration={TOAST_DURATION_MS}
      visibleToasts={TOAST_MAX_VISIBLE}
      closeButton={false}
      toastOptions={{ style: { background: '#333', color: '#fff' } }}
      containerAriaLabel={i18n.t('app.notifications')}
    />
  );
}

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
