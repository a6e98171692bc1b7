// @ts-check
// Time from process start to the first 200 from /api/health (SQLite, migrations applied), against a
// bare node:http server started the same way in the same run.
import { BASELINE_SERVER, median, SERVER_BUNDLE, startServer } from './lib.mjs';

const RUNS = 7;

/** @param {string[]} args */
async function measure(args) {
  const times = [];
  for (let run = 0; run < RUNS; run += 1) {
    const server = await startServer(args);
    times.push(server.startupMs);
    await server.stop();
  }
  return median(times);
}

const baseline = await measure(['-e', BASELINE_SERVER]);
const labtrail = await measure([SERVER_BUNDLE]);
console.log(
  `startup: baseline node:http ${baseline.toFixed(0)} ms, labtrail ${labtrail.toFixed(0)} ms, ratio ${(labtrail / baseline).toFixed(2)}x (median of ${RUNS})`,
);
