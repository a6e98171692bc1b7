import type { Config } from '../config';
import type { BlobStore } from './blob-store';
import { createLocalBlobStore } from './create-local-blob-store';
import { createS3BlobStore } from './create-s3-blob-store';

/** The documents' store the configuration asks for: S3 when S3_BUCKET is set, else local files. */
export function createBlobStore(config: Pick<Config, 's3' | 'dataDir'>): Promise<BlobStore> {
  return config.s3 === undefined
    ? Promise.resolve(createLocalBlobStore(config.dataDir))
    : createS3BlobStore({ s3: config.s3, dataDir: config.dataDir });
}
