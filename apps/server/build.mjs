// @ts-check
// Bundles the server into dist/main.js, and the commands `npm run demo` and `npm run extract`
// into dist/. Workspace code (the contract) is bundled in; installed packages stay external so
// native modules such as better-sqlite3 load from node_modules.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

/** @type {{ dependencies?: Record<string, string> }} */
const manifest = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(manifest.dependencies ?? {}).filter(
  (name) => !name.startsWith('@labtrail/'),
);

await build({
  entryPoints: ['src/main.ts', 'src/demo.ts', 'src/extract.ts', 'src/analysis-thread.ts'],
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external,
  logLevel: 'warning',
});
