import type { QueryClient } from '@tanstack/react-query';
import { useAuthStore } from '../stores/auth-store';

/**
 * The signed-in pages' loader: starts the full refresh on entry the moment a signed-in route
 * matches, in parallel with the page's code instead of after it. Nothing waits for it; the loop
 * joins it when it mounts. Anyone not signed in is sent to /login and asks for nothing. The
 * refresh's code comes in a chunk of its own, so /login does not carry it.
 */
export function startRefreshOnEntry(queryClient: QueryClient): null {
  if (useAuthStore.getState().authIsUserAuthenticated)
    void import('./refresh-loop').then(({ refreshOnEntry }) => refreshOnEntry(queryClient));
  return null;
}
