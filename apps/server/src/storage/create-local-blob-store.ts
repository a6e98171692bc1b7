import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { BlobStore } from './blob-store';
import { INSTANCES_DIR_NAME, openSpool } from './open-spool';
import { assertSafeKey, freeBytesIn, writeMeasured } from './spool-files';

export const DOCUMENTS_DIR_NAME = 'documents';
const TEMPORARY_DIR_NAME = '.incoming';

/**
 * Blobs as files under `$DATA_DIR/documents/`, named by their keys. Writes go to
 * `documents/.incoming/<instance>-<random>.part` first, are flushed to disk, and are renamed into
 * place when complete, so a crash never leaves a partial file under a key; the sweeps remove the
 * parts of instances that are gone (see open-spool).
 */
export function createLocalBlobStore(dataDir: string): BlobStore {
  const root = path.join(dataDir, DOCUMENTS_DIR_NAME);
  const incoming = openSpool(
    path.join(root, TEMPORARY_DIR_NAME),
    path.join(dataDir, INSTANCES_DIR_NAME),
  );

  return {
    async write(key, source) {
      assertSafeKey(key);
      const temporary = incoming.newFile();
      try {
        const stored = await writeMeasured(source, temporary);
        const handle = await fs.promises.open(temporary, 'r+');
        await handle.sync();
        await handle.close();
        await fs.promises.rename(temporary, path.join(root, key));
        return stored;
      } catch (error) {
        await fs.promises.rm(temporary, { force: true });
        throw error;
      }
    },

    read(key) {
      return new Promise<Readable>((resolve, reject) => {
        assertSafeKey(key);
        const stream = fs.createReadStream(path.join(root, key));
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

    sweep: () => incoming.sweep(),

    freeBytes: () => freeBytesIn(root),

    close() {
      incoming.close();
    },
  };
}
