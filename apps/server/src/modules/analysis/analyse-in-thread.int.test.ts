import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { makeDeflateBombPdf, makeFontMatrixExploitPdf } from '@labtrail/testkit/make-hostile-pdf';
import { build } from 'esbuild';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { labReport } from '../../../test/lab-documents';
import { testDatabaseKind } from '../../../test/start-test-server';
import { createThreadAnalyser } from './analyse-in-thread';
import { ANALYSIS_MESSAGES } from './analysis-failure';

/**
 * The analysis thread as the built server runs it (dist/analysis-thread.js, bundled here the way
 * build.mjs does) against hostile PDFs that only its limits stop. Needs no database: runs in the
 * integration:sqlite project only.
 */
const serverDir = path.join(import.meta.dirname, '../../..');
const manifest = JSON.parse(fs.readFileSync(path.join(serverDir, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
};
const GIB = 1024 * 1024 * 1024;
const log = pino({ level: 'silent' });

let bundleDir: string;
let analyser: ReturnType<typeof createThreadAnalyser>;

beforeAll(async () => {
  // Inside the server's folder, so the bundle finds its packages in node_modules.
  bundleDir = fs.mkdtempSync(path.join(serverDir, '.test-bundle-'));
  await build({
    entryPoints: [path.join(serverDir, 'src/analysis-thread.ts')],
    outdir: bundleDir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external: Object.keys(manifest.dependencies).filter((name) => !name.startsWith('@labtrail/')),
    logLevel: 'silent',
  });
  analyser = createThreadAnalyser(path.join(bundleDir, 'analysis-thread.js'), log);
});

afterAll(async () => {
  await analyser.close();
  fs.rmSync(bundleDir, { recursive: true, force: true });
});

const limit = () => AbortSignal.timeout(60_000);

describe.runIf(testDatabaseKind() === 'sqlite')('the analysis thread', () => {
  it('is ended by its memory watch when a bomb hides behind another filter', async () => {
    const bomb = makeDeflateBombPdf({ inflatedBytes: 2 * GIB, filters: 'hex-then-flate' });
    const before = process.memoryUsage.rss();
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage.rss());
    }, 50);
    const started = Date.now();
    try {
      // Unbounded, pdf.js inflates all 2 GiB in ~45 s and holds over 4 GB.
      await expect(analyser(bomb, limit())).rejects.toMatchObject({
        message: ANALYSIS_MESSAGES.tooLarge,
      });
    } finally {
      clearInterval(sampler);
    }
    expect(Date.now() - started).toBeLessThan(40_000);
    expect((peak - before) / 1024 / 1024).toBeLessThan(2048);
  }, 60_000);

  it('reads the next document in a fresh thread after one was ended', async () => {
    const report = await analyser(labReport({ haemoglobin: 13.5, ldl: 172, hba1c: 6.1 }), limit());
    expect(report.results.map((result) => result.value).sort((a, b) => a - b)).toEqual([
      6.1, 13.5, 172,
    ]);
  }, 30_000);

  it('stops a plain deflate bomb by its size before reading it', async () => {
    const started = Date.now();
    await expect(
      analyser(makeDeflateBombPdf({ inflatedBytes: 4 * GIB }), limit()),
    ).rejects.toMatchObject({ message: ANALYSIS_MESSAGES.tooLarge, permanent: true });
    expect(Date.now() - started).toBeLessThan(10_000);
  }, 30_000);

  it('runs no script from a font matrix (CVE-2024-4367) while drawing the page for OCR', async () => {
    const marker = path.join(os.tmpdir(), `labtrail-cve-2024-4367-${crypto.randomUUID()}`);
    const pdf = makeFontMatrixExploitPdf(
      `process.getBuiltinModule("fs").writeFileSync(${JSON.stringify(marker)}, "ran")`,
    );
    await analyser(pdf, limit()).catch(() => undefined);
    expect(fs.existsSync(marker)).toBe(false);
  }, 60_000);
});
