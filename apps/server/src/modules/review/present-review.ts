import type { PersonalProfile } from '@labtrail/contract/profile';
import type { Language } from '@labtrail/contract/auth';
import type { DocumentReview, ReviewDismissed, ReviewResult } from '@labtrail/contract/review';
import type { DocumentsTable, ResultChangesTable, ResultsTable } from '../../db/schema';
import { tidyNumber } from '../biomarkers/assess-value';
import { findBiomarker } from '../biomarkers/find-biomarker';
import { localise } from '../biomarkers/localise';
import type { Localised } from '../biomarkers/localise';
import { standing } from '../results/present-biomarkers';
import { foldResultChanges, subjectOfResult } from '../results/fold-result-changes';
import type { RowState } from '../results/fold-result-changes';
import { presentChange, presentSnapshot } from './present-changes';
import { provenanceOf, readSnapshot } from '../results/result-snapshot';
import { readUnmatchedLines } from '../results/stored-unmatched-lines';

function presentResult(
  result: ResultsTable,
  states: ReadonlyMap<string, RowState>,
  text: Localised,
  person: PersonalProfile,
): ReviewResult[] {
  const biomarker = findBiomarker(result.biomarker_id);
  // A value of a biomarker the catalogue no longer has cannot be named or judged.
  if (biomarker === undefined) return [];
  const source = provenanceOf(result);
  return [
    {
      result_id: result.id,
      biomarker_id: biomarker.id,
      biomarker_name: text.biomarkerName(biomarker),
      value: tidyNumber(result.value),
      value_text: result.value_text ?? null,
      comparator: result.comparator,
      unit: biomarker.unit,
      test_date: result.test_date,
      in_range: standing(biomarker, result, text, person).in_range,
      flagged: result.flagged_at !== null,
      corrected: states.get(subjectOfResult(result))?.correction !== undefined,
      mapped: source?.mapped === true,
      printed: source?.printed ?? null,
      page: source?.page ?? null,
      row_box: source?.row_box ?? null,
      value_box: source?.value_box ?? null,
    },
  ];
}

/** A dismissal not undone, with the value it took out and where that is printed. */
function presentDismissal(dismissal: ResultChangesTable, text: Localised): ReviewDismissed[] {
  const biomarker = findBiomarker(dismissal.biomarker_id);
  const snapshot = readSnapshot(dismissal.before);
  if (biomarker === undefined || snapshot === undefined) return [];
  const source = snapshot.provenance ?? null;
  return [
    {
      dismissal_id: dismissal.id,
      biomarker_id: biomarker.id,
      biomarker_name: text.biomarkerName(biomarker),
      value: presentSnapshot(snapshot),
      reason: dismissal.reason ?? '',
      dismissed_at: new Date(dismissal.created_at).toISOString(),
      printed: source?.printed ?? null,
      page: source?.page ?? null,
      row_box: source?.row_box ?? null,
      value_box: source?.value_box ?? null,
    },
  ];
}

/**
 * `GET /v1/user/document/{id}/review`: the document, each value read from it and each line it
 * left unmatched, with where on which page it is printed; the values the person dismissed, and
 * the trail of their changes, newest first. `changes` in the order they were made.
 */
export function presentReview(
  document: DocumentsTable,
  results: readonly ResultsTable[],
  changes: readonly ResultChangesTable[],
  language: Language,
  person: PersonalProfile,
): DocumentReview {
  const text = localise(language);
  const states = foldResultChanges(changes);
  const dismissals = [...states.values()]
    .flatMap((state) => (state.dismissal === undefined ? [] : [state.dismissal]))
    .sort((a, b) => a.created_at - b.created_at);
  return {
    document: {
      id: document.id,
      display_name: document.display_name,
      report_date: document.report_date ?? new Date(document.created_at).toISOString().slice(0, 10),
      status: document.status,
      content_kind: document.content_kind,
    },
    results: results.flatMap((result) => presentResult(result, states, text, person)),
    unmatched: readUnmatchedLines(document.unmatched, document.content_kind === 'pdf'),
    dismissed: dismissals.flatMap((dismissal) => presentDismissal(dismissal, text)),
    changes: [...changes]
      .reverse()
      .map((change) => presentChange(change, document.display_name, text)),
  };
}
