import type { Readable } from 'node:stream';

export interface StoredBlob {
  size: number;
  sha256: string;
}

/** Where documents' bytes live: local files now, S3-compatible storage when several machines share them. */
export interface BlobStore {
  /**
   * Streams `source` into the store under `key`. The bytes land in a temporary place and are moved
   * under `key` only when complete; when the stream fails, nothing stays behind and the error is
   * rethrown.
   */
  write(key: string, source: Readable): Promise<StoredBlob>;
  read(key: string): Promise<Readable>;
  /** Removes the blob; a missing one is not an error. */
  delete(key: string): Promise<void>;
  /**
   * Removes what uploads cut off by a crash left behind; returns how many it removed. The store
   * also sweeps on its own every minute while open, for what a sweep could not yet tell apart.
   */
  sweep(): Promise<number>;
  /** Free space where the store writes (its files, or its spool for S3), in bytes. */
  freeBytes(): Promise<number>;
  /** Lets go of connections; called once, when the app closes. */
  close(): void;
}
