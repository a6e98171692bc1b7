import { describe, expect, it } from 'vitest';
import type { PdfText } from '../pdf-text';
import { textFixture } from '../../../../test/text-fixture';
import type { LabReport } from './parse-lab-report';
import { parseLabReport } from './parse-lab-report';

type Lines = readonly (readonly (readonly [number, string])[])[];

function read(lines: Lines): LabReport {
  return parseLabReport(textFixture([lines]));
}

/** The same page as OCR gives it: the reader may repair what scans get wrong. */
function readScan(lines: Lines): LabReport {
  const text: PdfText = textFixture([lines]);
  return parseLabReport({ ...text, pages: text.pages.map((page) => ({ ...page, ocr: true })) });
}

function results(report: LabReport) {
  return report.results.map((result) => [result.biomarker, result.value_normalised]);
}

const TABLE_HEADER = [
  [40, 'Test'],
  [250, 'Result'],
  [330, 'Unit'],
  [420, 'Reference range'],
] as const;

describe('results printed without a table', () => {
  it('reads blocks of labelled lines under each name', () => {
    const report = read([
      [[40, 'Your results']],
      [[40, 'Hemoglobin']],
      [[40, 'Result: 13.5']],
      [[40, 'Units: g/dL']],
      [[40, 'Reference range: 13.0 - 17.0']],
      [[40, 'Ferritin']],
      [[40, 'Value: 45 H']],
      [[40, 'Unit: ng/mL']],
    ]);
    expect(results(report)).toEqual([
      ['Hemoglobin', 13.5],
      ['Ferritin', 45],
    ]);
    expect(report.results[0]?.ref_range).toBe('13.0 - 17.0');
  });

  it('reads several labelled results on one line, and blood pressure as two', () => {
    const report = read([
      [
        [40, 'Height: 178 cm'],
        [300, 'Body weight: 64.0 kg'],
      ],
      [
        [40, 'Blood pressure: 132/86 mmHg'],
        [300, 'Pulse: 64 /min'],
      ],
      [[40, 'ANA titre: 1/160 mmHg']],
    ]);
    expect(results(report)).toEqual([
      ['Body Weight', 64],
      ['Systolic Blood Pressure', 132],
      ['Diastolic Blood Pressure', 86],
      ['Resting Heart Rate', 64],
    ]);
  });

  it('reads results told in sentences, but not advice', () => {
    const report = read([
      [[40, 'Your ferritin was 45 ng/mL (normal 30-400).']],
      [[40, 'The result of HbA1c is 6.5 % or higher in diabetes.']],
    ]);
    expect(results(report)).toEqual([['Ferritin', 45]]);
  });
});

describe('the kind and date of a document', () => {
  it('takes a one-line blood result as blood work', () => {
    const report = read([[[40, 'Ferritin: 45 ng/mL (Reference 30-400)']]]);
    expect(report.document_type).toBe('blood_work');
    expect(results(report)).toEqual([['Ferritin', 45]]);
  });

  it('takes an imaging report with the date it prints', () => {
    const report = read([
      [[40, 'Ultrasound of the abdomen']],
      [[40, 'Examination date: 04.02.2025']],
      [[40, 'Findings: liver of normal size and echo texture.']],
      [[40, 'Impression: no abnormality.']],
    ]);
    expect([report.document_type, report.report_date]).toEqual(['imaging', '2025-02-04']);
  });
});

describe('units and values checked against the biomarker', () => {
  it('takes a unit printed in the name', () => {
    const report = read([
      TABLE_HEADER,
      [
        [40, 'Haemoglobin (g/dl)'],
        [250, '13.5'],
        [420, '13.0 - 17.0'],
      ],
    ]);
    expect(
      report.results.map((result) => [result.name, result.unit, result.value_normalised]),
    ).toEqual([['Haemoglobin', 'g/dl', 13.5]]);
  });

  it('refuses a value no sample can show, with the reason', () => {
    const report = read([
      TABLE_HEADER,
      [
        [40, 'Sodium'],
        [250, '1400'],
        [330, 'mmol/L'],
        [420, '135 - 145'],
      ],
    ]);
    expect(report.results).toEqual([]);
    expect(report.unmatched[0]?.reason).toMatch(/outside what a sample can show for Sodium/u);
  });
});

describe('values read from a scan', () => {
  const rows: Lines = [
    TABLE_HEADER,
    [
      [40, 'Sodium'],
      [250, '1400'],
      [330, 'mmol/L'],
      [420, '135 - 145'],
    ],
    [
      [40, 'Ferritin'],
      [250, '45'],
      [330, 'pg/L'],
      [420, '30 - 400'],
    ],
    [
      [40, 'Serum Iron'],
      [250, '2'],
      [330, 'µg/dL'],
      [420, '50 - 170'],
    ],
  ];

  it('puts back a lost decimal point and a misread µ, and refuses lost digits', () => {
    const report = readScan(rows);
    expect(results(report)).toEqual([
      ['Sodium', 140],
      ['Ferritin', 45],
    ]);
    expect(report.unmatched.map((line) => line.name)).toEqual(['Serum Iron']);
  });

  it('repairs nothing in a text layer, whose digits are as printed', () => {
    const report = read(rows);
    expect(results(report)).toEqual([
      ['Ferritin', 0.000045],
      ['Serum Iron', 2],
    ]);
  });
});
