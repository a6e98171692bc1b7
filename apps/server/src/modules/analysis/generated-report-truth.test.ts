import type { LayoutClass } from '@labtrail/testkit/lab-report-generator/generate-lab-report';
import { describe, expect, it } from 'vitest';
import { generatedReport } from '../../../test/generated-reports';
import { readPdfText } from './read-pdf/read-pdf-text';

const SEEDS = Array.from({ length: 24 }, (_, at) => at + 1);

/** Classes the reader is not yet held to: the generator alone must be right about them. */
const UNREAD_CLASSES = [
  'flags-everywhere',
  'three-columns',
  'portal-variants',
] as const satisfies readonly LayoutClass[];

/** Reading some dozens of PDFs takes seconds, more on a machine busy with other tests. */
const READING_TIMEOUT = 60_000;

/** Numbers as English reports print them: '1,234.5', '0.054'. */
const NUMBER = /\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?/gu;

/** The report's text in reading order; NFKC so that the micro sign and the Greek mu agree. */
async function pdfText(pdf: Buffer): Promise<string> {
  const { pages } = await readPdfText(pdf, { maxPages: 10, ocr: undefined });
  return pages
    .flatMap((page) => page.lines.map((line) => line.items.map((item) => item.text).join(' ')))
    .join('\n')
    .normalize('NFKC');
}

/** Whether some mention of `name` is followed by `value` as the next number printed. */
function printsValueAfterName(text: string, name: string, value: number): boolean {
  const mentions = text.split(name.normalize('NFKC')).slice(1);
  return mentions.some((after) => {
    const next = after.match(NUMBER)?.[0];
    return next !== undefined && Number(next.replaceAll(',', '')) === value;
  });
}

describe.each(UNREAD_CLASSES)('generated reports laid out as %s', (layout) => {
  it(
    'print every result of their truth, its value the first number after its name',
    async () => {
      const unprinted = await Promise.all(
        SEEDS.map(async (seed) => {
          const report = generatedReport(seed, layout);
          const text = await pdfText(report.pdf);
          return report.truth.results
            .filter((truth) => !printsValueAfterName(text, truth.printed_name, truth.value))
            .map((truth) => `#${String(seed)} ${truth.printed_name} = ${String(truth.value)}`);
        }),
      );
      expect(unprinted.flat()).toEqual([]);
    },
    READING_TIMEOUT,
  );

  it('are the same bytes for the same seed', () => {
    for (const seed of SEEDS)
      expect(generatedReport(seed, layout).pdf.equals(generatedReport(seed, layout).pdf)).toBe(
        true,
      );
  });
});

describe('out-of-range marks', () => {
  it(
    'include arrows and triangles that read back as Unicode',
    async () => {
      // Few reports pick arrows or triangles and fewer have a low result: more seeds than above.
      const texts = await Promise.all(
        Array.from({ length: 80 }, (_, at) => at + 1).map(async (seed) =>
          pdfText(generatedReport(seed, 'flags-everywhere').pdf),
        ),
      );
      const marks = new Set(texts.join('').match(/[↑↓▲▼]/gu));
      expect([...marks].sort()).toEqual(['↑', '↓', '▲', '▼'].sort());
    },
    READING_TIMEOUT,
  );
});
