// @ts-check
// Runs every benchmark one after another against the built server (`npm run build` first), then
// lists the targets missed.
import { existsSync } from 'node:fs';
import { missed, SERVER_BUNDLE } from './lib.mjs';

if (!existsSync(SERVER_BUNDLE)) {
  console.error('Build first: npm run build');
  process.exit(1);
}
await import('./startup.mjs');
await import('./health-throughput.mjs');
await import('./accuracy.mjs');
await import('./generated-accuracy.mjs');
await import('./scanned-accuracy.mjs');
await import('./analysis-latency.mjs');
await import('./analysis-throughput.mjs');
await import('./text-extraction.mjs');
await import('./memory.mjs');
await import('./api-read.mjs');
await import('./large-history.mjs');
await import('./health-write.mjs');
await import('./front-end.mjs');

console.log(
  missed.length === 0
    ? 'All targets met.'
    : `${String(missed.length)} target(s) missed:\n${missed.join('\n')}`,
);
