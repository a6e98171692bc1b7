import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import {
  makeDeflateBombPdf,
  makeFontMatrixExploitPdf,
  makeManyPagesPdf,
} from '@labtrail/testkit/make-hostile-pdf';
import { makePdf } from '@labtrail/testkit/make-pdf';
import { describe, expect, it } from 'vitest';
import { ANALYSIS_LIMITS } from '../analysis-rules';
import type { OcrEngine } from './create-ocr-engine';
import { measureUnpackedSize } from './measure-unpacked-size';
import { readPdfText } from './read-pdf-text';

const GIB = 1024 * 1024 * 1024;
const LIMITS = {
  maxStreamBytes: ANALYSIS_LIMITS.maxUnpackedStreamBytes,
  maxTotalBytes: ANALYSIS_LIMITS.maxUnpackedBytes,
};

describe('measureUnpackedSize', () => {
  it('stops a 4 GiB decompression bomb at the limit, in well under a second of work', async () => {
    const bomb = makeDeflateBombPdf({ inflatedBytes: 4 * GIB });
    expect(bomb.length).toBeLessThan(8 * 1024 * 1024);
    const started = performance.now();
    const measured = await measureUnpackedSize(bomb, LIMITS);
    expect(measured.within).toBe(false);
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
      await measureUnpackedSize(pdf, { maxStreamBytes: 64 * 1024 * 1024, maxTotalBytes: 150e6 }),
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

  it('does not see a bomb behind another filter first (the thread’s memory watch does)', async () => {
    const bomb = makeDeflateBombPdf({ inflatedBytes: GIB, filters: 'hex-then-flate' });
    expect(await measureUnpackedSize(bomb, LIMITS)).toMatchObject({ within: true });
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
