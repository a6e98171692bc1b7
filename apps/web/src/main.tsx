import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { handleSessionExpired } from './app/session-expiry';
import { setUnauthorizedHandler } from './lib/api-client';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

setUnauthorizedHandler(handleSessionExpired);

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
