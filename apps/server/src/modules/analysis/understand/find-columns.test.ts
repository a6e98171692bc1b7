import { describe, expect, it } from 'vitest';
import { columnAt, findHeader } from './find-columns';
import type { Cell } from './split-cells';

function cells(texts: readonly (readonly [number, string])[]): Cell[] {
  return texts.map(([x, text]) => ({
    text,
    x,
    x2: x + text.length * 5,
    y: 100,
    height: 10,
    box: { left: x, top: 90, right: x + text.length * 5, bottom: 102.5 },
  }));
}

function kinds(texts: readonly (readonly [number, string])[]) {
  return findHeader(cells(texts))?.map((table) => table.columns.map((column) => column.kind));
}

describe('findHeader', () => {
  it.each([
    [
      [
        [40, 'Test Name'],
        [280, 'Results'],
        [380, 'Units'],
        [480, 'Bio. Ref. Interval'],
      ],
      ['name', 'result', 'unit', 'range'],
    ],
    [
      [
        [20, 'Investigation'],
        [180, 'Result'],
        [320, 'Reference Value'],
        [460, 'Unit'],
      ],
      ['name', 'result', 'range', 'unit'],
    ],
    [
      [
        [35, 'Analyse'],
        [395, 'Einheit'],
        [473, 'Normwerte'],
      ],
      ['name', 'unit', 'range'],
    ],
    [
      [
        [20, 'TEST DESCRIPTION'],
        [240, 'RESULT'],
        [380, 'REF. RANGE'],
        [510, 'UNIT'],
      ],
      ['name', 'result', 'range', 'unit'],
    ],
    [
      [
        [20, 'Untersuchung'],
        [200, 'Ergebnis'],
        [280, 'Vorwert'],
        [360, 'Einheit'],
        [440, 'Ref.-Bereich'],
      ],
      ['name', 'result', 'other', 'unit', 'range'],
    ],
  ] as const)('reads %j', (texts, expected) => {
    expect(kinds(texts)).toEqual([expected]);
  });

  it('reads a column headed by its unit as a result column in that unit, and a range column headed with one as ranges in it', () => {
    const [table] =
      findHeader(
        cells([
          [130, 'Fractions'],
          [212, '%'],
          [274, 'Ref. %'],
          [338, '(g/L)'],
          [396, 'Ref. (g/L)'],
        ]),
      ) ?? [];
    expect(table?.columns.map((column) => [column.kind, column.unit])).toEqual([
      ['name', undefined],
      ['result', '%'],
      ['range', undefined],
      ['result', 'g/L'],
      ['range', 'g/L'],
    ]);
  });

  it.each([
    ['Result (mg/dL)', 'Reference Range', 'mg/dL', undefined],
    ['Ergebnis [mmol/l]', 'Referenzbereich', 'mmol/l', undefined],
    ['Result', 'Reference Range (mmol/L)', undefined, 'mmol/L'],
    ['Result', 'Reference Range (Adults)', undefined, undefined],
  ] as const)('reads the unit in %j / %j', (result, range, resultUnit, rangeUnit) => {
    const [table] =
      findHeader(
        cells([
          [40, 'Test'],
          [250, result],
          [400, range],
        ]),
      ) ?? [];
    expect(table?.columns.map((column) => [column.kind, column.unit])).toEqual([
      ['name', undefined],
      ['result', resultUnit],
      ['range', rangeUnit],
    ]);
  });

  it('splits a header that names the test column twice into two tables', () => {
    expect(
      kinds([
        [40, 'Test'],
        [140, 'Result'],
        [200, 'Unit'],
        [300, 'Test'],
        [420, 'Result'],
        [480, 'Unit'],
      ]),
    ).toEqual([
      ['name', 'result', 'unit'],
      ['name', 'result', 'unit'],
    ]);
  });

  it.each([
    [
      [
        [40, 'Name'],
        [100, ':'],
        [120, 'John Doe'],
        [300, 'Ref. By'],
        [360, 'Dr. Smith'],
      ],
    ],
    [
      [
        [26, 'RECOMMENDATIONS'],
        [146, '(mg/dL)'],
        [249, '(mg/dL)'],
      ],
    ],
    [
      [
        [40, 'Hemoglobin'],
        [250, '13.5'],
        [340, 'g/dL'],
      ],
    ],
  ] as const)('is no header: %j', (texts) => {
    expect(findHeader(cells(texts))).toBeUndefined();
  });
});

describe('columnAt', () => {
  it('puts a cell in the column whose stretch holds its middle', () => {
    const [table] =
      findHeader(
        cells([
          [40, 'Test'],
          [250, 'Result'],
          [340, 'Unit'],
          [430, 'Reference'],
        ]),
      ) ?? [];
    if (table === undefined) throw new Error('no header');
    const kindOf = (x: number, text: string) =>
      columnAt(table, cells([[x, text]])[0] as Cell)?.kind;
    expect(kindOf(40, 'Mean Corpuscular Volume')).toBe('name');
    expect(kindOf(232, 'L')).toBe('result');
    expect(kindOf(262, '12.5')).toBe('result');
    expect(kindOf(345, 'mg/dL')).toBe('unit');
    expect(kindOf(440, '13 - 17')).toBe('range');
  });
});
