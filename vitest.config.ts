import { defineConfig } from 'vitest/config';
import { serverProjects } from './apps/server/vitest.projects.ts';

export default defineConfig({
  test: {
    projects: [...serverProjects, 'apps/*/vitest.config.ts'],
  },
});
