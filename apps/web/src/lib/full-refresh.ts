import { createContext, useContext } from 'react';

/**
 * Spec §4's full refresh: biomarkers, history, summaries (the analysis and the health roadmap) and
 * documents reloaded together, then counted as the last refresh. Only the app knows every
 * feature's data, so it provides this.
 */
export type FullRefresh = () => Promise<void>;

export const FullRefreshContext = createContext<FullRefresh | null>(null);

/** The full refresh, for a change the person should see everywhere at once. */
export function useFullRefresh(): FullRefresh {
  const fullRefresh = useContext(FullRefreshContext);
  if (fullRefresh === null) throw new Error('useFullRefresh needs a FullRefreshContext provider');
  return fullRefresh;
}
