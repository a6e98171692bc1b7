import { describe, expect, it } from 'vitest';
import { parseValue } from './parse-value';

describe('parseValue', () => {
  it.each([
    ['12.5', 12.5, null, null, ''],
    ['+ 8.2', 8.2, null, 'H', ''],
    ['- 3,1', 3.1, null, 'L', ''],
    ['12.5 H', 12.5, null, 'H', ''],
    ['250L', 250, null, 'L', ''],
    ['13.5 g/dL', 13.5, null, null, 'g/dL'],
    ['<0.05', 0.05, '<', null, ''],
    ['> 90 mL/min/1.73m2', 90, '>', null, 'mL/min/1.73m2'],
    ['*12.5', 12.5, null, null, ''],
    ['30 -', 30, null, 'L', ''],
    ['3.70 +', 3.7, null, 'H', ''],
    ['131 (L)', 131, null, 'L', ''],
    ['(H) 131', 131, null, 'H', ''],
    ['L 131', 131, null, 'L', ''],
    ['↓ 3.1', 3.1, null, 'L', ''],
    ['▲5.4', 5.4, null, 'H', ''],
    ['12.5 High', 12.5, null, 'H', ''],
    ['131!', 131, null, null, ''],
    ['131 L mmol/L', 131, null, 'L', 'mmol/L'],
    ['2.1 mIU/L H', 2.1, null, 'H', 'mIU/L'],
  ] as const)('reads %s', (text, value, bound, flag, unit) => {
    expect(parseValue(text, text.includes(',') ? ',' : '.')).toMatchObject({
      kind: 'number',
      value,
      bound,
      flag,
      unit,
    });
  });

  it.each([
    ['negativ', 'negativ', null],
    ['Non Reactive', 'non reactive', null],
    ['+ positiv', 'positiv', 'H'],
    ['G1', 'g1', null],
    ['+', '+', null],
    ['+++', '+++', null],
  ] as const)('reads the word %s', (text, term, flag) => {
    expect(parseValue(text, '.')).toMatchObject({ kind: 'text', term, flag });
  });

  it.each([
    'Blood (2 ml)',
    '1 day (Normal: 1 - 3 days)',
    'Calculated',
    'H',
    '7 days',
    '150 - 410',
    '',
  ])('refuses %j', (text) => {
    expect(parseValue(text, '.')).toBeUndefined();
  });
});
