import { afterEach, describe, expect, it } from 'vitest';
import {
  consoleGuardProblems,
  expectConsoleError,
  recordConsoleError,
  resetConsoleGuard,
} from './console-guard';

afterEach(() => {
  // These tests feed the guard by hand; leave it clean for the setup file's own check.
  resetConsoleGuard();
});

describe('console guard', () => {
  it('reports a console.error nobody declared', () => {
    recordConsoleError(new Error('boom'), 'at Component');

    expect(consoleGuardProblems()).toEqual(['Unexpected console.error: boom at Component']);
  });

  it('lets a declared error through', () => {
    expectConsoleError(/boom/);
    recordConsoleError('Error: boom');

    expect(consoleGuardProblems()).toEqual([]);
  });

  it('reports a declared error that never came', () => {
    expectConsoleError(/boom/);

    expect(consoleGuardProblems()).toEqual(['Expected a console.error matching /boom/']);
  });
});
