import { makePdf } from '@labtrail/testkit/make-pdf';
import { describe, expect, it } from 'vitest';
import { readPdfText } from '../read-pdf/read-pdf-text';
import { parseLabReport } from './parse-lab-report';

type Line = readonly (readonly [number, string])[];

/** makePdf's origin is the page's bottom left; these lines are written top down, 16 pt apart. */
async function read(lines: readonly Line[]) {
  const texts = lines.flatMap((cells, at) =>
    cells.map(([x, text]) => ({ x, y: 742 - at * 16, text, size: 10 })),
  );
  const report = parseLabReport(
    await readPdfText(makePdf([texts]), { maxPages: 1, ocr: undefined }),
  );
  return report.results.map((result) => [result.biomarker, result.value_normalised, result.flag]);
}

/** Layouts the project's generator does not make: the rules must hold for them all the same. */
describe('reports laid out in ways the generator does not print', () => {
  it('reads columns in another order, and a flag column before the result', async () => {
    expect(
      await read([
        [
          [40, 'Test'],
          [200, 'Result'],
          [280, 'Reference range'],
          [420, 'Unit'],
        ],
        [
          [40, 'Sodium'],
          [200, '131'],
          [280, '133 - 146'],
          [420, 'mmol/L'],
        ],
      ]),
    ).toEqual([['Sodium', 131, 'L']]);
    expect(
      await read([
        [
          [40, 'Test'],
          [200, 'Reference'],
          [300, 'Result'],
          [370, 'Unit'],
        ],
        [
          [40, 'Ferritin'],
          [200, '30 - 400'],
          [300, '45'],
          [370, 'ng/mL'],
        ],
      ]),
    ).toEqual([['Ferritin', 45, null]]);
    expect(
      await read([
        [
          [40, 'Analyte'],
          [200, 'Flag'],
          [250, 'Current Result'],
          [340, 'Units'],
          [420, 'Standard Range'],
        ],
        [
          [40, 'Sodium'],
          [200, 'L'],
          [250, '131'],
          [340, 'mmol/L'],
          [420, '133 - 146'],
        ],
      ]),
    ).toEqual([['Sodium', 131, 'L']]);
  });

  it('leaves a previous result column alone', async () => {
    expect(
      await read([
        [
          [40, 'Test'],
          [200, 'Result'],
          [260, 'Previous'],
          [330, 'Unit'],
          [400, 'Range'],
        ],
        [
          [40, 'Ferritin'],
          [200, '45'],
          [260, '80'],
          [330, 'ng/mL'],
          [400, '30 - 400'],
        ],
      ]),
    ).toEqual([['Ferritin', 45, null]]);
  });

  it('reads lines with semicolons, equals signs, labels and German flag words', async () => {
    expect(
      await read([
        [[40, 'Glucose; 105 mg/dL; 70-99']],
        [[40, 'TSH = 2.1 mIU/L (0.4-4.0)']],
        [[40, 'HIV 1/2 Ab: Non-reactive']],
        [[40, 'CRP: <0.5 mg/L (Ref <5)']],
        [[40, 'BP 120/80 mmHg']],
        [[40, 'Kalium 5,9 mmol/l hoch (3,5 - 5,1)']],
      ]),
    ).toEqual([
      ['Glucose', 105, 'H'],
      ['TSH (Thyroid-Stimulating Hormone)', 2.1, null],
      ['HIV-1/2 Antigen/Antibody Screen', 0, null],
      ['C-Reactive Protein', 0.5, null],
      ['Systolic Blood Pressure', 120, null],
      ['Diastolic Blood Pressure', 80, null],
      ['Potassium', 5.9, 'H'],
    ]);
  });
});
