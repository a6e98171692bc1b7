import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { makeDeflateBombPdf, makeFontMatrixExploitPdf } from '@labtrail/testkit/make-hostile-pdf';
import { makeScannedPdf } from '@labtrail/testkit/make-scanned-pdf';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundleServer } from '../../../test/bundle-server';
import type { ServerBundle } from '../../../test/bundle-server';
import { labReport } from '../../../test/lab-documents';
import { testDatabaseKind } from '../../../test/start-test-server';
import { DEFAULT_ANALYSIS_MEMORY_MB } from '../../config';
import { createThreadAnalyser } from './analyse-in-thread';

/**
 * The analysis thread as the built server runs it (dist/analysis-thread.js, bundled here the way
 * build.mjs does) against hostile PDFs that only its limits stop. Needs no database: runs in the
 * integration:sqlite project only.
 */
const MB = 1024 * 1024;
const GIB = 1024 * MB;
const MEMORY_BYTES = DEFAULT_ANALYSIS_MEMORY_MB * MB;
const log = pino({ level: 'silent' });

let thread: ServerBundle;
let analyser: ReturnType<typeof createThreadAnalyser>;
let ceiling: number;

beforeAll(async () => {
  thread = await bundleServer(['analysis-thread']);
  ceiling = process.memoryUsage.rss() + MEMORY_BYTES;
  analyser = createThreadAnalyser({
    threadFile: thread.file('analysis-thread.js'),
    log,
    memoryBytes: MEMORY_BYTES,
  });
});

afterAll(async () => {
  await analyser.close();
  thread.remove();
});

const limit = () => AbortSignal.timeout(60_000);

/** This process's peak memory while `work` runs, sampled every 10 ms. */
async function peakRssDuring(work: () => Promise<unknown>): Promise<number> {
  let peak = process.memoryUsage.rss();
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage.rss());
  }, 10);
  try {
    await work();
  } finally {
    clearInterval(sampler);
  }
  return Math.max(peak, process.memoryUsage.rss());
}

describe.runIf(testDatabaseKind() === 'sqlite')('the analysis thread', () => {
  it('reads a scanned page by OCR inside the memory ceiling', async () => {
    const scan = makeScannedPdf([
      'Haemoglobin      13.5      g/dL      13.0 - 17.0',
      'Glucose      92      mg/dL      70 - 100',
    ]);
    let values: number[] = [];
    const peak = await peakRssDuring(async () => {
      const report = await analyser(scan, limit());
      values = report.results.map((result) => result.value).sort((a, b) => a - b);
    });
    expect(values).toEqual([13.5, 92]);
    expect(peak).toBeLessThan(ceiling);
  }, 60_000);

  it('still reads a scan once the server’s own heap has grown (a warmed-up server)', async () => {
    const heapBefore = process.memoryUsage().heapTotal;
    // Caches and connections of a busy server live in the main thread's heap, beside the ceiling.
    const warmedUp = Array.from({ length: 3_000_000 }, (_, index) => ({
      index,
      label: `r${index}`,
    }));
    expect(process.memoryUsage().heapTotal - heapBefore).toBeGreaterThan(200 * MB);
    const report = await analyser(
      makeScannedPdf(['Haemoglobin      13.5      g/dL      13.0 - 17.0']),
      limit(),
    );
    expect(report.results.map((result) => result.value)).toEqual([13.5]);
    expect(warmedUp).toHaveLength(3_000_000);
  }, 60_000);

  it('gives a scan’s memory back once idle, and reads the next scan as well', async () => {
    // A thread of its own, so that the other tests' documents do not keep it busy.
    const own = createThreadAnalyser({
      threadFile: thread.file('analysis-thread.js'),
      log,
      memoryBytes: MEMORY_BYTES,
    });
    try {
      const before = process.memoryUsage.rss();
      const first = await own(
        makeScannedPdf(['Glucose      92      mg/dL      70 - 100']),
        limit(),
      );
      expect(first.results.map((result) => result.value)).toEqual([92]);
      // Issue 35: OCR left 530–560 MB held against 112 MB at the start, for as long as the
      // server ran. Within half a minute of idling it must be back within 150 MB of the start.
      const deadline = Date.now() + 30_000;
      while (process.memoryUsage.rss() - before > 150 * MB && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 500));
      expect((process.memoryUsage.rss() - before) / MB).toBeLessThan(150);
      const second = await own(
        makeScannedPdf(['Haemoglobin      13.5      g/dL      13.0 - 17.0']),
        limit(),
      );
      expect(second.results.map((result) => result.value)).toEqual([13.5]);
    } finally {
      await own.close();
    }
  }, 120_000);

  it('ends a bomb the size check cannot see (encrypted) at its fixed memory ceiling, and gives the memory back', async () => {
    const bomb = makeDeflateBombPdf({ inflatedBytes: 2 * GIB, encrypted: true });
    // A thread that has read a document already, as in a running server.
    await analyser(labReport({ haemoglobin: 13.5, ldl: 172, hba1c: 6.1 }), limit());
    const before = process.memoryUsage.rss();
    const peaks: number[] = [];
    for (let round = 0; round < 3; round += 1) {
      const started = Date.now();
      peaks.push(
        await peakRssDuring(() =>
          expect(analyser(bomb, limit())).rejects.toMatchObject({
            code: 'too_large',
            permanent: true,
          }),
        ),
      );
      expect(Date.now() - started).toBeLessThan(30_000);
    }
    // Unbounded, pdf.js inflates all 2 GiB and holds over 3 GB; each time the thread is ended near
    // the ceiling, which stays where it was (it does not rise with what the last bomb held).
    for (const peak of peaks) expect((peak - ceiling) / MB).toBeLessThan(256);
    // The next document waits until the ended thread has exited, so its memory is back by then.
    await analyser(labReport({ haemoglobin: 13.5, ldl: 172, hba1c: 6.1 }), limit());
    expect((process.memoryUsage.rss() - before) / MB).toBeLessThan(100);
  }, 120_000);

  it('reads the next document in a fresh thread after one was ended', async () => {
    const report = await analyser(labReport({ haemoglobin: 13.5, ldl: 172, hba1c: 6.1 }), limit());
    expect(report.results.map((result) => result.value).sort((a, b) => a - b)).toEqual([
      6.1, 13.5, 172,
    ]);
  }, 30_000);

  it('loads the reader before the first document when told to warm up (a worker process)', async () => {
    const lines: { msg?: string }[] = [];
    const warm = createThreadAnalyser({
      threadFile: thread.file('analysis-thread.js'),
      log: pino(
        { level: 'info' },
        { write: (line: string) => lines.push(JSON.parse(line) as { msg?: string }) },
      ),
      memoryBytes: MEMORY_BYTES,
      warm: true,
    });
    try {
      // Nothing was sent to it: the thread started, read its built-in PDF and said so.
      await expect
        .poll(() => lines.some((line) => line.msg === 'analysis thread ready'), {
          timeout: 30_000,
        })
        .toBe(true);
      const report = await warm(labReport({ haemoglobin: 13.5, ldl: 172, hba1c: 6.1 }), limit());
      expect(report.results.map((result) => result.value).sort((a, b) => a - b)).toEqual([
        6.1, 13.5, 172,
      ]);
    } finally {
      await warm.close();
    }
    // Once, at the thread's start: a document read after it does not warm anything up again.
    expect(lines.filter((line) => line.msg === 'analysis thread ready')).toHaveLength(1);
  }, 60_000);

  it('stops bombs behind filter chains, as a page’s drawing instructions, before reading them', async () => {
    for (const filters of [
      ['FlateDecode'],
      ['ASCIIHexDecode', 'FlateDecode'],
      ['ASCII85Decode', 'FlateDecode', 'FlateDecode'],
      ['LZWDecode'],
    ] as const) {
      const started = Date.now();
      await expect(
        analyser(makeDeflateBombPdf({ inflatedBytes: 2 * GIB, filters }), limit()),
      ).rejects.toMatchObject({ code: 'too_many_instructions', permanent: true });
      expect(Date.now() - started).toBeLessThan(10_000);
    }
  }, 60_000);

  it('runs no script from a font matrix (CVE-2024-4367) while drawing the page for OCR', async () => {
    const marker = path.join(os.tmpdir(), `labtrail-cve-2024-4367-${crypto.randomUUID()}`);
    const pdf = makeFontMatrixExploitPdf(
      `process.getBuiltinModule("fs").writeFileSync(${JSON.stringify(marker)}, "ran")`,
    );
    await analyser(pdf, limit()).catch(() => undefined);
    expect(fs.existsSync(marker)).toBe(false);
  }, 60_000);
});
