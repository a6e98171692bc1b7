import type {
  GeneratedReport,
  LayoutClass,
  TruthResult,
} from '@labtrail/testkit/lab-report-generator/generate-lab-report';
import { generateLabReport } from '@labtrail/testkit/lab-report-generator/generate-lab-report';
import { UNIT_SPELLINGS } from '@labtrail/testkit/lab-report-generator/unit-spelling-table';
import { describe, expect, it } from 'vitest';
import { ALL_BIOMARKERS } from '../biomarkers/catalogue/catalogue';
import { readPdfText } from './read-pdf/read-pdf-text';

/** The classes that choose what a report holds: vital signs, words, unit spellings, counts. */
const CONTENT_CLASSES = [
  'vitals',
  'qualitative',
  'unit-spellings',
  'counts-and-ratios',
] as const satisfies readonly LayoutClass[];

const SEEDS = Array.from({ length: 12 }, (_, at) => at + 1);

function generated(seed: number, layout: LayoutClass): GeneratedReport {
  return generateLabReport(seed, layout, ALL_BIOMARKERS);
}

/** The report's text lines, cells joined; NFKC so that the micro sign and the Greek mu agree. */
async function textLines(report: GeneratedReport): Promise<string[]> {
  const text = await readPdfText(report.pdf, { maxPages: 10, ocr: undefined });
  return text.pages.flatMap((page) =>
    page.lines.map((line) =>
      line.items
        .map((item) => item.text)
        .join(' ')
        .normalize('NFKC'),
    ),
  );
}

/** Every number on a line, read with a decimal point and with a decimal comma. */
function numbersOn(line: string): number[] {
  return (line.match(/\d[\d.,]*\d|\d/g) ?? []).flatMap((number) => [
    Number(number.replaceAll(',', '')),
    Number(number.replaceAll('.', '').replace(',', '.')),
  ]);
}

/** Whether some line prints the result's name with its value (or word). */
function isPrinted(result: TruthResult, lines: readonly string[]): boolean {
  return lines.some(
    (line) =>
      line.includes(result.printed_name.normalize('NFKC')) &&
      (typeof result.value_text === 'string'
        ? line.includes(result.value_text.normalize('NFKC'))
        : numbersOn(line).some((number) => Math.abs(number - result.value) < 1e-9)),
  );
}

function biomarker(id: number) {
  const found = ALL_BIOMARKERS.find((each) => each.id === id);
  if (found === undefined) throw new Error(`no biomarker ${String(id)}`);
  return found;
}

/** The catalogue's factor for a unit it knows by `spelling`. */
function catalogueFactor(id: number, spelling: string): number | undefined {
  const { unit, units } = biomarker(id);
  return spelling === unit ? 1 : units.find((each) => each.unit === spelling)?.factor;
}

/** The factor of a printed unit: the catalogue's, or the catalogue's for the unit it spells. */
function printedFactor({ biomarker_id, unit }: TruthResult): number {
  const known = catalogueFactor(biomarker_id, unit);
  if (known !== undefined) return known;
  const spelling = UNIT_SPELLINGS.find((each) => each.printed === unit);
  const meant = spelling && catalogueFactor(biomarker_id, spelling.means);
  if (spelling === undefined || meant === undefined) throw new Error(`unknown unit ${unit}`);
  return meant * spelling.times;
}

function resultsOf(layout: LayoutClass, seeds: readonly number[]): TruthResult[] {
  return seeds.flatMap((seed) => generated(seed, layout).truth.results);
}

describe.each(CONTENT_CLASSES)('generated reports of the content class %s', (layout) => {
  it('are the same bytes and truth for the same seed', () => {
    for (const seed of [3, 7]) {
      const [first, second] = [generated(seed, layout), generated(seed, layout)];
      expect(first.pdf.equals(second.pdf)).toBe(true);
      expect(first.truth).toEqual(second.truth);
    }
  });

  it('print every result of their truth, name and value (or word) on one line', async () => {
    const unprinted = await Promise.all(
      SEEDS.map(async (seed) => {
        const report = generated(seed, layout);
        const lines = await textLines(report);
        expect(report.truth.results.length).toBeGreaterThan(0);
        return report.truth.results
          .filter((result) => !isPrinted(result, lines))
          .map((result) => `#${String(seed)} ${result.printed_name} ${String(result.value)}`);
      }),
    );
    expect(unprinted.flat()).toEqual([]);
  });
});

describe('the qualitative class', () => {
  it("prints words of the biomarker's text_values, valued as the catalogue values them", () => {
    const words = resultsOf('qualitative', SEEDS).filter(
      (result) => typeof result.value_text === 'string',
    );
    expect(words.length).toBeGreaterThan(SEEDS.length);
    for (const result of words) {
      const values = biomarker(result.biomarker_id).text_values ?? {};
      expect(values[(result.value_text ?? '').toLowerCase()]).toBe(result.value_canonical);
    }
  });
});

describe('the vitals class', () => {
  it('reads a blood pressure as a systolic and a diastolic result, and a height as none', () => {
    for (const seed of SEEDS) {
      const ids = generated(seed, 'vitals').truth.results.map((result) => result.biomarker_id);
      expect(ids).toEqual(expect.arrayContaining([1301, 1302]));
    }
    const names = resultsOf('vitals', SEEDS).map((result) => result.printed_name);
    expect(names).not.toContain('Height');
  });
});

describe.each(['unit-spellings', 'counts-and-ratios'] as const)('the %s class', (layout) => {
  it("gives canonical values that are the printed ones times the unit's factor", () => {
    for (const result of resultsOf(layout, SEEDS)) {
      expect(result.value_canonical).toBeCloseTo(result.value * printedFactor(result), 9);
    }
  });
});

describe('unit spellings', () => {
  it('count 1 lakh as 100,000 and a count per cumm as one per µL', () => {
    const results = [
      ...resultsOf('unit-spellings', SEEDS),
      ...resultsOf('counts-and-ratios', SEEDS),
    ];
    const lakhs = results.filter(({ unit }) => unit.startsWith('lakh'));
    const perCumm = results.filter(({ unit }) => ['cumm', '/cmm', 'cells/cumm'].includes(unit));
    expect(lakhs.length).toBeGreaterThan(0);
    expect(perCumm.length).toBeGreaterThan(0);
    for (const result of lakhs) expect(result.value_canonical).toBeCloseTo(result.value * 100, 9);
    for (const result of perCumm)
      expect(result.value_canonical).toBeCloseTo(result.value / 1000, 9);
  });
});
