import type { TestProjectConfiguration } from 'vitest/config';

const integration = (database: 'sqlite' | 'postgres'): TestProjectConfiguration => ({
  test: {
    name: `integration:${database}`,
    root: import.meta.dirname,
    include: ['src/**/*.int.test.ts'],
    environment: 'node',
    env: { LABTRAIL_TEST_DATABASE: database },
    setupFiles: ['test/fail-on-console-error.ts'],
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});

/** The server's Vitest projects; the root config lists them beside the web app's. */
export const serverProjects: TestProjectConfiguration[] = [
  {
    test: {
      name: 'unit:server',
      root: import.meta.dirname,
      include: ['src/**/*.test.ts'],
      exclude: ['src/**/*.int.test.ts'],
      environment: 'node',
      setupFiles: ['test/fail-on-console-error.ts'],
    },
  },
  integration('sqlite'),
  integration('postgres'),
];
