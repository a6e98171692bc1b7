import { describe, expect, it } from 'vitest';
import type { PdfText } from '../pdf-text';
import { detectLab } from './detect-lab';

/** A first page of lines, each a list of [x, text] printed 10 pt high, 16 pt apart. */
function page(lines: readonly (readonly (readonly [number, string])[])[]): PdfText {
  return {
    truncated: false,
    pages: [
      {
        number: 1,
        width: 595,
        height: 842,
        ocr: false,
        lines: lines.map((cells, at) => ({
          y: 40 + at * 16,
          items: cells.map(([x, text]) => ({
            text,
            x,
            y: 40 + at * 16,
            width: text.length * 5,
            height: 10,
          })),
        })),
      },
    ],
  };
}

const TABLE = [
  [
    [40, 'Test'],
    [250, 'Result'],
    [330, 'Unit'],
    [420, 'Reference range'],
  ],
  [
    [40, 'Sodium'],
    [250, '140'],
    [330, 'mmol/L'],
    [420, '135 - 145'],
  ],
] as const;

describe('the lab a report names', () => {
  it('is the letterhead that names a laboratory organisation', () => {
    expect(
      detectLab(
        page([[[40, 'Northgate Clinical Diagnostics']], [[40, '12 Main Street']], ...TABLE]),
      ),
    ).toBe('Northgate Clinical Diagnostics');
  });

  it('is a labelled name, in the label’s cell or the next, before any letterhead', () => {
    expect(
      detectLab(
        page([
          [[40, 'Valley Medical Group']],
          [[40, 'Performing lab: Harbour Pathology Services, 4 Quay Road']],
          ...TABLE,
        ]),
      ),
    ).toBe('Harbour Pathology Services');
    expect(
      detectLab(
        page([
          [
            [40, 'Durchführendes Labor:'],
            [160, 'MVZ Labor Westend'],
          ],
          ...TABLE,
        ]),
      ),
    ).toBe('MVZ Labor Westend');
  });

  it('is none when the page only has a title, a practice or a laboratory word in the table', () => {
    expect(
      detectLab(
        page([
          [[40, 'Laboratory Report']],
          [[40, 'Dr. Smith Family Practice']],
          ...TABLE,
          [[40, 'Lab Pathology Diagnostics']],
        ]),
      ),
    ).toBeNull();
    expect(
      detectLab(page([[[40, 'Laborbefund']], [[40, 'Patient: Erika Mustermann']]])),
    ).toBeNull();
  });
});
