import { describe, expect, it } from 'vitest';
import { detectSlashOrder, readDate } from './read-dates';

describe('reading dates', () => {
  it('reads ISO dates, with or without a time, and German dates', () => {
    expect(readDate('2024-03-05', null)).toBe('2024-03-05');
    expect(readDate('2024-03-05T08:30:00Z', null)).toBe('2024-03-05');
    expect(readDate('5.3.2024', null)).toBe('2024-03-05');
    expect(readDate('05.03.2024', null)).toBe('2024-03-05');
  });

  it('refuses days that do not exist and text that is no date', () => {
    expect(readDate('2024-02-30', null)).toBeUndefined();
    expect(readDate('31.04.2024', null)).toBeUndefined();
    expect(readDate('yesterday', null)).toBeUndefined();
  });

  it('reads slash dates month first when a day above 12 shows the file is American', () => {
    const reading = detectSlashOrder(['03/05/2024', '12/31/2024']);
    expect(reading).toEqual({ order: 'month-first' });
    expect(readDate('03/05/2024', 'month-first')).toBe('2024-03-05');
  });

  it('reads slash dates day first when a day above 12 shows the file is European', () => {
    const reading = detectSlashOrder(['03/05/2024', '31/12/2024']);
    expect(reading).toEqual({ order: 'day-first' });
    expect(readDate('03/05/2024', 'day-first')).toBe('2024-05-03');
  });

  it('calls a file ambiguous when both orders read every date, differently', () => {
    expect(detectSlashOrder(['03/05/2024', '04/06/2024'])).toEqual({ ambiguous: true });
  });

  it('does not mind the order when both read every date the same', () => {
    expect(detectSlashOrder(['01/01/2024', '2024-05-06'])).toEqual({ order: 'month-first' });
    expect(detectSlashOrder(['2024-05-06'])).toEqual({ order: null });
  });

  it('takes the order that reads more dates when a typo fits neither', () => {
    expect(detectSlashOrder(['31/12/2024', '04/05/2024', '40/40/2024'])).toEqual({
      order: 'day-first',
    });
  });
});
