import { HttpError } from '../../http/http-error';
import { DOCUMENT_MESSAGES } from './messages';

/** What one person may keep (DOCUMENT_QUOTA_COUNT, DOCUMENT_QUOTA_MB). */
export interface DocumentQuota {
  count: number;
  bytes: number;
}

/** What a person keeps now: how many documents, and their bytes in all. */
export interface DocumentUsage {
  count: number;
  bytes: number;
}

/**
 * The 413 for a document of `size` bytes that would take the person past their quota, or
 * undefined when it fits. Asked with a size of 1 before an upload is read: is there room at all?
 */
export function refuseOverQuota(
  usage: DocumentUsage,
  quota: DocumentQuota,
  size: number,
): HttpError | undefined {
  if (usage.count >= quota.count)
    return new HttpError(413, DOCUMENT_MESSAGES.tooManyDocuments(quota.count));
  if (usage.bytes >= quota.bytes)
    return new HttpError(413, DOCUMENT_MESSAGES.storageFull(quota.bytes));
  if (usage.bytes + size > quota.bytes)
    return new HttpError(413, DOCUMENT_MESSAGES.doesNotFit(quota.bytes));
  return undefined;
}
