import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { joinRanges, parseRange } from './parse-range';

describe('parseRange', () => {
  it.each([
    ['13.00 - 17.00', '.', 13, 17],
    ['4000-11000', '.', 4000, 11000],
    ['0.5-1.2', '.', 0.5, 1.2],
    ['13,0 - 17,0', ',', 13, 17],
    ['4,800 - 10,800', '.', 4800, 10800],
    ['0.-129', '.', 0, 129],
    ['Male: 13 - 17', '.', 13, 17],
    ['15 - 112 IU/L.', '.', 15, 112],
    ['6.0 - 8.3 gm / dl', '.', 6, 8.3],
    ['0.5 to 1.2', '.', 0.5, 1.2],
    ['-2 - 2', '.', -2, 2],
  ] as const)('reads %s as %d to %d', (text, decimal, low, high) => {
    expect(parseRange(text, decimal)).toMatchObject({ low, high, text });
  });

  it.each([
    ['< 200', null, 200],
    ['<2.00', null, 2],
    ['≤ 30', null, 30],
    ['Up to 46 U / L', null, 46],
    ['>40', 40, null],
    ['> 90', 90, null],
    ['>= 60', 60, null],
    ['«1.00', null, 1],
  ] as const)('reads the open range %s', (text, low, high) => {
    expect(parseRange(text, '.')).toMatchObject({ low, high });
  });

  it('keeps a qualitative range as text', () => {
    expect(parseRange('negativ', ',')).toEqual({
      low: null,
      high: null,
      text: 'negativ',
      unit: '',
    });
  });

  it('keeps the unit printed after the numbers', () => {
    expect(parseRange('6.0 - 8.3 gm / dl', '.')?.unit).toBe('gm / dl');
  });

  it.each(['', '12.5', 'Calculated', '17 - 13', '1 day (Normal: 1 - 3 days)', 'Blood (2 ml)'])(
    'refuses %j',
    (text) => {
      expect(parseRange(text, '.')).toBeUndefined();
    },
  );

  it('joins a range printed over several lines', () => {
    const lines = ['Male: 13 - 17', 'Female: 12 - 15'].map((line) => parseRange(line, '.'));
    expect(joinRanges(lines.filter((range) => range !== undefined))).toMatchObject({
      low: 13,
      high: 17,
      text: 'Male: 13 - 17; Female: 12 - 15',
    });
  });
});

describe('parseRange, property', () => {
  const amount = fc.integer({ min: 0, max: 99_999 }).map((hundredths) => hundredths / 100);
  const decimals = fc.constantFrom<'.' | ','>('.', ',');
  const write = (value: number, decimal: '.' | ',') => value.toFixed(2).replace('.', decimal);

  it('reads back any closed range in any spacing and decimal style', () => {
    fc.assert(
      fc.property(
        amount,
        amount,
        decimals,
        fc.constantFrom(' - ', '-', ' – ', ' to '),
        (a, b, decimal, dash) => {
          const [low, high] = a <= b ? [a, b] : [b, a];
          const parsed = parseRange(
            `${write(low, decimal)}${dash}${write(high, decimal)}`,
            decimal,
          );
          expect(parsed?.low).toBeCloseTo(low, 6);
          expect(parsed?.high).toBeCloseTo(high, 6);
        },
      ),
    );
  });

  it('reads back any open range', () => {
    fc.assert(
      fc.property(
        amount,
        decimals,
        fc.constantFrom('<', '< ', '>', '> ', '≤ ', '≥ '),
        (limit, decimal, sign) => {
          const parsed = parseRange(`${sign}${write(limit, decimal)}`, decimal);
          const upper = /[<≤]/u.test(sign);
          expect(upper ? parsed?.high : parsed?.low).toBeCloseTo(limit, 6);
          expect(upper ? parsed?.low : parsed?.high).toBeNull();
        },
      ),
    );
  });
});
