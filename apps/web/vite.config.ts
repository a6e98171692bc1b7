import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import type { Plugin } from 'vite';

/** Where `npm run dev -w apps/server` listens; the dev server forwards API calls there. */
const DEV_API_TARGET = 'http://127.0.0.1:8080';

/** Text files worth compressing (pdf.js's worker is an .mjs); images and fonts are compressed already. */
const COMPRESSIBLE = /\.(?:m?js|css|html|svg|json|txt)$/;

/**
 * Writes a Brotli (.br) and a gzip (.gz) copy beside every text file of the build, at the highest
 * levels, once; the server sends whichever the browser takes (@fastify/static's preCompressed),
 * so nothing is compressed per request and the JavaScript travels at a fifth of its size.
 */
function precompress(): Plugin {
  return {
    name: 'labtrail-precompress',
    apply: 'build',
    writeBundle(options) {
      const outDir = options.dir ?? '';
      const files = fs.readdirSync(outDir, { recursive: true, encoding: 'utf8' });
      for (const file of files.filter((name) => COMPRESSIBLE.test(name))) {
        const bytes = fs.readFileSync(path.join(outDir, file));
        fs.writeFileSync(
          path.join(outDir, `${file}.br`),
          zlib.brotliCompressSync(bytes, {
            params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY },
          }),
        );
        fs.writeFileSync(path.join(outDir, `${file}.gz`), zlib.gzipSync(bytes, { level: 9 }));
      }
    },
  };
}

/**
 * Writes the stylesheets every page needs into index.html instead of linking them: a linked
 * stylesheet holds the first paint for a request of its own (Lighthouse counted 150–250 ms of
 * render-blocking CSS). The server's policy allows inline styles; the url()s in them are absolute.
 */
function inlineInitialCss(): Plugin {
  return {
    name: 'labtrail-inline-initial-css',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const html = bundle['index.html'];
      if (html?.type !== 'asset' || typeof html.source !== 'string') return;
      html.source = html.source.replace(
        /<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)">/g,
        (link, file: string) => {
          const css = bundle[file];
          return css?.type === 'asset' ? `<style>${String(css.source)}</style>` : link;
        },
      );
    },
  };
}

/**
 * The SPA, built into apps/web/dist for the server to serve on the same origin.
 * `VITE_API_BASE_URL` (read by the API client at build time) points it at another origin.
 */
export default defineConfig({
  root: import.meta.dirname,
  plugins: [react(), inlineInitialCss(), precompress()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // What every first page load needs ('$initial': the entry's static imports) in two chunks,
        // the libraries and the app's shell, instead of a dozen small ones split off wherever a
        // lazy page shares a module with the entry: fewer requests and better compression.
        codeSplitting: {
          groups: [
            { name: 'framework', test: /node_modules/, tags: ['$initial'], priority: 2 },
            { name: 'shell', tags: ['$initial'], priority: 1 },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': DEV_API_TARGET,
      '/v1': DEV_API_TARGET,
      '/v2': DEV_API_TARGET,
    },
  },
});
