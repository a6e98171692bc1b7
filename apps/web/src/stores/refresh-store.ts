import { create } from 'zustand';
import { REFRESH_MIN_GAP_MS } from '../lib/constants';

/** The refresh state of spec §3–§4; nothing of it is persisted. */
export interface RefreshState {
  appRefreshedLastTime: number | null;
  /** Times (epoch ms) at which a full refresh is wanted, e.g. 10 minutes after an upload. */
  scheduledRefreshes: number[];
  isRefreshing: boolean;
  scheduleRefresh: (at: number) => void;
  refreshStarted: () => void;
  /** A full refresh finished at `at`: scheduled times at or before it are done. */
  refreshFinished: (at: number) => void;
}

export const useRefreshStore = create<RefreshState>()((set) => ({
  appRefreshedLastTime: null,
  scheduledRefreshes: [],
  isRefreshing: false,
  scheduleRefresh: (at) => {
    set((state) => ({
      scheduledRefreshes: [...state.scheduledRefreshes, at].sort((a, b) => a - b),
    }));
  },
  refreshStarted: () => {
    set({ isRefreshing: true });
  },
  refreshFinished: (at) => {
    set((state) => ({
      isRefreshing: false,
      appRefreshedLastTime: at,
      scheduledRefreshes: state.scheduledRefreshes.filter((time) => time > at),
    }));
  },
}));

/**
 * The background check (spec §4): no refresh running, something scheduled whose time has come,
 * and the last refresh at least 5 minutes ago (or never).
 */
export function isScheduledRefreshDue(state: RefreshState, now: number): boolean {
  const earliest = state.scheduledRefreshes[0];
  if (state.isRefreshing || earliest === undefined || earliest > now) return false;
  return (
    state.appRefreshedLastTime === null || now - state.appRefreshedLastTime >= REFRESH_MIN_GAP_MS
  );
}
