import { render } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { InitialEntry } from 'react-router';
import { AppProviders } from '../app-providers';
import { createQueryClient } from '../query-client';
import { createRoutes } from '../routes';

/** The whole app (real routes and providers) at `entry`, in memory instead of the address bar. */
export function renderApp(entry: InitialEntry) {
  const queryClient = createQueryClient();
  const router = createMemoryRouter(createRoutes(queryClient), { initialEntries: [entry] });
  const view = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, user: userEvent.setup() };
}
