import crypto from 'node:crypto';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream';
import type { DomainError } from '../../domain-error';
import type { UploadDeps } from './admit-upload';
import { refuseOverQuota } from './document-quota';
import { createDocumentsRepository } from './documents-repository';
import { safeDisplayName } from './safe-file-name';
import { limitSize, requirePdfMagic } from './upload-guards';

/**
 * Streams an upload into the blob store (never whole in memory), refusing a non-PDF or an
 * over-size file while it streams, then records the document as `pending` for the analysis if the
 * person's quota has room for it (refused otherwise). The quota is judged here, once the file has
 * arrived: its size is known only then, and uploads running side by side were all admitted
 * against the same usage; only this check, one upload at a time, counts them all. A file is not
 * cut off at the quota's edge while it streams: a browser still sending when the connection
 * closes shows a network error rather than the message (the file waits in the store's spool).
 * When anything fails or is refused, neither a file nor a row stays behind.
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
  let refusal: DomainError | undefined;
  try {
    refusal = await createDocumentsRepository(deps.db).insertDocumentUnless(
      {
        id,
        user_id: userId,
        display_name: safeDisplayName(upload.fileName),
        document_type: 'other',
        report_date: null,
        size: stored.size,
        sha256: stored.sha256,
        blob_key: blobKey,
        content_kind: 'pdf',
        status: 'pending',
        attempts: 0,
        error: null,
        unmatched: null,
        claimed_until: null,
        created_at: now,
        updated_at: now,
      },
      (usage) => refuseOverQuota(usage, deps.limits.quota, stored.size),
    );
  } catch (error) {
    await deps.blobs.delete(blobKey);
    throw error;
  }
  if (refusal !== undefined) {
    await deps.blobs.delete(blobKey);
    throw refusal;
  }
  return id;
}
