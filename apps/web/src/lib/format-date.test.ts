import { describe, expect, it } from 'vitest';
import { formatDisplayDate, formatDisplayDay } from './format-date';

describe('formatDisplayDate (spec §5)', () => {
  it.each([
    ['2025-01-03', 'Jan 3, 2025'],
    ['2025-01-03T23:30:00.000Z', 'Jan 3, 2025'],
    ['0000-00-00', 'N/A'],
    ['0000-05-01', 'N/A'],
    ['2025-13-01', 'N/A'],
    ['2025-00-10', 'N/A'],
    ['2025-01-32', 'N/A'],
    ['2025-01-00', 'N/A'],
    ['soon', 'N/A'],
  ])('%s → %s', (value, shown) => {
    expect(formatDisplayDate(value, 'us', 'N/A')).toBe(shown);
  });

  it('writes German dates the German way', () => {
    expect(formatDisplayDate('2025-01-03', 'de', 'k. A.')).toBe('3. Jan. 2025');
  });
});

describe('formatDisplayDay', () => {
  it('writes the day of a moment in the interface language', () => {
    expect(formatDisplayDay('2026-03-04T12:00:00.000Z', 'us', 'N/A')).toBe('Mar 4, 2026');
    expect(formatDisplayDay('2026-03-04T12:00:00.000Z', 'de', 'k. A.')).toBe('4. März 2026');
  });

  it('says N/A for a moment it cannot read', () => {
    expect(formatDisplayDay('soon', 'us', 'N/A')).toBe('N/A');
  });
});
