import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

/** The web app's unit and component tests; the root config lists this file as a project. */
export default defineProject({
  plugins: [react()],
  test: {
    name: 'unit:web',
    root: import.meta.dirname,
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
  },
});
