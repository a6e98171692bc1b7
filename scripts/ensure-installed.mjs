// @ts-check
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { run } from './run.mjs';

const STAMP = 'node_modules/.labtrail-lockfile-hash';

function lockfileHash() {
  return createHash('sha256').update(readFileSync('package-lock.json')).digest('hex');
}

/** Installs exactly the locked dependencies when they are missing or the lockfile changed. */
export function ensureInstalled() {
  const wanted = lockfileHash();
  if (existsSync(STAMP) && readFileSync(STAMP, 'utf8') === wanted) return;
  console.log(
    'Installing dependencies (npm ci; the first time compiles better-sqlite3, about a minute)…',
  );
  run('npm', ['ci', '--no-audit', '--no-fund']);
  writeFileSync(STAMP, wanted);
}
