import { defineConfig } from 'vitest/config';
import { serverProjects } from './apps/server/vitest.projects.ts';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit:contract',
          root: 'packages/contract',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      ...serverProjects,
      'apps/*/vitest.config.ts',
    ],
  },
});
