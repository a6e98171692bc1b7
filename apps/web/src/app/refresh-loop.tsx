import { useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import type { ReactNode } from 'react';
import { healthSummaryQueryOptions } from '../features/analysis/api/health-summary-query';
import { summaryQueryOptions } from '../features/analysis/api/summary-query';
import { biomarkersQueryOptions } from '../features/biomarkers/api/biomarkers-query';
import { historyQueryOptions } from '../features/biomarkers/api/history-query';
import { documentsQueryOptions } from '../features/documents/api/documents-query';
import { REFRESH_CHECK_INTERVAL_MS } from '../lib/constants';
import { FullRefreshContext } from '../lib/full-refresh';
import { i18n, toLanguage } from '../lib/i18n/i18n';
import { isScheduledRefreshDue, useRefreshStore } from '../stores/refresh-store';

/**
 * A full refresh (spec §4): biomarkers, history, summaries (the analysis and the health roadmap)
 * and documents reloaded together; then the scheduled times it covers are dropped. A load already
 * under way is joined, not started twice.
 */
export async function fullRefresh(queryClient: QueryClient): Promise<void> {
  const store = useRefreshStore.getState();
  store.refreshStarted();
  const language = toLanguage(i18n.language);
  try {
    await Promise.allSettled([
      queryClient.query({ ...biomarkersQueryOptions(language), staleTime: 0 }),
      queryClient.query({ ...historyQueryOptions(language), staleTime: 0 }),
      queryClient.query({ ...summaryQueryOptions(language), staleTime: 0 }),
      queryClient.query({ ...healthSummaryQueryOptions(language), staleTime: 0 }),
      queryClient.query({ ...documentsQueryOptions(language), staleTime: 0 }),
    ]);
  } finally {
    useRefreshStore.getState().refreshFinished(Date.now());
  }
}

/** This entry's full refresh, once started; cleared when the person leaves the signed-in pages. */
let entryRefresh: Promise<void> | null = null;

/**
 * The full refresh on entry, once per entry: the signed-in routes' loader starts it while the
 * page's code is still on its way (so the page can render from the cache when it arrives), and the
 * loop joins it when it mounts.
 */
export function refreshOnEntry(queryClient: QueryClient): Promise<void> {
  entryRefresh ??= fullRefresh(queryClient);
  return entryRefresh;
}

/**
 * Keeps a signed-in person's data fresh: a full refresh on entry, and every 3 seconds a look at
 * the scheduled refreshes. Everything inside may ask for a full refresh (`useFullRefresh`).
 */
export function RefreshLoop({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const refresh = useCallback(() => fullRefresh(queryClient), [queryClient]);

  useEffect(() => {
    void refreshOnEntry(queryClient);
    return () => {
      entryRefresh = null;
    };
  }, [queryClient]);

  useEffect(() => {
    const timer = setInterval(() => {
      if (isScheduledRefreshDue(useRefreshStore.getState(), Date.now())) void refresh();
    }, REFRESH_CHECK_INTERVAL_MS);
    return () => {
      clearInterval(timer);
    };
  }, [refresh]);

  return <FullRefreshContext value={refresh}>{children}</FullRefreshContext>;
}
