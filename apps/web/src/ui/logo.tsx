import './logo.css';

interface LogoProps {
  /** The product name, shown beside the mark (and so the logo's accessible name). */
  name: string;
}

export function Logo({ name }: LogoProps) {
  return (
    <span className="logo">
      <svg className="logo__mark" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect className="logo__tile" width="32" height="32" rx="8" />
        <path className="logo__trace" d="M6 19h5l3-8 4 12 3-7h5" />
      </svg>
      <span className="logo__name">{name}</span>
    </span>
  );
}
