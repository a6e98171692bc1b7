import type { ShareLink, SharedView, ShareStatus } from '@labtrail/contract/sharing';
import type { ShareLinksTable } from '../../db/schema';
import type { ShareWithOpenings } from './share-links-repository';

function instant(epochMs: number): string {
  return new Date(epochMs).toISOString();
}

/** Revoked wins over expired: the person's own act is what they remember. */
export function shareStatus(link: ShareLinksTable, now: number): ShareStatus {
  if (link.revoked_at !== null) return 'revoked';
  return link.expires_at <= now ? 'expired' : 'active';
}

/** A link as its owner sees it: never its token, nor the token's hash. */
export function presentShareLink({ link, openedAt }: ShareWithOpenings, now: number): ShareLink {
  return {
    share_id: link.id,
    label: link.label,
    include_documents: link.include_documents === 1,
    include_flag_reasons: link.include_flag_reasons === 1,
    created_at: instant(link.created_at),
    expires_at: instant(link.expires_at),
    revoked_at: link.revoked_at === null ? null : instant(link.revoked_at),
    status: shareStatus(link, now),
    opening_count: openedAt.length,
    opened_at: openedAt.map(instant),
  };
}

/** What the holder of the link is told about it. */
export function presentSharedView(link: ShareLinksTable): SharedView {
  return {
    label: link.label,
    include_documents: link.include_documents === 1,
    include_flag_reasons: link.include_flag_reasons === 1,
    expires_at: instant(link.expires_at),
  };
}
