import { describe, expect, it } from 'vitest';
import { detectDateOrder, parseDate } from './parse-date';

describe('parseDate', () => {
  it.each([
    ['16/5/2023 1:36:25PM', '2023-05-16'],
    ['16.05.2023', '2023-05-16'],
    ['24.10.09/', '2009-10-24'],
    ['2023-05-16', '2023-05-16'],
    ['16-May-2023 10:47 am', '2023-05-16'],
    ['14-Sep-2024', '2024-09-14'],
    ['02 Dec 2023', '2023-12-02'],
    ['3. März 2022', '2022-03-03'],
    ['May 16, 2023', '2023-05-16'],
    [': 17/10/2024 04:55 PM', '2024-10-17'],
  ])('reads %s', (text, date) => {
    expect(parseDate(text, 'dmy')).toBe(date);
  });

  it('reads all-numeric dates month first when told to', () => {
    expect(parseDate('4/6/2021', 'mdy')).toBe('2021-04-06');
    expect(parseDate('4/6/2021', 'dmy')).toBe('2021-06-04');
  });

  it.each(['02 Dec, 2X', '31/02/2023', '04:35 PM', 'Lab No. 439854467', ''])(
    'finds no date in %j',
    (text) => {
      expect(parseDate(text, 'dmy')).toBeUndefined();
    },
  );
});

describe('detectDateOrder', () => {
  it('takes day first unless a date proves month first', () => {
    expect(detectDateOrder(['4/6/2021', '16/5/2023'])).toBe('dmy');
    expect(detectDateOrder(['4/6/2021', '5/16/2023'])).toBe('mdy');
    expect(detectDateOrder(['4/6/2021'])).toBe('dmy');
  });
});
