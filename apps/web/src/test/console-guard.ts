/**
 * Records every console.error of a test. An error counts as expected only when the test declared
 * it with `expectConsoleError`; a declared error that never happens fails the test as well.
 */
interface Expectation {
  pattern: RegExp;
  seen: boolean;
}

let logged: string[] = [];
let expectations: Expectation[] = [];

export function resetConsoleGuard(): void {
  logged = [];
  expectations = [];
}

export function recordConsoleError(...args: unknown[]): void {
  logged.push(args.map((arg) => (arg instanceof Error ? arg.message : String(arg))).join(' '));
}

/** Declares that the running test logs a console.error matching `pattern` (React does on crashes). */
export function expectConsoleError(pattern: RegExp): void {
  expectations.push({ pattern, seen: false });
}

/** Problems found since the last reset: unexpected errors and expected ones that never came. */
export function consoleGuardProblems(): string[] {
  const unexpected = logged.filter((line) => {
    const match = expectations.find((expectation) => expectation.pattern.test(line));
    if (match) match.seen = true;
    return !match;
  });
  return [
    ...unexpected.map((line) => `Unexpected console.error: ${line}`),
    ...expectations
      .filter((expectation) => !expectation.seen)
      .map((expectation) => `Expected a console.error matching ${String(expectation.pattern)}`),
  ];
}
