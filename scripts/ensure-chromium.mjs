// @ts-check
import { existsSync } from 'node:fs';
import { tryRun } from './run.mjs';

export const CHROMIUM_PATH = '/usr/bin/chromium';

/**
 * Installs Debian's Chromium for the browser suite when it is missing (Playwright never downloads
 * a browser of its own here). Returns the reason when it cannot.
 * @returns {string | undefined}
 */
export function ensureChromium() {
  if (existsSync(CHROMIUM_PATH)) return undefined;
  console.log(`${CHROMIUM_PATH} is missing: installing Debian's chromium…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const asRoot = process.getuid?.() === 0 ? [] : ['sudo', '-n'];
  const apt = (/** @type {string[]} */ args) => {
    const [command = 'apt-get', ...rest] = [...asRoot, 'apt-get', ...args];
    return tryRun(command, rest, { env });
  };
  const installed = apt(['update', '-qq']) && apt(['install', '-y', '-qq', 'chromium']);
  return installed && existsSync(CHROMIUM_PATH)
    ? undefined
    : `could not install chromium with apt-get`;
}
