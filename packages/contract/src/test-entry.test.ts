import { describe, expect, it } from 'vitest';
import { TEST_ENTRY_MESSAGES as M, testDateProblem, testValueProblem } from './test-entry';

describe('test value (spec §5)', () => {
  it.each([
    [null, M.valueRequired],
    ['', M.valueRequired],
    ['  ', M.valueRequired],
    ['abc', M.valueInvalid],
    ['1.2.3', M.valueInvalid],
    ['-4', M.valueInvalid],
    ['1,5', M.valueInvalid],
    [Number.NaN, M.valueInvalid],
    ['12', undefined],
    ['12.5', undefined],
    [5.25, undefined],
  ] as const)('%s → %s', (value, message) => {
    expect(testValueProblem(value)).toBe(message);
  });
});

describe('test date (spec §5)', () => {
  it.each([
    [null, M.dateRequired],
    ['', M.dateRequired],
    ['2025/01/03', M.dateFormat],
    ['3.1.2025', M.dateFormat],
    ['2025-02-30', M.dateInvalid],
    ['2025-13-01', M.dateInvalid],
    ['2024-02-29', undefined],
    ['2025-01-03', undefined],
    ['2025-01-03T10:00:00Z', undefined],
  ] as const)('%s → %s', (value, message) => {
    expect(testDateProblem(value)).toBe(message);
  });
});
