// @ts-check
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { tryRun } from './run.mjs';

const ROLE = 'labtrail_test';

/**
 * @param {string[]} args
 * @returns {string}
 */
function output(args) {
  const [command = '', ...rest] = args;
  const result = spawnSync(command, rest, { encoding: 'utf8' });
  return result.status === 0 ? result.stdout : '';
}

/** Runs a command as the postgres superuser: as root through runuser, otherwise through sudo. */
function asPostgres(/** @type {string[]} */ args) {
  const isRoot = process.getuid?.() === 0;
  if (isRoot && existsSync('/usr/sbin/runuser'))
    return tryRun('runuser', ['-u', 'postgres', '--', ...args], { quiet: true });
  return tryRun('sudo', ['-n', '-u', 'postgres', ...args], { quiet: true });
}

/** @param {string} url */
function answers(url) {
  return tryRun('psql', [url, '-Atc', 'select 1'], { quiet: true });
}

/**
 * Makes the local PostgreSQL usable for the test suite: starts a stopped cluster of the installed
 * server and creates the test role and database. Returns the admin URL the suite creates its
 * databases through, or the reason it could not.
 * @returns {{ url: string } | { reason: string }}
 */
export function ensurePostgres() {
  const given = process.env.TEST_DATABASE_URL;
  if (given !== undefined && given !== '') {
    return answers(given)
      ? { url: given }
      : { reason: `TEST_DATABASE_URL (${given}) does not answer` };
  }
  const clusters = output(['pg_lsclusters', '--no-header'])
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .filter((fields) => fields.length >= 4);
  const cluster = clusters[0];
  if (cluster === undefined)
    return { reason: 'no local PostgreSQL cluster is installed (pg_lsclusters found none)' };
  const [version = '', name = '', port = '5432', status = ''] = cluster;
  if (status !== 'online') {
    console.log(`Starting the local PostgreSQL cluster ${version}/${name}…`);
    const started =
      tryRun('pg_ctlcluster', [version, name, 'start'], { quiet: true }) ||
      tryRun('sudo', ['-n', 'pg_ctlcluster', version, name, 'start'], { quiet: true });
    if (!started) return { reason: `could not start PostgreSQL cluster ${version}/${name}` };
  }
  const url = `postgres://${ROLE}:${ROLE}@127.0.0.1:${port}/${ROLE}`;
  if (answers(url)) return { url };
  asPostgres([
    'psql',
    '-p',
    port,
    '-v',
    'ON_ERROR_STOP=1',
    '-c',
    `DO $$ BEGIN IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = '${ROLE}') THEN CREATE ROLE ${ROLE} LOGIN CREATEDB PASSWORD '${ROLE}'; END IF; END $$;`,
  ]);
  asPostgres(['createdb', '-p', port, '-O', ROLE, ROLE]);
  return answers(url)
    ? { url }
    : { reason: `could not create the test role and database on port ${port}` };
}
