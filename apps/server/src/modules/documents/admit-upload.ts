import type { Kysely } from 'kysely';
import type { Clock } from '../../clock';
import type { Database } from '../../db/schema';
import { DomainError } from '../../domain-error';
import { createRateLimitCounters } from '../../db/rate-limit-counters';
import type { BlobStore } from '../../storage/blob-store';
import type { DocumentQuota } from './document-quota';
import { refuseOverQuota } from './document-quota';
import { createDocumentsRepository } from './documents-repository';
import { DOCUMENT_MESSAGES } from './messages';
import { UPLOAD_RATE_LIMIT } from './upload-rules';

export interface UploadLimits {
  quota: DocumentQuota;
  /** Uploads are refused while the store's folder has less than this free. */
  minFreeDiskBytes: number;
}

/** What an upload is checked and stored with. */
export interface UploadDeps {
  db: Kysely<Database>;
  blobs: BlobStore;
  clock: Clock;
  limits: UploadLimits;
}

/**
 * What is checked before a byte of an upload is stored, cheapest first: the person's upload rate
 * (429 with Retry-After), the server's free space (503) and whether the person's quota has any
 * room left (413). Whether the file itself fits is known only once it has arrived (receiveUpload).
 */
export async function admitUpload(deps: UploadDeps, userId: string): Promise<void> {
  const now = deps.clock.now();
  const { hits, windowEndsAt } = await createRateLimitCounters(deps.db).hit(
    `documents:upload ${userId}`,
    now,
    UPLOAD_RATE_LIMIT.windowMs,
  );
  if (hits > UPLOAD_RATE_LIMIT.uploads) {
    const waitMs = windowEndsAt - now;
    const minutes = Math.ceil(waitMs / 60_000);
    throw new DomainError('too_many_uploads', DOCUMENT_MESSAGES.tooManyUploads(minutes), {
      params: { minutes },
      retryAfterMs: waitMs,
    });
  }
  if ((await deps.blobs.freeBytes()) < deps.limits.minFreeDiskBytes)
    throw new DomainError('low_on_space', DOCUMENT_MESSAGES.lowOnSpace);
  const usage = await createDocumentsRepository(deps.db).usageOf(userId);
  const refusal = refuseOverQuota(usage, deps.limits.quota, 1);
  if (refusal !== undefined) throw refusal;
}
