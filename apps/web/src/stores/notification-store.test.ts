import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NOTIFICATION_LIFETIME_MS } from '../lib/constants';
import { useNotificationStore } from './notification-store';

const messages = () => useNotificationStore.getState().notifications.map((item) => item.message);

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  useNotificationStore.setState({ notifications: [] });
});

describe('notifications', () => {
  it('keep their type and message until they disappear after 3 seconds', () => {
    useNotificationStore.getState().notify('success', 'Summary marked as read');

    expect(useNotificationStore.getState().notifications).toEqual([
      expect.objectContaining({ type: 'success', message: 'Summary marked as read' }),
    ]);
    vi.advanceTimersByTime(NOTIFICATION_LIFETIME_MS - 1);
    expect(messages()).toEqual(['Summary marked as read']);
    vi.advanceTimersByTime(1);
    expect(messages()).toEqual([]);
    expect(NOTIFICATION_LIFETIME_MS).toBe(3_000);
  });

  it('each live their own 3 seconds', () => {
    const { notify } = useNotificationStore.getState();
    notify('warning', 'Please enter a value');
    vi.advanceTimersByTime(2_000);
    notify('success', 'Document deleted successfully');

    vi.advanceTimersByTime(1_000);
    expect(messages()).toEqual(['Document deleted successfully']);
    vi.advanceTimersByTime(2_000);
    expect(messages()).toEqual([]);
  });

  it('can show the same message twice as two notifications', () => {
    const { notify } = useNotificationStore.getState();
    notify('warning', 'Please enter a value');
    notify('warning', 'Please enter a value');

    const ids = useNotificationStore.getState().notifications.map((item) => item.id);
    expect(new Set(ids).size).toBe(2);
  });
});
