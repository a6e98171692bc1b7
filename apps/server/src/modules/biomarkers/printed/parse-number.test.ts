import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { DecimalSeparator } from './parse-number';
import { detectDecimalSeparator, parseNumber } from './parse-number';

describe('parseNumber', () => {
  it.each([
    ['12.5', '.', 12.5],
    ['5,100', '.', 5100],
    ['5,100', ',', 5.1],
    ['4,5', '.', 4.5],
    ['0,500', '.', 0.5],
    ['1.234,5', '.', 1234.5],
    ['1,234.5', ',', 1234.5],
    ['1,50,000', '.', 150000],
    ["1'000", '.', 1000],
    ['0.', '.', 0],
    ['.5', '.', 0.5],
    ['150000', '.', 150000],
    ['-2.5', '.', -2.5],
  ] as const)('reads %s (decimal %s) as %d', (text, decimal, value) => {
    expect(parseNumber(text, decimal)).toEqual({ value, bound: null });
  });

  it.each([
    ['<0.5', '<', 0.5],
    ['< 200', '<', 200],
    ['≤ 30', '<', 30],
    ['>90', '>', 90],
    ['>= 60', '>', 60],
    ['less than 0.05', '<', 0.05],
    ['unter 5', '<', 5],
  ] as const)('keeps %s as a bound', (text, bound, value) => {
    expect(parseNumber(text, '.')).toEqual({ value, bound });
  });

  it.each(['', 'Blood', '12.5 g/dL', '1-2', '12,34.5', '1 day', '16/05/2023', '12 5'])(
    'refuses %j',
    (text) => {
      expect(parseNumber(text, '.')).toBeUndefined();
    },
  );
});

/** How reports write numbers: the decimal separator and how (if at all) thousands are grouped. */
type Style = 'plain-point' | 'plain-comma' | 'grouped-point' | 'grouped-comma' | 'indian' | 'swiss';

const DECIMAL_OF: Record<Style, DecimalSeparator> = {
  'plain-point': '.',
  'plain-comma': ',',
  'grouped-point': '.',
  'grouped-comma': ',',
  indian: '.',
  swiss: '.',
};

function groupThousands(digits: string, separator: string, indian: boolean): string {
  if (digits.length <= 3) return digits;
  const last = digits.slice(-3);
  const rest = digits.slice(0, -3);
  const size = indian ? 2 : 3;
  const groups: string[] = [];
  for (let end = rest.length; end > 0; end -= size)
    groups.unshift(rest.slice(Math.max(0, end - size), end));
  return [...groups, last].join(separator);
}

function format(whole: number, fraction: string, style: Style): string {
  const digits = String(whole);
  const decimal = DECIMAL_OF[style];
  const integer =
    style === 'grouped-point'
      ? groupThousands(digits, ',', false)
      : style === 'grouped-comma'
        ? groupThousands(digits, '.', false)
        : style === 'indian'
          ? groupThousands(digits, ',', true)
          : style === 'swiss'
            ? groupThousands(digits, "'", false)
            : digits;
  return fraction === '' ? integer : `${integer}${decimal}${fraction}`;
}

describe('parseNumber, property', () => {
  const styles = fc.constantFrom<Style>(
    'plain-point',
    'plain-comma',
    'grouped-point',
    'grouped-comma',
    'indian',
    'swiss',
  );
  const fractions = fc.stringMatching(/^\d{0,3}$/);

  it('reads back any number formatted in any style, given the style’s decimal separator', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 999_999_999 }),
        fractions,
        styles,
        (whole, fraction, style) => {
          const text = format(whole, fraction, style);
          const expected = Number(`${String(whole)}.${fraction === '' ? '0' : fraction}`);
          expect(parseNumber(text, DECIMAL_OF[style])?.value).toBeCloseTo(expected, 6);
        },
      ),
    );
  });

  it('keeps a bound sign in front of any number', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('<', '>', '<=', '>=', '≤', '≥'),
        fc.integer({ min: 0, max: 99_999 }),
        fractions,
        styles,
        (sign, whole, fraction, style) => {
          const parsed = parseNumber(
            `${sign} ${format(whole, fraction, style)}`,
            DECIMAL_OF[style],
          );
          expect(parsed?.bound).toBe(/[<≤]/u.test(sign) ? '<' : '>');
        },
      ),
    );
  });
});

describe('detectDecimalSeparator', () => {
  it('sees decimal points in an Indian report and reads "5,100" as thousands there', () => {
    expect(
      detectDecimalSeparator(['15', '5,100', '4,800 - 10,800', '3.5', '13 - 17', '35.7'], 'us'),
    ).toBe('.');
  });

  it('sees decimal commas in a German report', () => {
    expect(detectDecimalSeparator(['17,9', '13,5 - 17,5', '6,4', '1.234'], 'de')).toBe(',');
  });

  it('follows the numbers, not the language, when they disagree', () => {
    expect(detectDecimalSeparator(['0.68', '10.3', '3.5-7.0'], 'de')).toBe('.');
  });

  it('falls back on the language without evidence', () => {
    expect(detectDecimalSeparator(['15', '140'], 'de')).toBe(',');
    expect(detectDecimalSeparator(['15', '140'], 'us')).toBe('.');
  });
});
