import { useEffect, useRef } from 'react';

/** A wish to bring one row or box into view; each new `seq` asks once more for the same key. */
export interface RevealRequest {
  key: string;
  seq: number;
}

/**
 * Scrolls to the element of each new request once it exists: a page drawn later (a review
 * opened at `?result=` before its pages arrived) is scrolled to when it is there.
 */
export function useReveal(
  request: RevealRequest | null,
  find: (key: string) => HTMLElement | undefined,
  block: ScrollLogicalPosition,
): void {
  const done = useRef<number | null>(null);
  useEffect(() => {
    if (request === null || done.current === request.seq) return;
    const element = find(request.key);
    if (element === undefined) return;
    done.current = request.seq;
    element.scrollIntoView({ block, inline: 'nearest' });
  });
}
