import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { BlobStore } from './blob-store';
import { assertSafeKey, spoolFileIn, sweepSpoolFolder, writeMeasured } from './spool-files';

export const DOCUMENTS_DIR_NAME = 'documents';
const TEMPORARY_DIR_NAME = '.incoming';

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
      const temporary = spoolFileIn(incoming);
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

    sweep: () => sweepSpoolFolder(incoming),

    close() {
      // Files need no closing.
    },
  };
}
