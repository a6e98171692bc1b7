import { makePdf } from '@labtrail/testkit/make-pdf';
import type { PdfText as PdfLine } from '@labtrail/testkit/make-pdf';
import { describe, expect, it } from 'vitest';
import type { PdfText } from '../pdf-text';
import { groupIntoLines } from '../read-pdf/group-into-lines';
import { readPdfText } from '../read-pdf/read-pdf-text';
import type { LabReport } from './parse-lab-report';
import { parseLabReport } from './parse-lab-report';
import { textFixture } from '../../../../test/text-fixture';

/** makePdf's origin is the page's bottom left; these layouts are written top down. */
const PAGE_HEIGHT = 842;

/** A row of cells at `top` points from the top of the page: [x, text] pairs. */
function row(top: number, cells: readonly (readonly [number, string])[], size = 10): PdfLine[] {
  return cells.map(([x, text]) => ({ x, y: PAGE_HEIGHT - top, text, size }));
}

/** Rows of a four-column table (name, result, unit, range) from `top`, 16 points apart. */
function table(
  top: number,
  rows: readonly (readonly string[])[],
  xs = [40, 250, 340, 430],
): PdfLine[] {
  return rows.flatMap((cells, at) =>
    row(
      top + at * 16,
      cells.flatMap((text, column) => (text === '' ? [] : [[xs[column] ?? 0, text] as const])),
    ),
  );
}

async function understand(pages: readonly (readonly PdfLine[])[]): Promise<LabReport> {
  const text = await readPdfText(makePdf(pages), { maxPages: 10, ocr: undefined });
  return parseLabReport(text);
}

function summary(report: LabReport) {
  return report.results.map((result) => [result.biomarker, result.value, result.unit]);
}

const LETTERHEAD = [
  ...row(40, [[40, 'City Diagnostics Laboratory']], 16),
  ...row(70, [
    [40, 'Patient: Jane Doe'],
    [300, 'Age : 45 Years'],
  ]),
  ...row(86, [
    [40, 'Lab No. : 1234567'],
    [300, 'Collected on : 15/05/2023'],
  ]),
  ...row(102, [
    [40, 'Sex : Female'],
    [300, 'Reported on : 16/05/2023 10:12 AM'],
  ]),
];

describe('a plain four-column table', () => {
  it('reads each row into a catalogue result with its unit, range and date', async () => {
    const report = await understand([
      [
        ...LETTERHEAD,
        ...table(140, [
          ['Test Name', 'Result', 'Unit', 'Reference Range'],
          ['Hemoglobin', '13.5', 'g/dL', '12.0 - 15.0'],
          ['Total Leukocyte Count', '7,500', '/cumm', '4,000 - 11,000'],
          ['Platelet Count', '2.5', 'lakhs/cumm', '1.5 - 4.1'],
          ['Glucose Fasting', '112', 'mg/dL', '70 - 100'],
          ['Vitamin D, 25-Hydroxy', '< 8.0', 'ng/mL', '30 - 100'],
        ]),
      ],
    ]);
    expect(summary(report)).toEqual([
      ['Hemoglobin', 13.5, 'g/dL'],
      ['White Blood Cell Count', 7500, '/cumm'],
      ['Platelet Count', 2.5, 'lakhs/cumm'],
      ['Fasting Glucose', 112, 'mg/dL'],
      ['Vitamin D (25-Hydroxy)', 8, 'ng/mL'],
    ]);
    expect(report.results.map((result) => result.value_normalised)).toEqual([
      13.5, 7.5, 250, 112, 8,
    ]);
    expect(report.results[3]).toMatchObject({
      flag: 'H',
      ref_range: '70 - 100',
      page: 1,
      loinc: '1558-6',
    });
    // Every value below 8 is below 30: the bound justifies the L.
    expect(report.results[4]).toMatchObject({ bound: '<', flag: 'L' });
    expect(report).toMatchObject({
      document_type: 'blood_work',
      report_date: '2023-05-16',
      language: 'us',
      unmatched: [],
    });
  });
});

describe('a value printed with its unit in one cell', () => {
  it('splits the value from the unit', async () => {
    const report = await understand([
      table(
        100,
        [
          ['Investigation', 'Observed Value', 'Biological Reference Interval'],
          ['Serum Creatinine', '1.1 mg/dL', '0.7 - 1.3'],
          ['TSH', '2.5 µIU/mL', '0.4 - 4.2'],
        ],
        [40, 250, 400],
      ),
    ]);
    // pdfjs hands the micro sign back as the Greek mu; the catalogue treats both alike.
    expect(
      report.results.map((result) => [
        result.biomarker,
        result.value,
        result.unit.normalize('NFKC'),
      ]),
    ).toEqual([
      ['Creatinine', 1.1, 'mg/dL'],
      ['TSH (Thyroid-Stimulating Hormone)', 2.5, 'μIU/mL'],
    ]);
    expect(report.results[1]?.value_normalised).toBe(2.5);
  });
});

describe('a German report', () => {
  it('reads decimal commas, thousands points, + and - flags and qualitative results', async () => {
    const report = await understand([
      [
        ...row(60, [
          [40, 'Laborbefund'],
          [330, 'Befunddatum: 24.10.2023'],
        ]),
        ...row(76, [[330, 'Abnahme: 23.10.2023']]),
        ...table(120, [
          ['Untersuchung', 'Ergebnis', 'Einheit', 'Referenzbereich'],
          ['Hämoglobin', '+ 17,9', 'g/dl', '13,5 - 17,5'],
          ['Leukozyten', '6,4', 'G/l', '4,0 - 10,0'],
          ['Kalium', '- 3,1', 'mmol/l', '3,5 - 5,1'],
          ['Ferritin', '1.234', 'ng/ml', '30 - 400'],
          ['CRP', '<0,5', 'mg/l', '<5,0'],
          ['HBs-Antigen', 'negativ', '', 'negativ'],
        ]),
        ...row(240, [[40, 'Kommentar: Der Befund wurde für die Verlaufskontrolle erstellt.']]),
      ],
    ]);
    expect(report.language).toBe('de');
    expect(report.report_date).toBe('2023-10-24');
    expect(report.results.map((result) => [result.name, result.value, result.flag])).toEqual([
      ['Hämoglobin', 17.9, 'H'],
      ['Leukozyten', 6.4, null],
      ['Kalium', 3.1, 'L'],
      ['Ferritin', 1234, 'H'],
      ['CRP', 0.5, null],
      ['HBs-Antigen', 0, null],
    ]);
    expect(report.results[5]).toMatchObject({ value_text: 'negativ', biomarker_id: 1802 });
    expect(report.results[4]).toMatchObject({ bound: '<' });
  });
});

describe('a watermark', () => {
  it('between the name and the value on the row is not part of either', async () => {
    const report = await understand([
      [
        ...table(100, [['Test', 'Result', 'Unit', 'Reference']]),
        ...row(116, [
          [40, 'Neutrophils'],
          [150, 'SAMPLE COPY'],
          [250, '60'],
          [340, '%'],
          [430, '40 - 70'],
        ]),
        ...row(132, [
          [40, 'Lymphocytes'],
          [250, '30'],
          [340, '%'],
          [430, '20 - 40'],
        ]),
      ],
    ]);
    expect(summary(report)).toEqual([
      ['Neutrophils (%)', 60, '%'],
      ['Lymphocytes (%)', 30, '%'],
    ]);
  });

  it('on a line of its own between a name and its value printed a little lower', async () => {
    const report = await understand([
      [
        ...table(100, [['Investigation', 'Result', 'Unit', 'Reference Value']]),
        ...row(120, [[40, 'Triglycerides']]),
        ...row(122.5, [[140, 'Sample Pathology Lab']], 14),
        ...row(125, [
          [250, '100.00'],
          [340, 'mg/dL'],
          [430, '< 150.00'],
        ]),
        ...row(131, [[40, 'Spectrophotometry']], 6),
        ...row(150, [
          [40, 'HDL Cholesterol'],
          [340, 'mg/dL'],
        ]),
        ...row(154, [
          [250, '50.00'],
          [430, '> 40.00'],
        ]),
      ],
    ]);
    expect(summary(report)).toEqual([
      ['Triglycerides', 100, 'mg/dL'],
      ['HDL Cholesterol', 50, 'mg/dL'],
    ]);
  });
});

describe('two tables side by side', () => {
  it('reads both, each row with its own name', async () => {
    const left = [40, 140, 200];
    const right = [300, 420, 480];
    const cells = (top: number, texts: readonly string[]) =>
      row(
        top,
        texts.map((text, at) => [[...left, ...right][at] ?? 0, text] as const),
      );
    const report = await understand([
      [
        ...cells(100, ['Test', 'Result', 'Unit', 'Test', 'Result', 'Unit']),
        ...cells(116, ['Hemoglobin', '14.2', 'g/dL', 'Sodium', '140', 'mmol/L']),
        ...cells(132, ['Hematocrit', '42', '%', 'Potassium', '4.1', 'mmol/L']),
      ],
    ]);
    expect(summary(report)).toEqual([
      ['Hemoglobin', 14.2, 'g/dL'],
      ['Hematocrit', 42, '%'],
      ['Sodium', 140, 'mmol/L'],
      ['Potassium', 4.1, 'mmol/L'],
    ]);
  });
});

describe('a table continued on the next page', () => {
  it('reads the rows on both pages, not the repeated header or patient block', async () => {
    const header = ['Test Name', 'Results', 'Units', 'Bio. Ref. Interval'];
    const report = await understand([
      [...LETTERHEAD, ...table(140, [header, ['Sodium', '139', 'mEq/L', '136 - 145']])],
      [
        ...LETTERHEAD,
        ...table(140, [
          header,
          ['Potassium', '4.4', 'mEq/L', '3.5 - 5.1'],
          ['Chloride', '101', 'mEq/L', '98 - 107'],
        ]),
        ...row(800, [[260, 'Page 2 of 2']]),
      ],
    ]);
    expect(report.results.map((result) => [result.biomarker, result.value, result.page])).toEqual([
      ['Sodium', 139, 1],
      ['Potassium', 4.4, 2],
      ['Chloride', 101, 2],
    ]);
    expect(report.unmatched).toEqual([]);
  });
});

describe('prose with numbers', () => {
  it('yields no results, whether a sentence is one text run or one run per word', async () => {
    const words = 'Please fast for 12 hours before the test and avoid 2 meals'.split(' ');
    const report = await understand([
      [
        ...table(100, [
          ['Test', 'Result', 'Unit', 'Reference'],
          ['Cholesterol', '180', 'mg/dL', '< 200'],
        ]),
        ...row(150, [[40, 'Please fast for 12 hours before the test.']]),
        ...row(166, [
          [40, 'Note: Cholesterol above 200 mg/dL is a risk factor for 10 year CVD risk.'],
        ]),
        ...row(
          182,
          words.map((word, at) => [40 + at * 42, word] as const),
        ),
      ],
    ]);
    expect(summary(report)).toEqual([['Total Cholesterol', 180, 'mg/dL']]);
    expect(report.unmatched).toEqual([]);
  });
});

describe('markers the catalogue cannot take', () => {
  it('are kept as unmatched lines with the reason', async () => {
    const report = await understand([
      table(100, [
        ['Test', 'Result', 'Unit', 'Reference'],
        ['Zonulin', '45', 'ng/mL', '< 55'],
        ['Hemoglobin', '13.1', 'furlongs', '12 - 16'],
        ['Plateletcrit', '35', '', ''],
        ['MPV', '9.5', '', '7.5 - 11.5'],
      ]),
    ]);
    expect(summary(report)).toEqual([['Mean Platelet Volume (MPV)', 9.5, '']]);
    expect(report.unmatched.map((line) => [line.name, line.value, line.unit])).toEqual([
      ['Zonulin', '45', 'ng/mL'],
      ['Hemoglobin', '13.1', 'furlongs'],
      ['Plateletcrit', '35', ''],
    ]);
    const [unknown, unconvertible, unitless] = report.unmatched.map((line) => line.reason);
    expect(unknown).toContain('no catalogue biomarker');
    expect(unconvertible).toContain('"furlongs" cannot be converted');
    expect(unitless).toContain('no unit printed');
    expect(report.results[0]).toMatchObject({ unit: '', unit_inferred: 'fL' });
  });
});

describe('Indian report traps', () => {
  it('reads a flag letter printed before the value, thousands commas and a unit wrapped over two lines', async () => {
    const report = await understand([
      [
        ...row(100, [
          [40, 'TEST'],
          [250, 'VALUE'],
          [340, 'UNIT'],
          [430, 'REFERENCE'],
        ]),
        ...row(116, [
          [40, 'TOTAL LEUKOCYTE COUNT'],
          [250, '5,100'],
          [340, 'cumm'],
          [430, '4,800 - 10,800'],
        ]),
        ...row(132, [
          [60, 'LYMPHOCYTE'],
          [232, 'L'],
          [250, '18'],
          [340, '%'],
          [430, '20 - 40'],
        ]),
        ...row(148, [
          [40, 'MEAN CELL HAEMOGLOBIN CON, MCHC'],
          [232, 'H'],
          [250, '35.7'],
          [340, '%'],
          [430, '31.5 - 34.5'],
        ]),
        ...row(160, [[340, 'Mil-']]),
        ...row(166, [
          [40, 'RBC Count'],
          [250, '5'],
          [430, '4.5 - 5.5'],
        ]),
        ...row(172, [[340, 'lion/cumm']]),
      ],
    ]);
    expect(
      report.results.map((result) => [result.name, result.value, result.unit, result.flag]),
    ).toEqual([
      ['TOTAL LEUKOCYTE COUNT', 5100, 'cumm', null],
      ['LYMPHOCYTE', 18, '%', 'L'],
      ['MEAN CELL HAEMOGLOBIN CON, MCHC', 35.7, '%', 'H'],
      ['RBC Count', 5, 'Million/cumm', null],
    ]);
    expect(report.results.map((result) => result.value_normalised)).toEqual([5.1, 18, 35.7, 5]);
  });

  it('joins a name wrapped over two lines and a range printed over two lines', async () => {
    const report = await understand([
      [
        ...table(100, [['Test Name', 'Result', 'Unit', 'Reference Interval']]),
        ...row(116, [
          [40, 'HEPATITIS B SURFACE ANTIGEN; HBsAg,'],
          [250, '22.00'],
          [340, 'IU/mL'],
          [430, '<0.05'],
        ]),
        ...row(128, [[40, 'QUANTITATIVE']]),
        ...row(140, [[40, '(CMIA)']], 7),
        ...row(160, [
          [40, 'Hemoglobin'],
          [250, '12.1'],
          [340, 'g/dL'],
          [430, 'Male: 13 - 17'],
        ]),
        ...row(172, [[430, 'Female: 12 - 15']]),
      ],
    ]);
    expect(
      report.results.map((result) => [result.name, result.biomarker_id, result.ref_range]),
    ).toEqual([
      ['HEPATITIS B SURFACE ANTIGEN; HBsAg, QUANTITATIVE', 1813, '<0.05'],
      ['Hemoglobin', 1001, 'Male: 13 - 17; Female: 12 - 15'],
    ]);
  });

  it('tells a percentage from an absolute count of the same name by the unit', async () => {
    const report = await understand([
      table(100, [
        ['Test Name', 'Results', 'Units', 'Bio. Ref. Interval'],
        ['Neutrophils', '60.0', '%', '40 - 80'],
        ['Neutrophils', '4.80', 'thou/mm3', '2.0 - 7.0'],
      ]),
    ]);
    expect(report.results.map((result) => result.biomarker)).toEqual([
      'Neutrophils (%)',
      'Neutrophils (absolute)',
    ]);
  });
});

describe('a row printing a percentage and an absolute amount side by side', () => {
  it('gives a result for each, in the unit its column header names', async () => {
    const report = await understand([
      [
        ...row(100, [
          [130, 'Fractions'],
          [212, '%'],
          [274, 'Ref. %'],
          [338, '(g/L)'],
          [396, 'Ref. (g/L)'],
        ]),
        ...row(116, [
          [130, 'Albumin'],
          [202, '59.5'],
          [260, '56.0 - 69.0'],
          [343, '38.1'],
          [394, '39.2 -'],
          [427, '48.3'],
        ]),
      ],
    ]);
    expect(
      report.results.map((result) => [
        result.biomarker,
        result.value,
        result.unit,
        result.ref_range,
      ]),
    ).toEqual([
      ['Albumin (Electrophoresis)', 59.5, '%', '56.0 - 69.0'],
      ['Albumin', 38.1, 'g/L', '39.2 - 48.3'],
    ]);
  });
});

describe('sub-rows under a heading', () => {
  it('take the test from the heading and leave control values out of the results', async () => {
    const report = await understand([
      [
        ...table(100, [['TEST', 'VALUE', 'UNIT', 'REFERENCE']]),
        ...row(116, [[40, 'Prothrombin time, PT/INR']]),
        ...row(132, [
          [60, 'Patient Value'],
          [250, '12.8'],
          [340, 'seconds'],
          [430, '10 - 16'],
        ]),
        ...row(148, [
          [60, 'Control Value'],
          [250, '12.5'],
          [340, 'seconds'],
        ]),
        ...row(164, [
          [60, 'INR Value'],
          [250, '1.02'],
        ]),
      ],
    ]);
    expect(report.results.map((result) => [result.biomarker_id, result.value])).toEqual([
      [1401, 12.8],
      [1402, 1.02],
    ]);
    expect(report.unmatched.map((line) => line.name)).toEqual(['Control Value']);
  });
});

describe('a report without a column header', () => {
  it('takes rows whose names the catalogue knows and skips form lines', async () => {
    const report = await understand([
      [
        ...row(60, [
          [40, 'Name : John Doe'],
          [300, 'Date : 2024-03-05'],
        ]),
        ...row(76, [
          [40, 'Lab No'],
          [150, '123456'],
        ]),
        ...row(100, [
          [40, 'Hemoglobin'],
          [200, '14.8 g/dL'],
          [320, '13.0 - 17.0'],
        ]),
        ...row(116, [
          [40, 'Ferritin'],
          [200, '45'],
          [260, 'ng/mL'],
        ]),
        ...row(132, [
          [40, 'Mystery factor'],
          [200, '3'],
        ]),
      ],
    ]);
    expect(summary(report)).toEqual([
      ['Hemoglobin', 14.8, 'g/dL'],
      ['Ferritin', 45, 'ng/mL'],
    ]);
    expect(report.unmatched).toEqual([]);
  });
});

/**
 * The text as OCR gives it: one item per word, baselines a little uneven, heights of the whole
 * text row (taller than the font), regrouped into lines the way the OCR engine does.
 */
function asOcrWords(text: PdfText): PdfText {
  let wobble = 0;
  return {
    ...text,
    pages: text.pages.map((page) => {
      const words = page.lines.flatMap((line) =>
        line.items.flatMap((item) => {
          const width = item.width / Math.max(1, item.text.length);
          return Array.from(item.text.matchAll(/\S+/gu), (match) => {
            wobble = (wobble + 0.7) % 2;
            return {
              text: match[0],
              x: item.x + match.index * width,
              y: item.y + wobble - 1,
              width: match[0].length * width,
              height: item.height * 1.3,
            };
          });
        }),
      );
      return { ...page, lines: groupIntoLines(words), ocr: true };
    }),
  };
}

describe('a page read by OCR', () => {
  it('gives the same results from one item per word', async () => {
    const pages = [
      [
        ...LETTERHEAD,
        ...table(140, [
          ['Test Name', 'Result', 'Unit', 'Reference Range'],
          ['Mean Corpuscular Volume', '88.2', 'fL', '80 - 100'],
          ['Total Leukocyte Count', '7,500', '/cumm', '4,000 - 11,000'],
          ['Alkaline Phosphatase (ALP)', '150 H', 'U/L', '30 - 120'],
          ['Non-HDL Cholesterol', '148', 'mg/dL', '< 130'],
        ]),
        ...row(800, [[237, '*439854467*']], 40),
      ],
    ];
    const text = await readPdfText(makePdf(pages), { maxPages: 10, ocr: undefined });
    const fromText = parseLabReport(text);
    const fromOcr = parseLabReport(asOcrWords(text));
    expect(summary(fromOcr)).toEqual(summary(fromText));
    expect(fromOcr.results).toHaveLength(4);
    expect(fromOcr.unmatched).toEqual([]);
    expect(fromOcr.report_date).toBe('2023-05-16');
  });
});

describe('a page without a text layer and no OCR', () => {
  it('gives an empty report rather than failing', async () => {
    const report = await understand([[]]);
    expect(report).toEqual({
      document_type: 'other',
      report_date: null,
      language: 'us',
      lab: null,
      results: [],
      unmatched: [],
    });
  });
});

/** A report read from text: a header row, then one row per test, columns at fixed places. */
function fromText(header: readonly string[], rows: readonly (readonly string[])[]): LabReport {
  const xs = [40, 250, 340, 430];
  const line = (cells: readonly string[]) =>
    cells.flatMap((text, at) => (text === '' ? [] : [[xs[at] ?? 0, text] as const]));
  return parseLabReport(textFixture([[line(header), ...rows.map(line)]]));
}

const HEADER = ['Test', 'Result', 'Unit', 'Reference Range'];

describe('a value printed without a unit', () => {
  it.each([
    ['Glucose', '5.5', '3.9 - 5.5', 'mmol/L', 99.1],
    ['Vitamin D, 25-Hydroxy', '50', '50 - 125', 'nmol/L', 20.0],
    ['Hemoglobin', '8.6', '8.4 - 10.9', 'mmol/L', 13.9],
    ['Testosterone, Total', '15', '8.6 - 29', 'nmol/L', 432.6],
  ] as const)(
    'reads %s %s in the unit its range %j shows',
    (name, value, range, unit, normalised) => {
      const report = fromText(HEADER, [[name, value, '', range]]);
      const [result] = report.results;
      expect(result).toMatchObject({ value: Number(value), unit: '', unit_inferred: unit });
      expect(result?.value_normalised).toBeCloseTo(normalised, 1);
      expect(report.unmatched).toEqual([]);
    },
  );

  it('stays in the catalogue unit when the range shows that unit', () => {
    const report = fromText(HEADER, [
      ['Glucose', '92', '', '70 - 100'],
      ['Creatinine', '0.9', '', '0.6 - 1.3'],
    ]);
    expect(report.results.map((result) => [result.value_normalised, result.unit_inferred])).toEqual(
      [
        [92, 'mg/dL'],
        [0.9, 'mg/dL'],
      ],
    );
  });

  it('is not taken when nothing shows its unit', () => {
    const report = fromText(HEADER, [['Glucose', '5.5', '', '']]);
    expect(report.results).toEqual([]);
    expect(report.unmatched).toMatchObject([{ name: 'Glucose', value: '5.5', unit: '' }]);
    expect(report.unmatched[0]?.reason).toMatch(
      /^no unit printed, and no reference range shows which unit .*Glucose.* is in$/u,
    );
  });

  it('is not taken when its range fits two units that give different values', () => {
    const report = fromText(HEADER, [['Ferritin', '45', '', '30 - 400']]);
    expect(report.results).toEqual([]);
    expect(report.unmatched[0]?.reason).toBe(
      'no unit printed, and the reference range does not show which unit Ferritin is in (it fits ng/mL, pmol/L alike)',
    );
  });

  it('is taken as it is for a biomarker without a unit', () => {
    const report = fromText(HEADER, [
      ['A/G Ratio', '1.33', '', ''],
      ['INR', '1.02', '', ''],
    ]);
    expect(report.results.map((result) => [result.value_normalised, result.unit_inferred])).toEqual(
      [
        [1.33, null],
        [1.02, null],
      ],
    );
  });

  it('takes the unit a column header prints for the results or for the ranges', () => {
    const inResultHeader = fromText(
      ['Test', 'Result (mmol/L)', '', 'Reference Range'],
      [['Glucose', '5.5', '', '']],
    );
    const inRangeHeader = fromText(
      ['Test', 'Result', '', 'Reference Range (mmol/L)'],
      [['Glucose', '5.5', '', '3.9 - 6.1']],
    );
    for (const report of [inResultHeader, inRangeHeader]) {
      expect(report.results).toMatchObject([{ unit: 'mmol/L', unit_inferred: null }]);
      expect(report.results[0]?.value_normalised).toBeCloseTo(99.1, 1);
    }
  });
});

describe('a value printed as a bound', () => {
  it('keeps its comparator however the unit and flag are printed', () => {
    const report = fromText(HEADER, [
      ['eGFR', '>60', 'mL/min/1.73m²', '> 90'],
      ['CRP', '<5', 'mg/L', '0 - 10'],
      ['C-Reactive Protein', '<5 mg/L', '', '0 - 10'],
      ['hs-CRP', '<0.5 H', 'mg/L', '< 1.0'],
      ['Triglycerides', '>1000', 'mg/dL', '< 150'],
      ['Ferritin', '<5', 'ng/mL', '30 - 400'],
    ]);
    expect(
      report.results.map((result) => [
        result.biomarker_id,
        result.value,
        result.bound,
        result.value_normalised,
        result.flag,
      ]),
    ).toEqual([
      // Above 60 may or may not be below 90: no flag.
      [402, 60, '>', 60, null],
      [301, 5, '<', 5, null],
      [301, 5, '<', 5, null],
      // The report's own flag stands.
      [302, 0.5, '<', 0.5, 'H'],
      // Every value above 1000 is above 150, every value below 5 below 30.
      [104, 1000, '>', 1000, 'H'],
      [801, 5, '<', 5, 'L'],
    ]);
  });

  it('reads a printed range as holding its limits: a value at one is in it, a bound past it is not', () => {
    const report = fromText(HEADER, [
      ['TSH', '4.5', 'mIU/L', '0.45 - 4.5'],
      ['TSH', '>4.5', 'mIU/L', '0.45 - 4.5'],
      ['Vitamin D, 25-Hydroxy', '<30', 'ng/mL', '30 - 100'],
    ]);
    expect(report.results.map((result) => [result.value, result.bound, result.flag])).toEqual([
      [4.5, null, null],
      [4.5, '>', 'H'],
      [30, '<', 'L'],
    ]);
  });

  it('keeps it in a German report with a decimal comma', () => {
    const report = fromText(
      ['Untersuchung', 'Ergebnis', 'Einheit', 'Referenzbereich'],
      [
        ['CRP', '< 5,0', 'mg/l', '< 5,0'],
        ['Hämoglobin', '14,2', 'g/dl', '13,5 - 17,5'],
      ],
    );
    expect(report.results[0]).toMatchObject({ value: 5, bound: '<', flag: null });
  });
});

describe('a name two biomarkers share', () => {
  it('goes to the one whose unit the whole printed unit names, before a first-word reading', () => {
    const report = fromText(HEADER, [
      ['D-Dimer', '300', 'ng/mL DDU', '< 250'],
      ['D-Dimer', '0.4', 'mg/L FEU', '< 0.5'],
    ]);
    expect(
      report.results.map((result) => [result.biomarker, result.value_normalised, result.flag]),
    ).toEqual([
      ['D-Dimer (DDU)', 300, 'H'],
      ['D-Dimer (FEU)', 0.4, null],
    ]);
  });

  it('goes by the printed range when the unit leaves out FEU or DDU, and never guesses (review F8)', () => {
    const report = fromText(HEADER, [
      ['D-Dimer', '300', 'ng/mL', '<250'],
      ['D-Dimer', '300', 'ng/mL', '< 500'],
      ['D-Dimer', '0.4', 'mg/L', '0 - 0.5'],
      ['D-Dimer', '300', 'ng/mL', ''],
    ]);
    expect(
      report.results.map((result) => [
        result.biomarker,
        result.value_normalised,
        result.unit,
        result.unit_inferred,
        result.flag,
      ]),
    ).toEqual([
      ['D-Dimer (DDU)', 300, 'ng/mL', 'ng/mL DDU', 'H'],
      ['D-Dimer (FEU)', 0.3, 'ng/mL', 'ng/mL FEU', null],
      ['D-Dimer (FEU)', 0.4, 'mg/L', 'mg/L FEU', null],
    ]);
    expect(report.unmatched.map((line) => [line.name, line.reason])).toEqual([
      ['D-Dimer', 'the unit ng/mL does not say FEU or DDU, and no reference range shows which'],
    ]);
  });
});
