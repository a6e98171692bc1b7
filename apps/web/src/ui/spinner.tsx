import { SPINNER_SIZE_DEFAULT } from '../lib/constants';
import './spinner.css';

interface SpinnerProps {
  /** Announced to screen readers, e.g. "Loading". */
  label: string;
  size?: number;
}

export function Spinner({ label, size = SPINNER_SIZE_DEFAULT }: SpinnerProps) {
  return (
    <span className="spinner" role="status" style={{ width: size, height: size }}>
      <svg className="spinner__svg" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <circle className="spinner__track" cx="12" cy="12" r="10" />
        <path className="spinner__arc" d="M12 2a10 10 0 0 1 10 10" />
      </svg>
      <span className="visually-hidden">{label}</span>
    </span>
  );
}
