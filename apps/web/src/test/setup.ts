import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { consoleGuardProblems, recordConsoleError, resetConsoleGuard } from './console-guard';

// Pages load on first visit (lazy routes); on a busy two-core machine the first transform of a
// page's modules can take longer than Testing Library's default second.
configure({ asyncUtilTimeout: 5000 });

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
