import { scanReport } from '@labtrail/testkit/lab-report-generator/scan-report';
import { afterAll, describe, expect, it } from 'vitest';
import { generatedReport, sameValue } from '../../../test/generated-reports';
import { createOcrEngine } from './read-pdf/create-ocr-engine';
import { readPdfText } from './read-pdf/read-pdf-text';
import { parseLabReport } from './understand/parse-lab-report';

/** A tuning seed (the bench reports on 20001–20020); today's reader gets 5 of its 6 values. */
const SEED = 6;

describe('a scanned generated report', () => {
  const report = generatedReport(SEED, 'table');
  const scanning = scanReport(report.pdf, SEED);
  const ocr = createOcrEngine();
  afterAll(() => ocr.close());

  it('is the same bytes for the same seed, and other bytes for another', async () => {
    const scan = await scanning;
    expect(scan.equals(await scanReport(report.pdf, SEED))).toBe(true);
    expect(scan.equals(await scanReport(report.pdf, SEED + 1))).toBe(false);
  });

  it('is image-only: no font to show text in, nothing for the text reader', async () => {
    const scan = await scanning;
    // Text operators need a font resource; searching the JPEG bytes for 'BT' would find chance hits.
    expect(scan.includes('/Font')).toBe(false);
    const { pages } = await readPdfText(scan, { maxPages: 5, ocr: undefined });
    expect(pages).toEqual([{ number: 1, width: 595, height: 842, lines: [], ocr: false }]);
  });

  it('is read by OCR to most of its values, in the printed biomarkers', async () => {
    const read = parseLabReport(await readPdfText(await scanning, { maxPages: 5, ocr }));
    const right = report.truth.results.filter((truth) =>
      read.results.some(
        (result) => result.biomarker_id === truth.biomarker_id && sameValue(truth, result),
      ),
    );
    expect(right.length).toBeGreaterThanOrEqual(report.truth.results.length / 2);
  }, 60_000);
});
