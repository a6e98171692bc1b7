import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../lib/api-client';
import { QUERY_MAX_RETRIES, QUERY_STALE_MS } from '../lib/constants';

function isClientError(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    error.status !== undefined &&
    error.status >= 400 &&
    error.status < 500
  );
}

/**
 * Server data cache: a 4xx will not change by asking again, and focus alone refetches nothing.
 * Data counts as fresh for a while: the refresh loop reloads it on purpose (on entry, after a
 * change, on schedule), so a screen mounting a moment later need not ask again.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failureCount, error) => !isClientError(error) && failureCount < QUERY_MAX_RETRIES,
        refetchOnWindowFocus: false,
        staleTime: QUERY_STALE_MS,
      },
    },
  });
}
