import { useSyncExternalStore } from 'react';
import { PHONE_MAX_WIDTH_PX } from './review-constants';

const PHONE_QUERY = `(max-width: ${String(PHONE_MAX_WIDTH_PX)}px)`;

/** The screen's media query, or none where there is no layout to ask (jsdom). */
function phoneQuery(): MediaQueryList | null {
  return typeof window.matchMedia === 'function' ? window.matchMedia(PHONE_QUERY) : null;
}

function subscribe(onChange: () => void): () => void {
  const query = phoneQuery();
  query?.addEventListener('change', onChange);
  return () => {
    query?.removeEventListener('change', onChange);
  };
}

/** Whether the screen is a phone's (narrower than 768px), kept current as it turns or resizes. */
export function useIsPhone(): boolean {
  return useSyncExternalStore(subscribe, () => phoneQuery()?.matches ?? false);
}
