import crypto from 'node:crypto';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock';
import type { Database } from '../../db/schema';
import type { BlobStore } from '../../storage/blob-store';
import { createDocumentsRepository } from './documents-repository';
import { safeDisplayName } from './safe-file-name';
import { limitSize, requirePdfMagic } from './upload-guards';

export interface UploadDeps {
  db: Kysely<Database>;
  blobs: BlobStore;
  clock: Clock;
}

/**
 * Streams an upload into the blob store (never whole in memory), refusing a non-PDF or an
 * over-size file while it streams, then records the document as `pending` for the analysis.
 * When anything fails, neither a file nor a row stays behind.
 */
export async function receiveUpload(
  deps: UploadDeps,
  userId: string,
  upload: { fileName: string | undefined; stream: Readable },
): Promise<string> {
  const id = crypto.randomUUID();
  const blobKey = crypto.randomUUID();
  // The guards' errors end the whole chain, and the blob store's write with it.
  const guarded = pipeline(upload.stream, limitSize(), requirePdfMagic(), () => undefined);
  const stored = await deps.blobs.write(blobKey, guarded);
  const now = deps.clock.now();
  try {
    await createDocumentsRepository(deps.db).insertDocument({
      id,
      user_id: userId,
      display_name: safeDisplayName(upload.fileName),
      document_type: 'other',
      report_date: null,
      size: stored.size,
      sha256: stored.sha256,
      blob_key: blobKey,
      status: 'pending',
      attempts: 0,
      error: null,
      unmatched: null,
      claimed_until: null,
      created_at: now,
      updated_at: now,
    });
  } catch (error) {
    await deps.blobs.delete(blobKey);
    throw error;
  }
  return id;
}
