import '@fontsource-variable/inter';
import '../ui/tokens.css';
import '../ui/global.css';
import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { AppProviders } from './app-providers';
import { createQueryClient } from './query-client';
import { createRoutes } from './routes';

export function App() {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(() => createBrowserRouter(createRoutes(queryClient)));
  return (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
