import { WarningIcon } from './icons';
import './warning-banner.css';

/** A warning inside a form, announced as soon as it appears; the icon says it is a warning too. */
export function WarningBanner({ message }: { message: string }) {
  return (
    <div className="warning-banner" role="alert">
      <WarningIcon />
      <p>{message}</p>
    </div>
  );
}
