import { makePdf } from '@labtrail/testkit/make-pdf';
import { makeScannedPdf } from '@labtrail/testkit/make-scanned-pdf';
import { afterAll, describe, expect, it } from 'vitest';
import type { PdfPage, TextItem } from '../pdf-text';
import { createOcrEngine } from './create-ocr-engine';
import { groupIntoLines } from './group-into-lines';
import { dropOverlays, readPdfText, splitAtGaps } from './read-pdf-text';

const PAGE_HEIGHT = 842;

/** A one-page PDF with Helvetica as /F1 and the given content stream, for what makePdf can't do. */
function pdfWithContent(content: string): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${String(content.length)} >>\nstream\n${content}\nendstream`,
  ];
  let body = '%PDF-1.4\n';
  const offsets = objects.map((object, index) => {
    const offset = body.length;
    body += `${String(index + 1)} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = body.length;
  body += `xref\n0 ${String(objects.length + 1)}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${String(objects.length + 1)} /Root 1 0 R >>\nstartxref\n${String(xref)}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

const texts = (page: PdfPage | undefined) =>
  (page?.lines ?? []).map((line) => line.items.map((item) => item.text));

const item = (text: string, x: number, y: number, height = 10): TextItem => ({
  text,
  x,
  y,
  width: text.length * 5,
  height,
});

async function readOnePage(bytes: Uint8Array): Promise<PdfPage | undefined> {
  const { pages } = await readPdfText(bytes, { maxPages: 5, ocr: undefined });
  return pages[0];
}

describe('readPdfText', () => {
  it('groups items into lines by baseline, top to bottom, even when a row drifts by a point', async () => {
    const page = await readOnePage(
      makePdf([
        [
          { x: 50, y: 680, text: 'Glucose' },
          { x: 50, y: 700, text: 'Haemoglobin' },
          { x: 200, y: 701.5, text: '13.5', size: 9 },
          { x: 300, y: 699, text: 'g/dL' },
        ],
      ]),
    );
    expect(texts(page)).toEqual([['Haemoglobin', '13.5', 'g/dL'], ['Glucose']]);
    expect(page?.ocr).toBe(false);
    expect(page?.width).toBe(595);
    expect(page?.height).toBe(PAGE_HEIGHT);
  });

  it('gives positions in points from the top left, y being the baseline', async () => {
    const page = await readOnePage(makePdf([[{ x: 72, y: 700, text: 'Haemoglobin', size: 12 }]]));
    const [found] = page?.lines[0]?.items ?? [];
    expect(page?.lines[0]?.y).toBeCloseTo(PAGE_HEIGHT - 700);
    expect(found).toMatchObject({ x: 72, height: 12 });
    expect(found?.y).toBeCloseTo(PAGE_HEIGHT - 700);
    // Helvetica's 'Haemoglobin' is about 5.6 em wide.
    expect(found?.width).toBeGreaterThan(55);
    expect(found?.width).toBeLessThan(80);
  });

  it('orders the items of a line left to right whatever the order they were drawn in', async () => {
    const page = await readOnePage(
      makePdf([
        [
          { x: 400, y: 700, text: '13.0 - 17.0' },
          { x: 300, y: 700, text: 'g/dL' },
          { x: 50, y: 700, text: 'Haemoglobin' },
          { x: 200, y: 700, text: '13.5' },
        ],
      ]),
    );
    expect(texts(page)).toEqual([['Haemoglobin', '13.5', 'g/dL', '13.0 - 17.0']]);
  });

  it('splits an item that holds a whole row at its runs of spaces, keeping single spaces', async () => {
    const page = await readOnePage(
      makePdf([[{ x: 50, y: 700, text: 'Haemoglobin (Hb)     13.5   g/dL    13.0 - 17.0' }]]),
    );
    const items = page?.lines[0]?.items ?? [];
    expect(items.map(({ text }) => text)).toEqual([
      'Haemoglobin (Hb)',
      '13.5',
      'g/dL',
      '13.0 - 17.0',
    ]);
    const xs = items.map(({ x }) => x);
    expect(xs[0]).toBe(50);
    expect(xs).toEqual([...xs].sort((first, second) => first - second));
    for (const [index, cell] of items.entries()) {
      const next = items[index + 1];
      if (next !== undefined) expect(cell.x + cell.width).toBeLessThan(next.x);
    }
  });

  it('drops text that is not horizontal, such as a diagonal watermark', async () => {
    const page = await readOnePage(
      pdfWithContent(
        [
          'BT /F1 10 Tf 50 700 Td (Haemoglobin) Tj ET',
          'BT /F1 10 Tf 200 700 Td (13.5) Tj ET',
          'BT /F1 40 Tf 0.8660 0.5 -0.5 0.8660 100 600 Tm (SAMPLE REPORT) Tj ET',
          'BT /F1 10 Tf 50 680 Td (Glucose) Tj ET',
        ].join('\n'),
      ),
    );
    expect(texts(page)).toEqual([['Haemoglobin', '13.5'], ['Glucose']]);
  });

  it('drops a large horizontal watermark lying over the rows', async () => {
    const page = await readOnePage(
      makePdf([
        [
          { x: 50, y: 700, text: 'Haemoglobin' },
          { x: 200, y: 700, text: '13.5' },
          { x: 60, y: 697, text: 'Smart Pathology Laboratory', size: 34 },
          { x: 50, y: 650, text: 'Page 1 of 1' },
        ],
      ]),
    );
    expect(texts(page)).toEqual([['Haemoglobin', '13.5'], ['Page 1 of 1']]);
  });

  it('reads at most maxPages pages and says when there were more', async () => {
    const pdf = makePdf(['one', 'two', 'three'].map((text) => [{ x: 50, y: 700, text }]));
    const first = await readPdfText(pdf, { maxPages: 2, ocr: undefined });
    expect(first.pages.map(({ number }) => number)).toEqual([1, 2]);
    expect(first.truncated).toBe(true);
    const all = await readPdfText(pdf, { maxPages: 3, ocr: undefined });
    expect(all.pages.map((page) => texts(page))).toEqual([[['one']], [['two']], [['three']]]);
    expect(all.truncated).toBe(false);
  });

  it('rejects a corrupt or cut-off PDF with pdfjs error instead of hanging', async () => {
    const good = makePdf([[{ x: 50, y: 700, text: 'Haemoglobin 13.5 g/dL' }]]);
    const broken = [
      new TextEncoder().encode('this is not a PDF'),
      new Uint8Array(0),
      good.subarray(0, Math.floor(good.length / 2)),
    ];
    for (const bytes of broken) {
      await expect(readPdfText(bytes, { maxPages: 5, ocr: undefined })).rejects.toMatchObject({
        name: 'InvalidPDFException',
      });
    }
  });

  it('leaves the caller’s bytes usable (pdfjs would detach its buffer)', async () => {
    const pdf = new Uint8Array(makePdf([[{ x: 50, y: 700, text: 'Glucose' }]]));
    await readPdfText(pdf, { maxPages: 1, ocr: undefined });
    expect(pdf.byteLength).toBeGreaterThan(0);
    expect(texts(await readOnePage(pdf))).toEqual([['Glucose']]);
  });

  it('stops with an AbortError when the signal fires', async () => {
    const pdf = makePdf(Array.from({ length: 30 }, () => [{ x: 50, y: 700, text: 'Glucose' }]));
    const aborted = AbortSignal.abort();
    await expect(
      readPdfText(pdf, { maxPages: 30, ocr: undefined, signal: aborted }),
    ).rejects.toMatchObject({ name: 'AbortError' });
    const controller = new AbortController();
    const reading = readPdfText(pdf, { maxPages: 30, ocr: undefined, signal: controller.signal });
    controller.abort();
    await expect(reading).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('returns an image-only page empty, not OCR-read, when there is no OCR engine', async () => {
    const page = await readOnePage(makeScannedPdf(['Glucose 92 mg/dL 70 - 100']));
    expect(page).toMatchObject({ ocr: false, lines: [] });
  });
});

describe('readPdfText with OCR', () => {
  const ocr = createOcrEngine();
  afterAll(() => ocr.close());

  it('reads an image-only page by OCR into lines in page points', async () => {
    const pdf = makeScannedPdf([
      'Haemoglobin      13.5      g/dL      13.0 - 17.0',
      'Glucose      92      mg/dL      70 - 100',
      'Calcium      2,62      mmol/l      2,10 - 2,70',
    ]);
    const { pages } = await readPdfText(pdf, { maxPages: 5, ocr });
    const [page] = pages;
    expect(page).toMatchObject({ number: 1, ocr: true, width: 595, height: PAGE_HEIGHT });
    // OCR may or may not see the narrow spaces around a range's dash.
    const lines = (page?.lines ?? []).map((line) =>
      line.items
        .map(({ text }) => text)
        .join(' ')
        .replace(/\s*-\s*/gu, ' - '),
    );
    expect(lines).toEqual([
      'Haemoglobin 13.5 g/dL 13.0 - 17.0',
      'Glucose 92 mg/dL 70 - 100',
      'Calcium 2,62 mmol/l 2,10 - 2,70',
    ]);
    // The scan draws its first line at 136 px of 1754 from the top, 100 px from the left.
    const first = page?.lines[0];
    expect(first?.y).toBeCloseTo((136 / 1754) * PAGE_HEIGHT, -1);
    expect(first?.items[0]?.x).toBeCloseTo((100 / 1240) * 595, -1);
    expect(first?.items[0]?.height).toBeGreaterThan(10);
    expect(first?.items[0]?.height).toBeLessThan(25);
  }, 60_000);

  it('serves concurrent pages one after the other', async () => {
    const read = (line: string) =>
      readPdfText(makeScannedPdf([line]), { maxPages: 1, ocr }).then(({ pages }) =>
        (pages[0]?.lines ?? []).map((found) => found.items.map(({ text }) => text).join(' ')),
      );
    await expect(Promise.all([read('Ferritin 229'), read('Natrium 138')])).resolves.toEqual([
      ['Ferritin 229'],
      ['Natrium 138'],
    ]);
  }, 60_000);
});

describe('splitAtGaps', () => {
  it('estimates each cell’s position from its characters', () => {
    const cells = splitAtGaps({ text: 'ab  cd\tef g', x: 100, y: 50, width: 110, height: 10 });
    expect(cells).toEqual([
      { text: 'ab', x: 100, y: 50, width: 20, height: 10 },
      { text: 'cd', x: 140, y: 50, width: 20, height: 10 },
      { text: 'ef g', x: 170, y: 50, width: 40, height: 10 },
    ]);
  });

  it('trims an item padded with spaces', () => {
    expect(splitAtGaps({ text: ' 57.5 ', x: 0, y: 0, width: 60, height: 10 })).toEqual([
      { text: '57.5', x: 10, y: 0, width: 40, height: 10 },
    ]);
  });
});

describe('groupIntoLines', () => {
  it('keeps small print just under a row (a method note) on its own line', () => {
    const lines = groupIntoLines([
      item('Mean Corpuscular Volume (MCV)', 20, 380),
      item('87.75', 188, 380),
      item('Calculated', 21, 387, 6),
    ]);
    expect(lines.map((line) => line.items.map(({ text }) => text))).toEqual([
      ['Mean Corpuscular Volume (MCV)', '87.75'],
      ['Calculated'],
    ]);
  });

  it('does not chain neighbouring rows together', () => {
    const rows = Array.from({ length: 6 }, (_, index) =>
      item(`row ${String(index)}`, 20, 100 + index * 11),
    );
    expect(groupIntoLines(rows)).toHaveLength(6);
  });
});

describe('dropOverlays', () => {
  it('keeps large text that overlaps nothing, such as a heading', () => {
    const heading = item('DRLOGY PATHOLOGY LAB', 80, 40, 24);
    expect(dropOverlays([heading, item('Haemoglobin', 20, 100)])).toContain(heading);
  });
});
