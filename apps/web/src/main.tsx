import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { handleSessionExpired } from './app/session-expiry';
import { setUnauthorizedHandler } from './lib/api-client';
import { i18n, languageLoaded } from './lib/i18n/i18n';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

setUnauthorizedHandler(handleSessionExpired);
// A German page waits for its texts rather than flashing English first.
await languageLoaded(i18n);

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
