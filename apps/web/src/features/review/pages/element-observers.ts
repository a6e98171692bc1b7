import { useEffect, useState } from 'react';

/**
 * The width an element is laid out at, kept current as it changes; undefined until measured,
 * and where nothing is laid out (jsdom has no ResizeObserver).
 */
export function useElementWidth(element: Element | null): number | undefined {
  const [width, setWidth] = useState<number>();
  useEffect(() => {
    if (element === null || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(([entry]) => {
      if (entry !== undefined) setWidth(entry.contentRect.width);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
    };
  }, [element]);
  return width;
}

/**
 * Whether an element has come within `margin` of the visible part of the screen; once it has,
 * it stays so (a page drawn once is kept). Without IntersectionObserver everything counts as near.
 */
export function useHasBeenNearView(element: Element | null, margin: string): boolean {
  const [near, setNear] = useState(typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (element === null || near) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
    };
  }, [element, margin, near]);
  return near;
}
