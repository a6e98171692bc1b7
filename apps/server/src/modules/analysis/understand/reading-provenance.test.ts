import type { PageBox } from '@labtrail/contract/review';
import { makePdf } from '@labtrail/testkit/make-pdf';
import type { PdfText as PdfLine } from '@labtrail/testkit/make-pdf';
import { makeScannedPdf } from '@labtrail/testkit/make-scanned-pdf';
import { afterAll, describe, expect, it } from 'vitest';
import { createOcrEngine } from '../read-pdf/create-ocr-engine';
import { readPdfText } from '../read-pdf/read-pdf-text';
import type { LabReport } from './parse-lab-report';
import { parseLabReport } from './parse-lab-report';

/** makePdf's page, whose origin is the bottom left; these layouts are written top down. */
const PAGE = { width: 595, height: 842 };

/** A row of cells with their baseline at `top` points from the top of the page. */
function row(top: number, cells: readonly (readonly [number, string])[]): PdfLine[] {
  return cells.map(([x, text]) => ({ x, y: PAGE.height - top, text, size: 10 }));
}

async function understand(pages: readonly (readonly PdfLine[])[]): Promise<LabReport> {
  return parseLabReport(await readPdfText(makePdf(pages), { maxPages: 10, ocr: undefined }));
}

/**
 * Whether the box holds text printed at `x` on the baseline `top`: a point just inside its first
 * character, since a box's edges are rounded to five decimals.
 */
function holds(box: PageBox | null | undefined, x: number, top: number): boolean {
  if (box === null || box === undefined) return false;
  const px = (x + 1) / PAGE.width;
  const py = (top - 2) / PAGE.height;
  return box.x <= px && px <= box.x + box.width && box.y <= py && py <= box.y + box.height;
}

function withinPage(box: PageBox | null | undefined): boolean {
  return (
    box !== null &&
    box !== undefined &&
    box.width > 0 &&
    box.height > 0 &&
    box.x + box.width <= 1 &&
    box.y + box.height <= 1
  );
}

const HEADER: readonly (readonly [number, string])[] = [
  [40, 'Test Name'],
  [250, 'Result'],
  [340, 'Unit'],
  [430, 'Reference Range'],
];

describe('where a value is printed', () => {
  it('gives each result its page, the box of its row and of its value cell, and what it printed', async () => {
    const report = await understand([
      [
        ...row(100, HEADER),
        ...row(116, [
          [40, 'Sodium'],
          [250, '139'],
          [340, 'mmol/L'],
        ]),
      ],
      [
        ...row(100, HEADER),
        ...row(116, [
          [40, 'Glucose Fasting'],
          [250, '112 H'],
          [340, 'mg/dL'],
          [430, '70 - 100'],
        ]),
      ],
    ]);
    const glucose = report.results.find((result) => result.biomarker === 'Fasting Glucose');
    expect(glucose?.source).toMatchObject({
      page: 2,
      observation: null,
      printed: {
        name: 'Glucose Fasting',
        value: '112',
        unit: 'mg/dL',
        range: '70 - 100',
        flag: 'H',
      },
    });
    const { row_box: rowBox, value_box: valueBox } = glucose?.source ?? {};
    // The row reaches from its name to its range; the value's box holds the value only.
    for (const x of [40, 250, 340, 430]) expect(holds(rowBox, x, 116)).toBe(true);
    expect(holds(valueBox, 250, 116)).toBe(true);
    expect(holds(valueBox, 340, 116)).toBe(false);
    expect(holds(rowBox, 40, 100)).toBe(false);
    expect(withinPage(rowBox)).toBe(true);
    expect(withinPage(valueBox)).toBe(true);
    expect(report.results.find((result) => result.biomarker === 'Sodium')?.source.page).toBe(1);
  });

  it('keeps the two rows of a two-column layout apart, each box in its own half', async () => {
    const report = await understand([
      [
        ...row(100, [
          [40, 'Test'],
          [140, 'Result'],
          [200, 'Unit'],
          [300, 'Test'],
          [420, 'Result'],
          [480, 'Unit'],
        ]),
        ...row(116, [
          [40, 'Hemoglobin'],
          [140, '14.2'],
          [200, 'g/dL'],
          [300, 'Sodium'],
          [420, '140'],
          [480, 'mmol/L'],
        ]),
      ],
    ]);
    const box = (name: string) =>
      report.results.find((result) => result.biomarker === name)?.source;
    const left = box('Hemoglobin');
    const right = box('Sodium');
    expect(holds(left?.row_box, 40, 116) && holds(left?.value_box, 140, 116)).toBe(true);
    expect(holds(right?.row_box, 300, 116) && holds(right?.value_box, 420, 116)).toBe(true);
    expect(holds(left?.row_box, 300, 116)).toBe(false);
    expect(holds(right?.row_box, 200, 116)).toBe(false);
  });

  it('gives an unmatched line its page, row box and what it printed', async () => {
    const report = await understand([
      [
        ...row(100, HEADER),
        ...row(116, [
          [40, 'Frobnicase'],
          [250, '42'],
          [340, 'U/L'],
          [430, '10 - 50'],
        ]),
      ],
    ]);
    const [line] = report.unmatched;
    expect(line?.source).toMatchObject({
      page: 1,
      printed: { name: 'Frobnicase', value: '42', unit: 'U/L', range: '10 - 50', flag: null },
    });
    expect(holds(line?.source.row_box, 40, 116)).toBe(true);
    expect(holds(line?.source.value_box, 250, 116)).toBe(true);
  });
});

describe('where a value is printed on a scanned page', () => {
  const ocr = createOcrEngine();
  afterAll(() => ocr.close());

  it('boxes the OCR words of the row on the page', async () => {
    const pdf = makeScannedPdf([
      'Test Name      Result      Unit      Reference Range',
      'Glucose      92      mg/dL      70 - 100',
    ]);
    const report = parseLabReport(await readPdfText(pdf, { maxPages: 1, ocr }));
    const glucose = report.results.find((result) => result.biomarker === 'Glucose');
    // makeScannedPdf draws line i with its baseline 136 + 64·i pixels down a 1240×1754 image,
    // starting 100 pixels from the left.
    const left = (100 / 1240) * PAGE.width;
    const baseline = ((136 + 64) / 1754) * PAGE.height;
    expect(glucose?.source.page).toBe(1);
    expect(holds(glucose?.source.row_box, left, baseline)).toBe(true);
    expect(withinPage(glucose?.source.value_box)).toBe(true);
  }, 60_000);
});
