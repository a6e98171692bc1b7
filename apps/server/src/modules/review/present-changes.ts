import type { Language } from '@labtrail/contract/auth';
import type { ChangesResponse, ResultChange, ValueSnapshot } from '@labtrail/contract/review';
import type { ResultChangesTable } from '../../db/schema';
import { tidyNumber } from '../biomarkers/assess-value';
import { findBiomarker } from '../biomarkers/find-biomarker';
import { localise } from '../biomarkers/localise';
import type { Localised } from '../biomarkers/localise';
import type { ResultChangeWithDocument } from '../results/result-changes-repository';
import { readSnapshot, valueSnapshotOf } from '../results/result-snapshot';
import type { StoredSnapshot } from '../results/result-snapshot';

/** A snapshot as the trail shows it: the value in the catalogue's unit, tidied like every value. */
export function presentSnapshot(snapshot: StoredSnapshot): ValueSnapshot {
  const shown = valueSnapshotOf(snapshot);
  return { ...shown, value: tidyNumber(shown.value) };
}

function shownSnapshot(json: string | null): ValueSnapshot | null {
  const snapshot = readSnapshot(json);
  return snapshot === undefined ? null : presentSnapshot(snapshot);
}

/** One change of the trail; a biomarker the catalogue no longer has is named by its id. */
export function presentChange(
  change: ResultChangesTable,
  documentName: string,
  text: Localised,
): ResultChange {
  const biomarker = findBiomarker(change.biomarker_id);
  return {
    change_id: change.id,
    kind: change.kind,
    at: new Date(change.created_at).toISOString(),
    by: 'you',
    reason: change.reason,
    document_id: change.document_id,
    document_name: documentName,
    biomarker_id: change.biomarker_id,
    biomarker_name:
      biomarker === undefined ? String(change.biomarker_id) : text.biomarkerName(biomarker),
    printed_name: change.printed_name,
    before: shownSnapshot(change.before),
    after: shownSnapshot(change.after),
  };
}

/** `GET /v1/health/changes`: the person's changes, newest first, as the repository gives them. */
export function presentChanges(
  changes: readonly ResultChangeWithDocument[],
  language: Language,
): ChangesResponse {
  const text = localise(language);
  return changes.map((change) => presentChange(change, change.document_name, text));
}
