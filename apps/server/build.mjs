// @ts-check
// Bundles the server into dist/main.js, and the commands `npm run demo` and `npm run extract`
// into dist/. Workspace code and pure-JS packages are bundled in: resolving, reading and compiling
// several hundred files from node_modules was the largest part of the time from start to the
// first answer. Packages that cannot live in a bundle stay external and load from node_modules.
import { rmSync } from 'node:fs';
import { build } from 'esbuild';

const external = [
  // Native addons.
  'better-sqlite3',
  '@napi-rs/canvas',
  // pg loads it only when asked for; it is not installed.
  'pg-native',
  // Read their own files (workers, fonts, language data) at run time.
  'pdfjs-dist',
  'tesseract.js',
  '@tesseract.js-data/*',
  // Large and loaded only when S3 storage is configured (an `await import()`).
  '@aws-sdk/client-s3',
];

// Chunk names change with their content; old ones would pile up.
rmSync(new URL('./dist', import.meta.url), { recursive: true, force: true });

await build({
  entryPoints: [
    'src/main.ts',
    'src/demo.ts',
    'src/extract.ts',
    'src/analysis-thread.ts',
    'src/report-thread.ts',
  ],
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  // What the server loads with `await import()` (pdf-lib, nodemailer, pg) gets its own file, so the
  // start neither reads nor compiles it.
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  target: 'node20',
  sourcemap: true,
  // Node parses every byte of a module before it runs any: whitespace, comments and long-hand
  // syntax cost start time. Names stay, so stack traces in the log still read.
  minifyWhitespace: true,
  minifySyntax: true,
  external,
  // Bundled CommonJS packages call require(); an ES module has none of its own.
  banner: {
    js: "import { createRequire as createRequireForBundle } from 'node:module'; const require = createRequireForBundle(import.meta.url);",
  },
  logLevel: 'warning',
});
