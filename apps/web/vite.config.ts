import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** Where `npm run dev -w apps/server` listens; the dev server forwards API calls there. */
const DEV_API_TARGET = 'http://127.0.0.1:8080';

/**
 * The SPA, built into apps/web/dist for the server to serve on the same origin.
 * `VITE_API_BASE_URL` (read by the API client at build time) points it at another origin.
 */
export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
  },
  server: {
    proxy: {
      '/api': DEV_API_TARGET,
      '/v1': DEV_API_TARGET,
      '/v2': DEV_API_TARGET,
    },
  },
});
