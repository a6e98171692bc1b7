// The build without inline workers or styles, for the server's CSP: its stylesheet and worker
// are files of the app (style-src and worker-src 'self'), nothing is injected at run time.
import 'altcha/external';
import 'altcha/altcha.css';
import 'altcha/i18n/de';
import type {} from 'altcha/types/react';
import ShaWorker from 'altcha/workers/sha?worker';
import { useEffect, useRef } from 'react';
import { apiFetch } from '../lib/api-client';
import { CAPTCHA_SCALE } from '../lib/constants';
import { CAPTCHA_ALGORITHMS } from '../lib/solve-captcha';
import './captcha.css';

for (const algorithm of CAPTCHA_ALGORITHMS) {
  globalThis.$altcha.algorithms.set(algorithm, () => new ShaWorker());
}
// The widget fetches its challenge by itself; that request too carries the headers of every call.
globalThis.$altcha.defaults.set('fetch', apiFetch);

/** Languages of the widget's own texts: its English is `en`. */
export type CaptchaLanguage = 'en' | 'de';

interface CaptchaProps {
  /** Where the widget fetches a fresh challenge when the person ticks the box. */
  challengeUrl: string;
  language: CaptchaLanguage;
  /** The payload once solved; null whenever the widget is not (or no longer) verified. */
  onChange: (payload: string | null) => void;
}

/** The payload of a `statechange` event when the widget reports itself verified. */
function verifiedPayload(event: Event): string | null {
  const detail: unknown = event instanceof CustomEvent ? event.detail : undefined;
  if (typeof detail !== 'object' || detail === null) return null;
  if (!('state' in detail) || detail.state !== 'verified') return null;
  return 'payload' in detail && typeof detail.payload === 'string' ? detail.payload : null;
}

/** The ALTCHA proof-of-work widget, shown at the spec's 0.9 scale, as wide as its container. */
export function Captcha({ challengeUrl, language, onChange }: CaptchaProps) {
  const widget = useRef<HTMLElement>(null);

  useEffect(() => {
    const element = widget.current;
    if (element === null) return;
    const listener = (event: Event) => {
      onChange(verifiedPayload(event));
    };
    element.addEventListener('statechange', listener);
    return () => {
      element.removeEventListener('statechange', listener);
    };
  }, [onChange]);

  return (
    // Drawn at the spec's 0.9 scale, laid out 1/0.9 as wide: the box ends up as wide as the
    // fields around it.
    <div
      className="captcha"
      style={{ transform: `scale(${CAPTCHA_SCALE})`, width: `calc(100% / ${CAPTCHA_SCALE})` }}
    >
      <altcha-widget ref={widget} challenge={challengeUrl} language={language} />
    </div>
  );
}
