import { describe, expect, it } from 'vitest';
import type { Cell } from './split-cells';
import { splitPhrases } from './split-phrases';

function cell(text: string): Cell {
  const x2 = 40 + 5 * text.length;
  return {
    text,
    x: 40,
    x2,
    y: 100,
    height: 10,
    box: { left: 40, top: 90, right: x2, bottom: 102.5 },
  };
}

function pieces(text: string): string[] {
  return splitPhrases(cell(text)).map((each) => each.text);
}

describe('splitPhrases', () => {
  it.each([
    ['Vitamin B12: 310 pg/mL (Reference 200-900)', ['Vitamin B12:', '310 pg/mL', '200-900']],
    ['TSH ........ 2.1 mIU/L   0.4–4.0', ['TSH', '2.1 mIU/L', '0.4–4.0']],
    ['Sodium 131 L mmol/L 133 - 146', ['Sodium', '131 L mmol/L', '133 - 146']],
    ['CA 19-9 12.5 U/mL', ['CA 19-9', '12.5 U/mL']],
    [
      'Total WBC: 21.9 Tsd/µL (Reference 4.5 – 11.0) H',
      ['Total WBC:', '21.9 Tsd/µL', '4.5 – 11.0', 'H'],
    ],
    ['AMH 13.6 pmol/L ref. interval > 7.9', ['AMH', '13.6 pmol/L', '> 7.9']],
    ['Urea <10.1 mg/dL ref: 12.8 - 51.4', ['Urea', '<10.1 mg/dL', '12.8 - 51.4']],
    ['Blood pressure: 132/86 mmHg', ['Blood pressure:', '132/86 mmHg']],
    ['mL/min/BSA > 90', ['mL/min/BSA', '> 90']],
    ['19.0-87.0 L', ['19.0-87.0', 'L']],
    ['A mmol/L', ['A', 'mmol/L']],
    ['Glucose; 105 mg/dL; 70-99', ['Glucose', '105 mg/dL', '70-99']],
    ['CRP: <0.5 mg/L (Ref <5)', ['CRP:', '<0.5 mg/L', '<5']],
    ['HIV 1/2 Ab: Non-reactive', ['HIV 1/2 Ab:', 'Non-reactive']],
    ['Your ferritin was 45 ng/mL (normal 30-400).', ['ferritin', '45 ng/mL', '30-400']],
    [
      'Your Haematocrit result is 34.0 %; the normal range is 36.0 – 51.0.',
      ['Haematocrit', '34.0 %', '36.0 – 51.0'],
    ],
  ])('splits %j', (text, expected) => {
    expect(pieces(text)).toEqual(expected);
  });

  it.each([
    'A / G Ratio',
    'Glukose 2 h',
    'Omega-3 Index',
    'Female: 12 - 15',
    '13.0 - 17.0 g/dL',
    '< 200',
    'Up to 46 U / L',
    'eGFR (CKD-EPI 2021)',
    'Sample Type: Blood',
    'The result of HbA1c is 6.5 % or higher in diabetes',
  ])('keeps %j whole', (text) => {
    expect(pieces(text)).toEqual([text]);
  });

  it('places each piece where its characters are', () => {
    const [name, value] = splitPhrases(cell('TSH: 2.1 mIU/L'));
    expect(name?.x).toBe(40);
    expect(value?.x).toBeGreaterThan(name?.x2 ?? 0);
  });
});
