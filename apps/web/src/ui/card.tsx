import type { ReactNode } from 'react';
import './card.css';

/** A white card on the page background: the app's basic container. */
export function Card({ children }: { children: ReactNode }) {
  return <div className="card">{children}</div>;
}
