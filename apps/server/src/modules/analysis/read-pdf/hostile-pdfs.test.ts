import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import {
  deflateBomb,
  makeBlankContentPdf,
  makeDeflateBombPdf,
  makeFilteredTextPdf,
  makeFontMatrixExploitPdf,
  makeManyPagesPdf,
} from '@labtrail/testkit/make-hostile-pdf';
import type { BombFilter } from '@labtrail/testkit/make-hostile-pdf';
import { makePdf } from '@labtrail/testkit/make-pdf';
import { describe, expect, it } from 'vitest';
import { ANALYSIS_LIMITS } from '../analysis-rules';
import type { OcrEngine } from './create-ocr-engine';
import { measureUnpackedSize } from './measure-unpacked-size';
import { ReadWorkExceeded, readPdfText } from './read-pdf-text';

const GIB = 1024 * 1024 * 1024;
const LIMITS = {
  maxStreamBytes: ANALYSIS_LIMITS.maxUnpackedStreamBytes,
  maxTotalBytes: ANALYSIS_LIMITS.maxUnpackedBytes,
  maxPageContentBytes: ANALYSIS_LIMITS.maxPageContentBytes,
};
/**
 * The bytes bounds alone: the bombs here are a page's content, which the far tighter bound on a
 * page's drawing instructions stops first (see the end of this file); these test the others.
 */
const BYTES_LIMITS = { ...LIMITS, maxPageContentBytes: Number.POSITIVE_INFINITY };

describe('measureUnpackedSize', () => {
  it('stops a 4 GiB decompression bomb at the limit, in well under a second of work', async () => {
    const bomb = makeDeflateBombPdf({ inflatedBytes: 4 * GIB });
    expect(bomb.length).toBeLessThan(8 * 1024 * 1024);
    const started = performance.now();
    const measured = await measureUnpackedSize(bomb, BYTES_LIMITS);
    expect(measured).toMatchObject({ within: false, limit: 'unpacked' });
    expect(measured.bytes).toBeGreaterThan(LIMITS.maxStreamBytes);
    expect(measured.bytes).toBeLessThan(LIMITS.maxStreamBytes + 2 * 1024 * 1024);
    expect(performance.now() - started).toBeLessThan(5_000);
  });

  it('sees the bomb however its filter is named (#-escapes) or wherever the name is', async () => {
    const bomb = makeDeflateBombPdf({ inflatedBytes: GIB });
    const escaped = Buffer.from(
      bomb.toString('latin1').replace('/Filter /FlateDecode', '/Filter 9 0 R /F /Fl#61teDecode'),
      'latin1',
    );
    expect((await measureUnpackedSize(escaped, LIMITS)).within).toBe(false);
  });

  it('counts the streams of many streams together', async () => {
    const page = zlib.deflateSync(Buffer.alloc(40 * 1024 * 1024));
    const streams = Array.from(
      { length: 4 },
      (_, index) =>
        `${String(index + 1)} 0 obj\n<< /Filter /FlateDecode /Length ${String(page.length)} >>\nstream\n`,
    );
    const pdf = Buffer.concat(
      streams.flatMap((head) => [Buffer.from(head, 'latin1'), page, Buffer.from('\nendstream\n')]),
    );
    expect(
      await measureUnpackedSize(pdf, {
        ...LIMITS,
        maxStreamBytes: 64 * 1024 * 1024,
        maxTotalBytes: 150e6,
      }),
    ).toMatchObject({ within: false });
    expect(await measureUnpackedSize(pdf, LIMITS)).toEqual({
      within: true,
      bytes: 160 * 1024 * 1024,
    });
  });

  it('lets an ordinary report through', async () => {
    const report = makePdf([[{ x: 50, y: 800, text: 'Haemoglobin 13.5 g/dL' }]]);
    expect(await measureUnpackedSize(report, LIMITS)).toMatchObject({ within: true });
  });

  const chains: BombFilter[][] = [
    ['ASCIIHexDecode', 'FlateDecode'],
    ['ASCII85Decode', 'FlateDecode', 'FlateDecode'],
    ['RunLengthDecode'],
    ['LZWDecode'],
    ['ASCIIHexDecode', 'LZWDecode'],
    ['LZWDecode', 'FlateDecode'],
    ['RunLengthDecode', 'ASCII85Decode', 'FlateDecode'],
  ];

  it.each(chains.map((filters) => [filters.join(' → '), filters] as const))(
    'stops a bomb behind %s at the limit',
    async (_name, filters) => {
      const bomb = makeDeflateBombPdf({ inflatedBytes: GIB / 2, filters });
      const started = performance.now();
      const measured = await measureUnpackedSize(bomb, BYTES_LIMITS);
      expect(measured).toMatchObject({ within: false, limit: 'unpacked' });
      expect(measured.bytes).toBeGreaterThan(LIMITS.maxStreamBytes);
      expect(measured.bytes).toBeLessThan(LIMITS.maxStreamBytes + 2 * 1024 * 1024);
      expect(performance.now() - started).toBeLessThan(10_000);
    },
  );

  it('lets the same chains through when they hold a line of text, which pdf.js reads', async () => {
    const text = 'Haemoglobin 13.5 g/dL 13.0 - 17.0';
    for (const filters of chains) {
      const pdf = makeFilteredTextPdf(text, filters);
      const measured = await measureUnpackedSize(pdf, LIMITS);
      expect(measured, filters.join(' ')).toMatchObject({ within: true });
      // Each filter's output counts: at least the content stream itself came out.
      expect(measured.bytes).toBeGreaterThanOrEqual(
        `BT /F1 10 Tf 50 800 Td (${text}) Tj ET`.length,
      );
      const read = await readPdfText(pdf, { maxPages: 1, ocr: undefined });
      const line = read.pages[0]?.lines[0]?.items.map((item) => item.text).join(' ');
      expect(line, filters.join(' ')).toBe(text.replace(/ +/gu, ' '));
    }
  });

  it('reads filter names as pdf.js does: abbreviated, #-escaped, by reference', async () => {
    const bomb = makeDeflateBombPdf({
      inflatedBytes: GIB / 2,
      filters: ['ASCIIHexDecode', 'FlateDecode'],
    }).toString('latin1');
    const hidden = Buffer.from(
      `${bomb.replace('/Filter [/ASCIIHexDecode /FlateDecode]', '/F [/AHx 9 0 R]')}9 0 obj\n/Fl#61teDecode\nendobj\n`,
      'latin1',
    );
    expect(await measureUnpackedSize(hidden, LIMITS)).toMatchObject({ within: false });
  });

  it('counts what pdf.js unpacks where zlib gives up at once (a reference before the start)', async () => {
    // A fixed-code block copying 258 bytes from one byte before the start (zlib refuses it; pdf.js
    // reads zeros), then an empty stored block to reach a byte boundary, then a deflate bomb.
    const prefix = Buffer.from([0x78, 0xda, 0x1a, 0x05, 0x00, 0x00, 0x00, 0x00, 0xff, 0xff]);
    const bomb = deflateBomb(GIB / 2);
    const data = Buffer.concat([prefix, bomb.subarray(2)]);
    expect(() => zlib.inflateSync(data)).toThrow(/distance too far back/u);
    const pdf = Buffer.concat([
      Buffer.from(`1 0 obj\n<< /Filter /FlateDecode /Length ${String(data.length)} >>\nstream\n`),
      data,
      Buffer.from('\nendstream\nendobj\n'),
    ]);
    expect(await measureUnpackedSize(pdf, LIMITS)).toMatchObject({ within: false });
  });

  it('counts the rows a predictor makes pdf.js hold, whatever few bytes feed them', async () => {
    const data = zlib.deflateSync(Buffer.from([2, 0, 0, 0]));
    const pdf = Buffer.concat([
      Buffer.from(
        `1 0 obj\n<< /Filter /FlateDecode /DecodeParms << /Predictor 12 /Colors 4 /Columns 60000000 >> /Length ${String(data.length)} >>\nstream\n`,
      ),
      data,
      Buffer.from('\nendstream\nendobj\n'),
    ]);
    expect(await measureUnpackedSize(pdf, LIMITS)).toMatchObject({ within: false });
  });

  it('follows references into object streams, where real reports keep /DecodeParms', async () => {
    // Object 7, kept in object stream 1, is what stream 2's /Filter and /DecodeParms refer to.
    const packed = (body: string) => {
      const header = '7 0 8 ';
      return Buffer.concat([
        Buffer.from(
          `1 0 obj\n<< /Type /ObjStm /N 2 /First ${String(header.length)} /Filter /FlateDecode /Length `,
        ),
        ((data) => Buffer.concat([Buffer.from(`${String(data.length)} >>\nstream\n`), data]))(
          zlib.deflateSync(Buffer.from(`${header}${body}`)),
        ),
        Buffer.from('\nendstream\nendobj\n'),
      ]);
    };
    const stream = (dictionary: string, data: Buffer) =>
      Buffer.concat([
        Buffer.from(`2 0 obj\n<< ${dictionary} /Length ${String(data.length)} >>\nstream\n`),
        data,
        Buffer.from('\nendstream\nendobj\n'),
      ]);
    const report = Buffer.concat([
      packed('<< /Predictor 1 >> /FlateDecode'),
      stream('/Filter /FlateDecode /DecodeParms 7 0 R', zlib.deflateSync(Buffer.from('BT ET'))),
    ]);
    expect(await measureUnpackedSize(report, LIMITS)).toMatchObject({ within: true });
    const bomb = Buffer.concat([
      packed('/FlateDecode /FlateDecode'),
      stream(
        '/Filter [/ASCIIHexDecode 7 0 R]',
        Buffer.from(`${deflateBomb(GIB / 2).toString('hex')}>`),
      ),
    ]);
    expect(await measureUnpackedSize(bomb, LIMITS)).toMatchObject({ within: false });
  });

  it('counts as beyond the limit a chain it cannot follow exactly', async () => {
    const report = makeFilteredTextPdf('Glucose 92 mg/dL', ['ASCIIHexDecode', 'FlateDecode']);
    const text = report.toString('latin1');
    // An image codec's output fed to another filter; a filter named by an object defined twice.
    const imageFirst = text.replace('/Filter [/ASCIIHexDecode', '/Filter [/DCTDecode');
    const twice = `${text.replace('/Filter [/ASCIIHexDecode', '/Filter [9 0 R')}9 0 obj /AHx endobj\n9 0 obj /A85 endobj\n`;
    for (const altered of [imageFirst, twice])
      expect(await measureUnpackedSize(Buffer.from(altered, 'latin1'), LIMITS)).toMatchObject({
        within: false,
      });
  });
});

describe('readPdfText on a PDF of many blank pages', () => {
  it('reads no more than maxOcrPages pages by OCR and says the text is cut short', async () => {
    let recognised = 0;
    const ocr: OcrEngine = {
      recognise: () => {
        recognised += 1;
        return Promise.resolve([]);
      },
      close: () => Promise.resolve(),
    };
    const pdf = makeManyPagesPdf({ pages: 20, blank: true });
    const text = await readPdfText(pdf, { maxPages: 30, maxOcrPages: 3, ocr });
    expect(recognised).toBe(3);
    expect(text.pages).toHaveLength(20);
    expect(text.truncated).toBe(true);
  }, 30_000);

  it('reads only the first maxPages of 100,000 pages', async () => {
    const pdf = makeManyPagesPdf({ pages: 100_000 });
    const text = await readPdfText(pdf, { maxPages: 3, ocr: undefined });
    expect(text.pages).toHaveLength(3);
    expect(text.truncated).toBe(true);
  }, 30_000);
});

describe('readPdfText on the CVE-2024-4367 proof of concept', () => {
  it('draws the page with the hostile font (for OCR) and runs none of its script', async () => {
    const marker = path.join(os.tmpdir(), `labtrail-cve-2024-4367-${crypto.randomUUID()}`);
    const pdf = makeFontMatrixExploitPdf(
      `globalThis.labtrailFontMatrixRan = true; process.getBuiltinModule("fs").writeFileSync(${JSON.stringify(marker)}, "ran")`,
    );
    let drawn = 0;
    const ocr: OcrEngine = {
      recognise: (png) => {
        drawn += png.length > 0 ? 1 : 0;
        return Promise.resolve([]);
      },
      close: () => Promise.resolve(),
    };
    await readPdfText(pdf, { maxPages: 1, ocr }).catch(() => undefined);
    expect(drawn).toBe(1);
    expect(fs.existsSync(marker)).toBe(false);
    expect('labtrailFontMatrixRan' in globalThis).toBe(false);
  }, 30_000);
});

describe('the PDF reader', () => {
  it('is pdf.js 4.2.67 or later, which no longer compiles glyphs from the font matrix', () => {
    const manifest = createRequire(import.meta.url)('pdfjs-dist/package.json') as {
      version: string;
    };
    const [major = 0, minor = 0, patch = 0] = manifest.version.split('.').map(Number);
    expect(major * 1e6 + minor * 1e3 + patch).toBeGreaterThanOrEqual(4_002_067);
  });
});

describe('a page whose drawing instructions are far beyond a lab report’s', () => {
  const MB = 1024 * 1024;
  // Issue 35: a 490 KB file of four streams of 120 MB of spaces, each under the unpacking limits,
  // held pdf.js's tokeniser (and the only analysis thread) for 80–112 s.
  const layouts = ['contents-array', 'pages', 'forms'] as const;

  it.each(layouts)('is stopped before pdf.js reads it, drawn as %s', async (layout) => {
    const pdf = makeBlankContentPdf({ streamBytes: 120 * MB, streams: 4, layout });
    expect(pdf.length).toBeLessThan(600 * 1024);
    expect(await measureUnpackedSize(pdf, LIMITS)).toMatchObject({
      within: false,
      limit: 'page_content',
    });
  });

  it('counts a page’s content streams together, however small each one is', async () => {
    const pdf = makeBlankContentPdf({ streamBytes: 3 * MB, streams: 4, layout: 'contents-array' });
    expect(await measureUnpackedSize(pdf, LIMITS)).toMatchObject({
      within: false,
      limit: 'page_content',
    });
    // The same streams one per page are four ordinary (if blank) pages.
    const spread = makeBlankContentPdf({ streamBytes: 3 * MB, streams: 4, layout: 'pages' });
    expect(await measureUnpackedSize(spread, LIMITS)).toMatchObject({ within: true });
  });
});

describe('readPdfText within bounds on its work', () => {
  const line = (index: number) => ({
    x: 50,
    y: 800 - (index % 700),
    text: `Item ${String(index)}`,
  });

  it('gives up on a page of far more text items than a lab report holds', async () => {
    const crowded = makePdf([Array.from({ length: 6_000 }, (_, index) => line(index))]);
    await expect(
      readPdfText(crowded, { maxPages: 1, ocr: undefined, work: ANALYSIS_LIMITS.readWork }),
    ).rejects.toEqual(new ReadWorkExceeded('text_items'));
    // Without bounds (a person's own tools) the same page is read whole.
    const read = await readPdfText(crowded, { maxPages: 1, ocr: undefined });
    const items = read.pages[0]?.lines.flatMap((row) => row.items) ?? [];
    expect(items.length).toBeGreaterThan(ANALYSIS_LIMITS.readWork.maxItemsPerPage);
  });

  it('gives up on a document whose pages together hold far more', async () => {
    const page = Array.from({ length: 3_000 }, (_, index) => line(index));
    const pdf = makePdf(Array.from({ length: 10 }, () => page));
    await expect(
      readPdfText(pdf, { maxPages: 30, ocr: undefined, work: ANALYSIS_LIMITS.readWork }),
    ).rejects.toEqual(new ReadWorkExceeded('text_items'));
  });

  it('gives up on a page that takes longer than its time', async () => {
    const pdf = makePdf([Array.from({ length: 2_000 }, (_, index) => line(index))]);
    const work = { ...ANALYSIS_LIMITS.readWork, maxPageMs: 0 };
    await expect(readPdfText(pdf, { maxPages: 1, ocr: undefined, work })).rejects.toEqual(
      new ReadWorkExceeded('page_time'),
    );
  });
});
