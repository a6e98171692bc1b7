import { create } from 'zustand';
import { NOTIFICATION_LIFETIME_MS } from '../lib/constants';

export type NotificationType = 'success' | 'warning';

export interface AppNotification {
  id: number;
  type: NotificationType;
  message: string;
}

interface NotificationState {
  notifications: AppNotification[];
  /** Shows a message that disappears by itself after the spec's 3 s. */
  notify: (type: NotificationType, message: string) => void;
  dismiss: (id: number) => void;
}

let lastId = 0;

export const useNotificationStore = create<NotificationState>()((set, get) => ({
  notifications: [],
  notify: (type, message) => {
    lastId += 1;
    const id = lastId;
    set((state) => ({ notifications: [...state.notifications, { id, type, message }] }));
    setTimeout(() => {
      get().dismiss(id);
    }, NOTIFICATION_LIFETIME_MS);
  },
  dismiss: (id) => {
    set((state) => ({
      notifications: state.notifications.filter((notification) => notification.id !== id),
    }));
  },
}));
