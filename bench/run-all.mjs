// @ts-check
// Runs every benchmark one after another against the built server (`npm run build` first).
import { existsSync } from 'node:fs';
import { SERVER_BUNDLE } from './lib.mjs';

if (!existsSync(SERVER_BUNDLE)) {
  console.error('Build first: npm run build');
  process.exit(1);
}
await import('./startup.mjs');
await import('./health-throughput.mjs');
await import('./accuracy.mjs');
await import('./analysis-latency.mjs');
