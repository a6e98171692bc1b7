import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { StoredBlob } from './blob-store';

const SAFE_KEY = /^[A-Za-z0-9_-]{8,100}$/;

/** Keys are ours (random ids), but a path or an object name never comes from anything else. */
export function assertSafeKey(key: string): void {
  if (!SAFE_KEY.test(key)) throw new Error(`unsafe blob key: ${key}`);
}

/**
 * A fresh file name in `folder` for one write in progress. It starts with this process's id, so
 * a sweep can tell the parts of processes that are gone from those still being written.
 */
export function spoolFileIn(folder: string): string {
  return path.join(folder, `${String(process.pid)}-${crypto.randomUUID()}.part`);
}

/** Streams `source` into a new `file`, counting and hashing the bytes on their way. */
export async function writeMeasured(source: Readable, file: string): Promise<StoredBlob> {
  const hash = crypto.createHash('sha256');
  let size = 0;
  const measure = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      hash.update(chunk);
      done(null, chunk);
    },
  });
  await pipeline(source, measure, fs.createWriteStream(file, { flags: 'wx' }));
  return { size, sha256: hash.digest('hex') };
}

/** Whether a process with this id runs on this machine (ours included). */
function isAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Removes the files in `folder` whose writing process is gone; returns how many. */
export async function sweepSpoolFolder(folder: string): Promise<number> {
  const names = await fs.promises.readdir(folder);
  // Another process on this machine may be writing into the same folder right now.
  const abandoned = names.filter((name) => !isAlive(Number(name.split('-')[0])));
  await Promise.all(
    abandoned.map((name) => fs.promises.rm(path.join(folder, name), { force: true })),
  );
  return abandoned.length;
}
