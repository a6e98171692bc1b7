// @ts-check
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const SERVER_BUNDLE = fileURLToPath(new URL('../apps/server/dist/main.js', import.meta.url));

/** A bare node:http server answering like /api/health: the floor any HTTP server stands on. */
export const BASELINE_SERVER = `
  const http = require('node:http');
  const port = Number(process.env.PORT);
  http.createServer((request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end('{"status":"ok","database":"sqlite"}');
  }).listen(port, '127.0.0.1', () => console.log('listening'));
`;

/** @returns {Promise<number>} */
export async function freePort() {
  const server = net.createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const address = server.address();
  await new Promise((resolve) => server.close(() => resolve(undefined)));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/**
 * Starts a server process and resolves once /api/health answers 200.
 * @param {string[]} args node arguments
 * @param {NodeJS.ProcessEnv} [env] more environment for the server
 * @returns {Promise<{ url: string, dataDir: string, startupMs: number, stop: () => Promise<void> }>}
 */
export async function startServer(args, env = {}) {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'labtrail-bench-'));
  const started = performance.now();
  const child = spawn(process.execPath, args, {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      ...env,
    },
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}`;
  for (;;) {
    const ok = await fetch(`${url}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) break;
    if (performance.now() - started > 20_000)
      throw new Error(`server ${args.join(' ')} did not start`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  const startupMs = performance.now() - started;
  return {
    url,
    dataDir,
    startupMs,
    stop: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * @param {number[]} values
 * @returns {number}
 */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

/**
 * @param {number[]} values
 * @param {number} share between 0 and 1, e.g. 0.95
 * @returns {number}
 */
export function percentile(values, share) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? Number.NaN;
}
