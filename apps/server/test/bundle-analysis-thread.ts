import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const serverDir = path.join(import.meta.dirname, '..');

export interface BundledThread {
  /** The thread's script, as the built server has it in dist/analysis-thread.js. */
  file: string;
  remove(): void;
}

/**
 * The analysis thread bundled the way build.mjs does (workspace code in, installed packages
 * external), into a folder of its own inside apps/server so its packages resolve from
 * node_modules and no parallel build can swap it.
 */
export async function bundleAnalysisThread(): Promise<BundledThread> {
  const manifest = JSON.parse(fs.readFileSync(path.join(serverDir, 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
  };
  const outdir = fs.mkdtempSync(path.join(serverDir, '.test-bundle-'));
  await build({
    entryPoints: [path.join(serverDir, 'src/analysis-thread.ts')],
    outdir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external: Object.keys(manifest.dependencies).filter((name) => !name.startsWith('@labtrail/')),
    logLevel: 'silent',
  });
  return {
    file: path.join(outdir, 'analysis-thread.js'),
    remove() {
      fs.rmSync(outdir, { recursive: true, force: true });
    },
  };
}
