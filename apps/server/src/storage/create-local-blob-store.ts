import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { BlobStore, StoredBlob } from './blob-store';

export const DOCUMENTS_DIR_NAME = 'documents';
const TEMPORARY_DIR_NAME = '.incoming';
const SAFE_KEY = /^[A-Za-z0-9_-]{8,100}$/;

function assertSafeKey(key: string): void {
  // Keys are ours (random ids), but a path never comes from anything else.
  if (!SAFE_KEY.test(key)) throw new Error(`unsafe blob key: ${key}`);
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

/**
 * Blobs as files under `$DATA_DIR/documents/`, named by their keys. Writes go to
 * `documents/.incoming/<pid>-<random>.part` first, are flushed to disk, and are renamed into place
 * when complete, so a crash never leaves a partial file under a key; the sweep at start removes
 * the parts of processes that are gone.
 */
export function createLocalBlobStore(dataDir: string): BlobStore {
  const root = path.join(dataDir, DOCUMENTS_DIR_NAME);
  const incoming = path.join(root, TEMPORARY_DIR_NAME);
  fs.mkdirSync(incoming, { recursive: true });

  return {
    async write(key, source) {
      assertSafeKey(key);
      const temporary = path.join(incoming, `${String(process.pid)}-${crypto.randomUUID()}.part`);
      const hash = crypto.createHash('sha256');
      let size = 0;
      const measure = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          size += chunk.length;
          hash.update(chunk);
          done(null, chunk);
        },
      });
      try {
        await pipeline(source, measure, fs.createWriteStream(temporary, { flags: 'wx' }));
        const handle = await fs.promises.open(temporary, 'r+');
        await handle.sync();
        await handle.close();
        await fs.promises.rename(temporary, path.join(root, key));
      } catch (error) {
        await fs.promises.rm(temporary, { force: true });
        throw error;
      }
      const stored: StoredBlob = { size, sha256: hash.digest('hex') };
      return stored;
    },

    read(key) {
      assertSafeKey(key);
      const file = path.join(root, key);
      return new Promise<Readable>((resolve, reject) => {
        const stream = fs.createReadStream(file);
        stream.once('open', () => {
          resolve(stream);
        });
        stream.once('error', reject);
      });
    },

    async delete(key) {
      assertSafeKey(key);
      await fs.promises.rm(path.join(root, key), { force: true });
    },

    async sweep() {
      const names = await fs.promises.readdir(incoming);
      // Another process on this machine may be writing into the same folder right now.
      const abandoned = names.filter((name) => !isAlive(Number(name.split('-')[0])));
      await Promise.all(
        abandoned.map((name) => fs.promises.rm(path.join(incoming, name), { force: true })),
      );
      return abandoned.length;
    },
  };
}
