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
  scrollTo: (element: HTMLElement) => void,
): void {
  const done = useRef<number | null>(null);
  useEffect(() => {
    if (request === null || done.current === request.seq) return;
    const element = find(request.key);
    if (element === undefined) return;
    done.current = request.seq;
    scrollTo(element);
  });
}

interface Span {
  top: number;
  height: number;
}

/**
 * Where a scrolling pane must stand for an element in it to sit in its middle: only the pane
 * moves, never the window around it (which would move the list beside it).
 */
export function centredScrollTop(pane: Span & { scrollTop: number }, element: Span): number {
  return Math.max(0, pane.scrollTop + element.top - pane.top - (pane.height - element.height) / 2);
}
