// @ts-check
// Requests per second on GET /api/health (one SQLite query each) with 16 concurrent clients,
// against a bare node:http server answering the same body, in the same run.
import { BASELINE_SERVER, SERVER_BUNDLE, startServer } from './lib.mjs';

const CONCURRENCY = 16;
const DURATION_MS = 3_000;
const WARMUP_MS = 500;

/**
 * @param {string} url
 * @param {number} durationMs
 */
async function hammer(url, durationMs) {
  const deadline = performance.now() + durationMs;
  let count = 0;
  const client = async () => {
    while (performance.now() < deadline) {
      const response = await fetch(`${url}/api/health`);
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`status ${response.status}`);
      count += 1;
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, client));
  return count / (durationMs / 1000);
}

/** @param {string[]} args */
async function measure(args) {
  const server = await startServer(args);
  try {
    await hammer(server.url, WARMUP_MS);
    return await hammer(server.url, DURATION_MS);
  } finally {
    await server.stop();
  }
}

const baseline = await measure(['-e', BASELINE_SERVER]);
const labtrail = await measure([SERVER_BUNDLE]);
console.log(
  `health throughput: baseline node:http ${baseline.toFixed(0)} req/s, labtrail ${labtrail.toFixed(0)} req/s, ratio ${(labtrail / baseline).toFixed(2)} (${CONCURRENCY} clients, ${DURATION_MS / 1000} s)`,
);
