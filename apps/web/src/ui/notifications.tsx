import { CheckCircleIcon, WarningIcon } from './icons';
import './notifications.css';

export interface NotificationListItem {
  id: number;
  type: 'success' | 'warning';
  message: string;
}

interface NotificationsProps {
  /** Accessible name of the region. */
  label: string;
  items: readonly NotificationListItem[];
}

/**
 * The app's messages, newest last. The live region is always rendered so screen readers
 * announce each message as it is added; the icon and wording, not only colour, tell the type.
 */
export function Notifications({ label, items }: NotificationsProps) {
  return (
    <div className="notifications" role="status" aria-live="polite" aria-label={label}>
      {items.map((item) => (
        <p key={item.id} className={`notifications__item notifications__item--${item.type}`}>
          {item.type === 'success' ? <CheckCircleIcon /> : <WarningIcon />}
          <span>{item.message}</span>
        </p>
      ))}
    </div>
  );
}
