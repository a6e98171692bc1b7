// @ts-check
import { spawnSync } from 'node:child_process';

/**
 * Runs a command with inherited output; exits the whole script when it fails.
 * @param {string} command
 * @param {string[]} args
 * @param {{ env?: NodeJS.ProcessEnv, cwd?: string }} [options]
 */
export function run(command, args, options = {}) {
  const result = tryRun(command, args, options);
  if (!result) {
    console.error(`\n✗ ${[command, ...args].join(' ')} failed`);
    process.exit(1);
  }
}

/**
 * Runs a command with inherited output and says whether it succeeded.
 * @param {string} command
 * @param {string[]} args
 * @param {{ env?: NodeJS.ProcessEnv, cwd?: string, quiet?: boolean }} [options]
 * @returns {boolean}
 */
export function tryRun(command, args, options = {}) {
  const result = spawnSync(command, args, {
    stdio: options.quiet === true ? 'ignore' : 'inherit',
    env: options.env ?? process.env,
    cwd: options.cwd,
  });
  return result.status === 0;
}
