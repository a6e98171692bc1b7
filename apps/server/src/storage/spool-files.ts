import crypto from 'node:crypto';
import fs from 'node:fs';
import type { Readable } from 'node:stream';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { StoredBlob } from './blob-store';

const SAFE_KEY = /^[A-Za-z0-9_-]{8,100}$/;

/** Keys are ours (random ids), but a path or an object name never comes from anything else. */
export function assertSafeKey(key: string): void {
  if (!SAFE_KEY.test(key)) throw new Error(`unsafe blob key: ${key}`);
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

/** The space left for writes on the file system that holds `folder`, in bytes. */
export async function freeBytesIn(folder: string): Promise<number> {
  const stats = await fs.promises.statfs(folder);
  return stats.bavail * stats.bsize;
}
