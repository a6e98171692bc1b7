import { beforeEach, describe, expect, it } from 'vitest';
import { REFRESH_MIN_GAP_MS } from '../lib/constants';
import { isScheduledRefreshDue, useRefreshStore } from './refresh-store';

const NOW = 1_000_000_000;

beforeEach(() => {
  useRefreshStore.setState({
    appRefreshedLastTime: null,
    scheduledRefreshes: [],
    isRefreshing: false,
  });
});

const due = () => isScheduledRefreshDue(useRefreshStore.getState(), NOW);

describe('the scheduled refresh check (spec §4)', () => {
  it('waits for something to be scheduled and its time to come', () => {
    expect(due()).toBe(false);
    useRefreshStore.getState().scheduleRefresh(NOW + 1);
    expect(due()).toBe(false);
    useRefreshStore.getState().scheduleRefresh(NOW);
    expect(due()).toBe(true);
  });

  it('keeps 5 minutes after the last refresh', () => {
    useRefreshStore.getState().scheduleRefresh(NOW - 10);
    useRefreshStore.setState({ appRefreshedLastTime: NOW - REFRESH_MIN_GAP_MS + 1 });
    expect(due()).toBe(false);
    useRefreshStore.setState({ appRefreshedLastTime: NOW - REFRESH_MIN_GAP_MS });
    expect(due()).toBe(true);
  });

  it('never starts while a refresh runs', () => {
    useRefreshStore.getState().scheduleRefresh(NOW - 10);
    useRefreshStore.getState().refreshStarted();
    expect(due()).toBe(false);
  });

  it('drops the scheduled times at or before a finished refresh', () => {
    const store = useRefreshStore.getState();
    store.scheduleRefresh(NOW + 5);
    store.scheduleRefresh(NOW);
    store.scheduleRefresh(NOW - 5);
    store.refreshFinished(NOW);
    expect(useRefreshStore.getState().scheduledRefreshes).toEqual([NOW + 5]);
    expect(useRefreshStore.getState().appRefreshedLastTime).toBe(NOW);
  });
});
