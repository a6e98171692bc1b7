import { QueryClientProvider } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../lib/i18n/i18n';
import { ErrorBoundary } from './error-boundary';

interface AppProvidersProps {
  queryClient: QueryClient;
  children: ReactNode;
}

/** Translations outermost, so even the crash screen can read them. */
export function AppProviders({ queryClient, children }: AppProvidersProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <ErrorBoundary>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </ErrorBoundary>
    </I18nextProvider>
  );
}
