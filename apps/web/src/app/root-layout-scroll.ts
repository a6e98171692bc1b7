import { useEffect, useLayoutEffect, useRef } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router';

/** Kept for a reload of the tab, as the browser would keep them. */
const STORAGE_KEY = 'labtrail-scroll-positions';

/**
 * How long a restored position waits for the page to become tall enough: the overview renders its
 * category cards a few at a time, so right after Back it is still too short to scroll that far.
 */
const RESTORE_PATIENCE_MS = 3000;

/** What the person does to scroll by themselves, which ends the wait for a restored position. */
const OWN_SCROLL_EVENTS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

function readStoredPositions(): Map<string, number> {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}');
    if (typeof stored !== 'object' || stored === null) return new Map();
    return new Map(
      Object.entries(stored).filter((entry): entry is [string, number] => {
        return typeof entry[1] === 'number';
      }),
    );
  } catch {
    return new Map();
  }
}

/** The window's scroll position of every history entry of this tab, by location key. */
const positions = readStoredPositions();

/**
 * Scrolls the window to `top` now and each time the page changes size until it gets there, the
 * person scrolls by themselves, or the patience runs out. Returns what stops it early.
 */
function scrollWhenTallEnough(top: number): () => void {
  const resized = new ResizeObserver(attempt);
  const timer = window.setTimeout(stop, RESTORE_PATIENCE_MS);
  function attempt() {
    window.scrollTo(0, top);
    if (Math.abs(window.scrollY - top) < 1) stop();
  }
  function stop() {
    resized.disconnect();
    window.clearTimeout(timer);
    for (const type of OWN_SCROLL_EVENTS) window.removeEventListener(type, stop);
  }
  for (const type of OWN_SCROLL_EVENTS) window.addEventListener(type, stop, { passive: true });
  resized.observe(document.body);
  attempt();
  return stop;
}

/**
 * Every new page starts at the top; Back and Forward return to where the person was on that
 * page. React Router's ScrollRestoration restores only once, before the overview has grown tall
 * enough, so the position is applied again as the page grows.
 */
export function useScrollRestoration(): void {
  const { key } = useLocation();
  const navigationType = useNavigationType();
  // Scroll events arrive after the next page is in place, so they are filed under the key
  // current when they come, not the one current when the listener was added.
  const currentKey = useRef(key);

  useEffect(() => {
    const previous = history.scrollRestoration;
    history.scrollRestoration = 'manual';
    const remember = () => {
      positions.set(currentKey.current, window.scrollY);
    };
    const store = () => {
      sessionStorage.setItem(STORAGE_KEY, JSON.stringify(Object.fromEntries(positions)));
    };
    window.addEventListener('scroll', remember, { passive: true });
    window.addEventListener('pagehide', store);
    return () => {
      history.scrollRestoration = previous;
      window.removeEventListener('scroll', remember);
      window.removeEventListener('pagehide', store);
    };
  }, []);

  useLayoutEffect(() => {
    currentKey.current = key;
    const saved = navigationType === NavigationType.Pop ? positions.get(key) : undefined;
    if (saved === undefined) {
      window.scrollTo(0, 0);
      return undefined;
    }
    return scrollWhenTallEnough(saved);
  }, [key, navigationType]);
}
