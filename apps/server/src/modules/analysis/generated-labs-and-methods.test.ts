import type { GeneratedReport } from '@labtrail/testkit/lab-report-generator/generate-lab-report';
import { LAYOUT_CLASSES } from '@labtrail/testkit/lab-report-generator/generate-lab-report';
import { describe, expect, it } from 'vitest';
import { generatedReport, sameValue } from '../../../test/generated-reports';
import { readPdfText } from './read-pdf/read-pdf-text';
import { parseLabReport } from './understand/parse-lab-report';

const SEEDS = Array.from({ length: 24 }, (_, at) => at + 1);

async function read(report: GeneratedReport) {
  const text = await readPdfText(report.pdf, { maxPages: 10, ocr: undefined });
  const printed = text.pages
    .flatMap((page) => page.lines.flatMap((line) => line.items.map((item) => item.text)))
    .join('\n');
  return { printed, report: parseLabReport(text) };
}

describe.each(LAYOUT_CLASSES)('the lab of a generated report laid out as %s', (layout) => {
  it('is the one the letterhead names, and none when the page names none', async () => {
    const misread: string[] = [];
    for (const seed of SEEDS) {
      const report = generatedReport(seed, layout);
      const { printed, report: understood } = await read(report);
      const expected = printed.includes(report.truth.lab) ? report.truth.lab : null;
      if (understood.lab !== expected)
        misread.push(
          `#${String(seed)}: read ${String(understood.lab)}, printed ${String(expected)}`,
        );
      for (const result of understood.results) expect(result.source.lab).toBe(understood.lab);
    }
    expect(misread).toEqual([]);
  });
});

describe('the method of each result of a generated report', () => {
  it('is read from a Method column or from brackets after the name, and never made up', async () => {
    const misread: string[] = [];
    let withMethod = 0;
    for (const seed of SEEDS) {
      const report = generatedReport(seed, 'methods');
      const { report: understood } = await read(report);
      for (const truth of report.truth.results) {
        const result = understood.results.find(
          (one) => one.biomarker_id === truth.biomarker_id && sameValue(truth, one),
        );
        if (result === undefined) continue;
        if ((truth.method ?? null) !== null) withMethod += 1;
        if (result.source.method !== (truth.method ?? null))
          misread.push(
            `#${String(seed)} ${truth.printed_name}: read ${String(result.source.method)}, printed ${String(truth.method)}`,
          );
      }
    }
    expect(misread).toEqual([]);
    expect(withMethod).toBeGreaterThan(100);
  });
});
