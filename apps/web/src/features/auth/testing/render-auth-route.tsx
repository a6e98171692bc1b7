import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { InitialEntry } from 'react-router';
import { i18n } from '../../../lib/i18n/i18n';
import { PATHS } from '../../../lib/paths';
import { LoginEmailPage } from '../login-email-page';
import { LoginPage } from '../login-page';
import { LoginPhonePage } from '../login-phone-page';
import { VerifyCodePage } from '../verify-code-page';

/** Stands in for the overview the verify screen leads to; it belongs to another feature. */
function Destination() {
  return <h1>Signed in</h1>;
}

/** The sign-in screens at `entry`, with their real routes, translations and query cache. */
export function renderAuthRoute(entry: InitialEntry) {
  const router = createMemoryRouter(
    [
      { path: PATHS.login, element: <LoginPage /> },
      { path: PATHS.loginEmail, element: <LoginEmailPage /> },
      { path: PATHS.loginPhone, element: <LoginPhonePage /> },
      { path: PATHS.verifyCode, element: <VerifyCodePage /> },
      { path: PATHS.biomarkers, element: <Destination /> },
    ],
    { initialEntries: [entry] },
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { ...view, router, user: userEvent.setup() };
}
