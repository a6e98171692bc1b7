import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import type { Mock } from 'vitest';
import { FullRefreshContext } from '../lib/full-refresh';
import type { FullRefresh } from '../lib/full-refresh';
import { i18n } from '../lib/i18n/i18n';

interface RenderUiOptions {
  /** Stands in for the app's full refresh, which needs the app around the component. */
  fullRefresh?: Mock<FullRefresh>;
}

/**
 * A component as the app shows it (translations, server-data cache, a router that records where
 * it navigates, a full refresh it can ask for), without the app's routes around it.
 */
export function renderUi(
  ui: ReactNode,
  { fullRefresh = vi.fn<FullRefresh>(() => Promise.resolve()) }: RenderUiOptions = {},
) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([
    { path: '/', element: ui },
    { path: '*', element: null },
  ]);
  const view = render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <FullRefreshContext value={fullRefresh}>
          <RouterProvider router={router} />
        </FullRefreshContext>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { ...view, router, queryClient, fullRefresh, user: userEvent.setup() };
}
