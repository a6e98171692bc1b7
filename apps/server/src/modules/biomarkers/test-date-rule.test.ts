import { describe, expect, it } from 'vitest';
import {
  datedInside,
  latestTestDay,
  testDateRefusal,
  testDateWindow,
  testDateWindowOn,
} from './test-date-rule';

/** 2026-06-15 at 12:00 UTC. */
const NOW = Date.UTC(2026, 5, 15, 12);

describe('the test date rule', () => {
  it('takes today anywhere on Earth, and nothing later', () => {
    const window = testDateWindow(NOW, null);
    expect(latestTestDay(NOW)).toBe('2026-06-16');
    expect(testDateRefusal('2026-06-16', window)).toBeUndefined();
    expect(testDateRefusal('2026-06-17', window)).toEqual({ kind: 'future' });
    expect(testDateRefusal('2999-01-01', window)).toEqual({ kind: 'future' });
  });

  it('takes nothing before 1900, nor before the person’s year of birth when they gave it', () => {
    expect(testDateRefusal('1900-01-01', testDateWindow(NOW, null))).toBeUndefined();
    expect(testDateRefusal('1899-12-31', testDateWindow(NOW, null))).toEqual({
      kind: 'before_earliest_year',
      year: 1900,
    });
    expect(testDateRefusal('0001-01-01', testDateWindow(NOW, 1980))).toEqual({
      kind: 'before_earliest_year',
      year: 1900,
    });
    expect(testDateRefusal('1979-12-31', testDateWindow(NOW, 1980))).toEqual({
      kind: 'before_birth',
      year: 1980,
    });
    expect(testDateRefusal('1980-01-01', testDateWindow(NOW, 1980))).toBeUndefined();
  });

  it('keeps, when reading on a day, every date it took on that day, and none from another era', () => {
    const rows = [
      '0001-01-01',
      '1979-06-01',
      '1980-02-01',
      '2026-06-16',
      '2026-06-17',
      '2999-01-01',
    ];
    const read = datedInside(
      rows.map((test_date) => ({ test_date })),
      testDateWindowOn('2026-06-15', 1980),
    );
    expect(read.map((row) => row.test_date)).toEqual(['1980-02-01', '2026-06-16']);
    const lateInTheDay = Date.UTC(2026, 5, 15, 23, 59);
    expect(latestTestDay(lateInTheDay) <= testDateWindowOn('2026-06-15', null).latest).toBe(true);
  });
});
