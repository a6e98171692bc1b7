// @ts-check
// `npm run --silent extract -- FILE.pdf`: what the analysis reads from one PDF, as one JSON
// object on stdout. Builds the server bundle first (quietly: stdout carries only the JSON).
import { spawnSync } from 'node:child_process';

process.chdir(new URL('..', import.meta.url).pathname);
const built = spawnSync(process.execPath, ['build.mjs'], {
  cwd: 'apps/server',
  stdio: ['ignore', 'ignore', 'inherit'],
});
if (built.status !== 0) {
  console.error('The server could not be built; run `npm ci` first.');
  process.exit(1);
}
await import(new URL('../apps/server/dist/extract.js', import.meta.url).href);
