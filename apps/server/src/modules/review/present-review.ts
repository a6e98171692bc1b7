import type { Language } from '@labtrail/contract/auth';
import { Provenance } from '@labtrail/contract/review';
import type { DocumentReview, ReviewResult } from '@labtrail/contract/review';
import Compile from 'typebox/compile';
import type { DocumentsTable, ResultsTable } from '../../db/schema';
import { tidyNumber } from '../biomarkers/assess-value';
import { findBiomarker } from '../biomarkers/find-biomarker';
import { localise } from '../biomarkers/localise';
import type { Localised } from '../biomarkers/localise';
import { standing } from '../results/present-biomarkers';
import { readUnmatchedLines } from './stored-unmatched-lines';

const provenance = Compile(Provenance);

/** A result's stored provenance; none for values from before it was kept, or of another shape. */
function provenanceOf(result: ResultsTable): Provenance | undefined {
  if (result.provenance == null) return undefined;
  const parsed: unknown = JSON.parse(result.provenance);
  return provenance.Check(parsed) ? parsed : undefined;
}

function presentResult(result: ResultsTable, text: Localised): ReviewResult[] {
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
      in_range: standing(biomarker, result, text).in_range,
      flagged: result.flagged_at !== null,
      corrected: false,
      mapped: source?.mapped === true,
      printed: source?.printed ?? null,
      page: source?.page ?? null,
      row_box: source?.row_box ?? null,
      value_box: source?.value_box ?? null,
    },
  ];
}

/**
 * `GET /v1/user/document/{id}/review`: the document, each value read from it and each line it
 * left unmatched, with where on which page it is printed.
 */
export function presentReview(
  document: DocumentsTable,
  results: readonly ResultsTable[],
  language: Language,
): DocumentReview {
  const text = localise(language);
  return {
    document: {
      id: document.id,
      display_name: document.display_name,
      report_date: document.report_date ?? new Date(document.created_at).toISOString().slice(0, 10),
      status: document.status,
      content_kind: document.content_kind,
    },
    results: results.flatMap((result) => presentResult(result, text)),
    unmatched: readUnmatchedLines(document.unmatched, document.content_kind === 'pdf'),
    dismissed: [],
    changes: [],
  };
}
