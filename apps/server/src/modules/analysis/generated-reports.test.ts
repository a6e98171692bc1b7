import type { LayoutClass } from '@labtrail/testkit/lab-report-generator/generate-lab-report';
import { LAYOUT_CLASSES } from '@labtrail/testkit/lab-report-generator/generate-lab-report';
import { describe, expect, it } from 'vitest';
import {
  foundResults,
  generatedReport,
  readGeneratedReport,
  wrongValues,
} from '../../../test/generated-reports';

/** The tuning seeds; the bench reports on 10001–10080, which tests and tuning never look at. */
const SEEDS = Array.from({ length: 24 }, (_, at) => at + 1);
/**
 * The share of printed results every layout class must give. Below it, a whole way of printing
 * results (a flag column, lines instead of a table, blood pressure as '132/86') is being lost.
 */
const MIN_RECALL = 0.95;

async function readAll(layout: LayoutClass) {
  return Promise.all(
    SEEDS.map(async (seed) => {
      const report = generatedReport(seed, layout);
      return { report, read: await readGeneratedReport(report) };
    }),
  );
}

describe.each(LAYOUT_CLASSES)('generated reports laid out as %s', (layout) => {
  it('are read with nearly every result, never a wrong one, and dated', async () => {
    const readings = await readAll(layout);
    // A wrong number is the worst failure: every value read must be one the report prints, in the
    // catalogue's unit, whatever else is missed.
    expect(readings.flatMap(({ report, read }) => wrongValues(report, read))).toEqual([]);
    expect(
      readings
        .filter(({ report, read }) => read.report_date !== report.truth.report_date)
        .map(({ report }) => report.seed),
    ).toEqual([]);
    const found = readings.reduce((sum, { report, read }) => sum + foundResults(report, read), 0);
    const printed = readings.reduce((sum, { report }) => sum + report.truth.results.length, 0);
    expect(found / printed).toBeGreaterThanOrEqual(MIN_RECALL);
  });

  it('are the same bytes for the same seed', () => {
    expect(generatedReport(7, layout).pdf.equals(generatedReport(7, layout).pdf)).toBe(true);
  });
});
