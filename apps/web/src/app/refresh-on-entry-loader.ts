import type { QueryClient } from '@tanstack/react-query';
import { useAuthStore } from '../stores/auth-store';
import { refreshOnEntry } from './refresh-loop';

/**
 * The signed-in pages' loader: starts the full refresh on entry the moment a signed-in route
 * matches, in parallel with the page's code instead of after it. Nothing waits for it; the loop
 * joins it when it mounts. Anyone not signed in is sent to /login and asks for nothing. It is part
 * of the entry (under 1 kB gzipped with the five queries' definitions): loaded on demand instead,
 * its own round trip would come before the first request.
 */
export function startRefreshOnEntry(queryClient: QueryClient): null {
  if (useAuthStore.getState().authIsUserAuthenticated) void refreshOnEntry(queryClient);
  return null;
}
