import { useCallback, useState } from 'react';
import type { RefCallback } from 'react';

/**
 * The width an element is laid out at, kept current as it changes (undefined until measured),
 * and the ref that tells which element.
 */
export function useElementWidth<T extends Element>(): [RefCallback<T>, number | undefined] {
  const [width, setWidth] = useState<number>();
  const ref = useCallback((element: T | null) => {
    // jsdom lays nothing out and has no ResizeObserver: there the width stays unmeasured.
    if (element === null || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(([entry]) => {
      if (entry !== undefined) setWidth(entry.contentRect.width);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
    };
  }, []);
  return [ref, width];
}
