import crypto from 'node:crypto';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream';
import type { DocumentsTable } from '../../db/schema';
import type { DomainError } from '../../domain-error';
import type { UploadDeps } from './admit-upload';
import { refuseOverQuota } from './document-quota';
import { createDocumentsRepository } from './documents-repository';
import { safeDisplayName } from './safe-file-name';
import { limitSize, requirePdfMagic } from './upload-guards';

/** What a new document's row holds beyond its stored file. */
export interface NewDocument {
  displayName: string;
  documentType: string;
  reportDate: string | null;
  contentKind: DocumentsTable['content_kind'];
}

/**
 * Records a file already in the blob store as the person's document, `pending` for the analysis,
 * if their quota has room for it (refused otherwise). The quota is judged here, once the file has
 * arrived: its size is known only then, and uploads running side by side were all admitted
 * against the same usage; only this check, one upload at a time, counts them all. When recording
 * fails or is refused, the file is removed, so neither a file nor a row stays behind.
 */
export async function keepStoredDocument(
  deps: UploadDeps,
  userId: string,
  file: { blobKey: string; size: number; sha256: string },
  document: NewDocument,
): Promise<string> {
  const id = crypto.randomUUID();
  const now = deps.clock.now();
  let refusal: DomainError | undefined;
  try {
    refusal = await createDocumentsRepository(deps.db).insertDocumentUnless(
      {
        id,
        user_id: userId,
        display_name: document.displayName,
        document_type: document.documentType,
        report_date: document.reportDate,
        size: file.size,
        sha256: file.sha256,
        blob_key: file.blobKey,
        content_kind: document.contentKind,
        status: 'pending',
        attempts: 0,
        error: null,
        unmatched: null,
        claimed_until: null,
        created_at: now,
        updated_at: now,
      },
      (usage) => refuseOverQuota(usage, deps.limits.quota, file.size),
    );
  } catch (error) {
    await deps.blobs.delete(file.blobKey);
    throw error;
  }
  if (refusal !== undefined) {
    await deps.blobs.delete(file.blobKey);
    throw refusal;
  }
  return id;
}

/**
 * Streams an upload into the blob store (never whole in memory), refusing a non-PDF or an
 * over-size file while it streams, then keeps it as the person's document (keepStoredDocument).
 * A file is not cut off at the quota's edge while it streams: a browser still sending when the
 * connection closes shows a network error rather than the message (the file waits in the store's
 * spool).
 */
export async function receiveUpload(
  deps: UploadDeps,
  userId: string,
  upload: { fileName: string | undefined; stream: Readable },
): Promise<string> {
  const blobKey = crypto.randomUUID();
  // The guards' errors end the whole chain, and the blob store's write with it.
  const guarded = pipeline(upload.stream, limitSize(), requirePdfMagic(), () => undefined);
  const stored = await deps.blobs.write(blobKey, guarded);
  return keepStoredDocument(
    deps,
    userId,
    { blobKey, size: stored.size, sha256: stored.sha256 },
    {
      displayName: safeDisplayName(upload.fileName),
      documentType: 'other',
      reportDate: null,
      contentKind: 'pdf',
    },
  );
}
