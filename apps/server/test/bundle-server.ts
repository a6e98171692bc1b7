import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const serverDir = path.join(import.meta.dirname, '..');

export interface ServerBundle {
  /** The bundled script of each entry, as the built server has it in dist/ (`main.js`, …). */
  file(name: 'main.js' | 'analysis-thread.js' | 'report-thread.js'): string;
  remove(): void;
}

/**
 * Entries of the server bundled the way build.mjs does (workspace code in, installed packages
 * external), into a folder of its own inside apps/server so their packages resolve from
 * node_modules and no parallel build can swap them.
 */
export async function bundleServer(
  entries: readonly ('main' | 'analysis-thread' | 'report-thread')[],
): Promise<ServerBundle> {
  const manifest = JSON.parse(fs.readFileSync(path.join(serverDir, 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
  };
  const outdir = fs.mkdtempSync(path.join(serverDir, '.test-bundle-'));
  await build({
    entryPoints: entries.map((entry) => path.join(serverDir, `src/${entry}.ts`)),
    outdir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external: Object.keys(manifest.dependencies).filter((name) => !name.startsWith('@labtrail/')),
    logLevel: 'silent',
  });
  return {
    file: (name) => path.join(outdir, name),
    remove() {
      fs.rmSync(outdir, { recursive: true, force: true });
    },
  };
}
