import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { consoleGuardProblems, recordConsoleError, resetConsoleGuard } from './console-guard';

/** An unexpected console.error is a defect, so it fails the test that caused it. */
beforeEach(() => {
  resetConsoleGuard();
  vi.spyOn(console, 'error').mockImplementation(recordConsoleError);
});

afterEach(() => {
  cleanup();
  // Node-environment tests (the API client's) have no localStorage.
  if ('localStorage' in globalThis) localStorage.clear();
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  const problems = consoleGuardProblems();
  if (problems.length > 0) throw new Error(problems.join('\n'));
});
