import { DomainError } from '../../domain-error';
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

const MB = 1024 * 1024;

/**
 * The refusal of a document of `size` bytes that would take the person past their quota, or
 * undefined when it fits. Asked with a size of 1 before an upload is read: is there room at all?
 */
export function refuseOverQuota(
  usage: DocumentUsage,
  quota: DocumentQuota,
  size: number,
): DomainError | undefined {
  if (usage.count >= quota.count) {
    return new DomainError('too_many_documents', DOCUMENT_MESSAGES.tooManyDocuments(quota.count), {
      params: { count: quota.count },
    });
  }
  const megabytes = Math.floor(quota.bytes / MB);
  if (usage.bytes >= quota.bytes) {
    return new DomainError('storage_full', DOCUMENT_MESSAGES.storageFull(megabytes), {
      params: { megabytes },
    });
  }
  if (usage.bytes + size > quota.bytes) {
    return new DomainError('does_not_fit', DOCUMENT_MESSAGES.doesNotFit(megabytes), {
      params: { megabytes },
    });
  }
  return undefined;
}
