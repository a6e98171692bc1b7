// @ts-check
// Time from process start to the first 200 from /api/health (SQLite), against a bare node:http
// server started the same way in the same run. Judged twice: a first start on a fresh data folder
// (migrations run) and a restart on an existing one (what a person sees after an update or a
// reboot). Runs are interleaved — bare, fresh, restart, bare, … — so a busy neighbour on a shared
// machine weighs on all three alike.
import { rmSync } from 'node:fs';
import { BASELINE_SERVER, judge, makeDataDir, median, SERVER_BUNDLE, startServer } from './lib.mjs';

const RUNS = 9;
const TARGET_RATIO = 4;

/**
 * @param {string[]} args
 * @param {{ dataDir?: string }} [options]
 */
async function timeStart(args, options) {
  const server = await startServer(args, {}, options);
  await server.stop();
  return server.startupMs;
}

// The restarts share one folder, migrated and filled with its secret by a first start.
const existing = makeDataDir();
await timeStart([SERVER_BUNDLE], { dataDir: existing });

/** @type {{ bare: number[], fresh: number[], restart: number[] }} */
const times = { bare: [], fresh: [], restart: [] };
for (let run = 0; run < RUNS; run += 1) {
  times.bare.push(await timeStart(['-e', BASELINE_SERVER]));
  times.fresh.push(await timeStart([SERVER_BUNDLE]));
  times.restart.push(await timeStart([SERVER_BUNDLE], { dataDir: existing }));
}
rmSync(existing, { recursive: true, force: true });

const bare = median(times.bare);
for (const [name, label, limit] of /** @type {const} */ ([
  [
    'fresh',
    'first start on a fresh data folder',
    'loading and compiling the bundled server code, and running every migration on the new database',
  ],
  [
    'restart',
    'restart on an existing data folder',
    'loading and compiling the bundled server code (Fastify, Kysely, TypeBox, the biomarker catalogue)',
  ],
])) {
  const labtrail = median(times[name]);
  const ratio = labtrail / bare;
  judge({
    name: `startup, ${label}`,
    figure: `${labtrail.toFixed(0)} ms vs bare node:http ${bare.toFixed(0)} ms = ${ratio.toFixed(2)}x (median of ${RUNS}, interleaved)`,
    target: `≤ ${TARGET_RATIO}x bare`,
    met: ratio <= TARGET_RATIO,
    limit,
  });
}
