import type { AccountExport } from '@labtrail/contract/account';
import type { AuditEventsTable, ResultsTable } from '../../db/schema';
import { describeAnalysisFailure } from '../analysis/analysis-failure';
import { findBiomarker } from '../biomarkers/find-biomarker';
import { testsOf } from '../reminders/reminders-repository';
import { provenanceOf } from '../results/result-snapshot';
import type { createAccountRepository } from './account-repository';

type Everything = Awaited<ReturnType<ReturnType<typeof createAccountRepository>['everythingOf']>>;

function instant(epochMs: number): string {
  return new Date(epochMs).toISOString();
}

/** One result in the export's shape. */
export function presentExportedResult(result: ResultsTable): AccountExport['results'][number] {
  const biomarker = findBiomarker(result.biomarker_id);
  return {
    id: result.id,
    biomarker_id: result.biomarker_id,
    biomarker_name: biomarker?.name ?? String(result.biomarker_id),
    value: result.value,
    unit: biomarker?.unit ?? result.original_unit,
    original_value: result.original_value,
    original_unit: result.original_unit,
    comparator: result.comparator,
    value_text: result.value_text ?? null,
    test_date: result.test_date,
    source: result.source,
    document_id: result.document_id,
    flag_cause: result.flag_cause,
    flagged_at: result.flagged_at === null ? null : instant(result.flagged_at),
    provenance: provenanceOf(result) ?? null,
    created_at: instant(result.created_at),
  };
}

/**
 * The person's data in the export's shape (contract `AccountExport`) but the results, which come
 * between `before` and `after` (see presentExportedResult); `user` must exist.
 */
export function presentExport(
  everything: Everything & { user: NonNullable<Everything['user']> },
  auditEvents: readonly AuditEventsTable[],
  now: number,
): {
  before: Pick<AccountExport, 'format' | 'exported_at' | 'account'>;
  after: Omit<AccountExport, 'format' | 'exported_at' | 'account' | 'results'>;
} {
  const { user, identities, summary, documents, resultChanges, privateAliases, profile } =
    everything;
  const { reminderSettings, reminderDigests, shareLinks, shareOpenings } = everything;
  const before = {
    format: 'labtrail-export/1' as const,
    exported_at: instant(now),
    account: {
      user_id: user.id,
      email: user.email,
      phone: user.phone,
      language: user.language,
      created_at: instant(user.created_at),
      sign_in_providers: identities.map((identity) => ({
        issuer: identity.issuer,
        subject: identity.subject,
        linked_at: instant(identity.created_at),
      })),
    },
  };
  const after = {
    summary:
      summary === undefined
        ? null
        : {
            id: summary.id,
            is_read: summary.is_read === 1,
            created_at: instant(summary.created_at),
            data: JSON.parse(summary.data) as unknown,
          },
    documents: documents.map((document) => ({
      id: document.id,
      name: document.display_name,
      type: document.document_type,
      report_date: document.report_date,
      size: document.size,
      sha256: document.sha256,
      status: document.status,
      error: document.error === null ? null : describeAnalysisFailure(document.error, 'us'),
      created_at: instant(document.created_at),
      download_path: `/v1/user/document/${document.id}`,
    })),
    result_changes: resultChanges.map((change) => ({
      id: change.id,
      document_id: change.document_id,
      kind: change.kind,
      biomarker_id: change.biomarker_id,
      printed_name: change.printed_name,
      before: change.before === null ? null : (JSON.parse(change.before) as unknown),
      after: change.after === null ? null : (JSON.parse(change.after) as unknown),
      reason: change.reason,
      at: instant(change.created_at),
    })),
    private_aliases: privateAliases.map((alias) => ({
      printed_name: alias.printed_name,
      biomarker_id: alias.biomarker_id,
      created_at: instant(alias.created_at),
    })),
    retest_reminders: {
      enabled: reminderSettings?.enabled === 1,
      digests: reminderDigests.map((digest) => ({
        created_at: instant(digest.created_at),
        sent_at: digest.sent_at === null ? null : instant(digest.sent_at),
        tests: testsOf(digest),
      })),
    },
    personal_profile:
      profile === undefined
        ? null
        : {
            sex: profile.sex,
            birth_year: profile.birth_year,
            unit_system: profile.unit_system,
            updated_at: instant(profile.updated_at),
          },
    share_links: shareLinks.map((link) => ({
      share_id: link.id,
      label: link.label,
      include_documents: link.include_documents === 1,
      include_flag_reasons: link.include_flag_reasons === 1,
      created_at: instant(link.created_at),
      expires_at: instant(link.expires_at),
      revoked_at: link.revoked_at === null ? null : instant(link.revoked_at),
      opened_at: shareOpenings
        .filter((opening) => opening.share_id === link.id)
        .map((opening) => instant(opening.opened_at)),
    })),
    audit_log: auditEvents.map((event) => ({
      action: event.action,
      subject_id: event.subject_id,
      at: instant(event.at),
    })),
  };
  return { before, after };
}
