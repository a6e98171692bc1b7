import type { LayoutClass } from '@labtrail/testkit/lab-report-generator/generate-lab-report';
import { LAYOUT_CLASSES } from '@labtrail/testkit/lab-report-generator/generate-lab-report';
import { describe, expect, it } from 'vitest';
import { generatedReport, readGeneratedReport, wrongValues } from '../../../test/generated-reports';

/** The tuning seeds; the bench reports on 10001–10080, which tests and tuning never look at. */
const SEEDS = Array.from({ length: 24 }, (_, at) => at + 1);

/**
 * Seeds whose report date today's reader misses, known and left for the reader's later work:
 * each prints its date under the bare label 'Date' / 'Datum', which the reader does not take.
 * The seed alone decides the date, so the list depends only on the report's language.
 */
const DATE_MISSED = { en: [3, 4, 7, 14], de: [5, 11, 12, 13] } as const;

async function readAll(layout: LayoutClass) {
  return Promise.all(
    SEEDS.map(async (seed) => {
      const report = generatedReport(seed, layout);
      return { report, read: await readGeneratedReport(report) };
    }),
  );
}

describe.each(LAYOUT_CLASSES)('generated reports laid out as %s', (layout) => {
  it('are read without error, never with a wrong value, and dated as far as known', async () => {
    const readings = await readAll(layout);
    // A wrong number is the worst failure: every value read for a biomarker the report prints
    // must be the printed one in the catalogue's unit, whatever else is missed.
    expect(readings.flatMap(({ report, read }) => wrongValues(report, read))).toEqual([]);
    expect(
      readings
        .filter(({ report, read }) => read.report_date !== report.truth.report_date)
        .map(({ report }) => report.seed),
    ).toEqual(DATE_MISSED[layout === 'german' ? 'de' : 'en']);
  });

  it('are the same bytes for the same seed', () => {
    expect(generatedReport(7, layout).pdf.equals(generatedReport(7, layout).pdf)).toBe(true);
  });
});
