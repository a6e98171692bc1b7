import type { FhirObservation } from '@labtrail/contract/fhir-export';
import type { ResultsTable } from '../../db/schema';
import type { CatalogueBiomarker } from '../biomarkers/catalogue/catalogue-types';
import { resourceUuid } from './entry-urn';
import type { ExportContext } from './export-context';
import { biomarkerCode, measuredValue } from './measured-value';
import { categoryOf } from './observation-category';

/**
 * The notes of results the person flagged as inaccurate; the Observation stays `final`, as
 * recorded. `part` names the result within an Observation of several (a blood pressure's).
 */
export function flagNotes(
  flagged: readonly { result: ResultsTable; part?: string }[],
  context: ExportContext,
): Pick<FhirObservation, 'note'> {
  const notes = flagged.flatMap(({ result, part }) =>
    result.flag_cause === null
      ? []
      : [
          {
            text:
              part === undefined
                ? context.messages.flagged(result.flag_cause)
                : context.messages.flaggedPart(part, result.flag_cause),
            ...(result.flagged_at === null
              ? {}
              : { time: new Date(result.flagged_at).toISOString() }),
          },
        ],
  );
  return notes.length === 0 ? {} : { note: notes };
}

/** One result as an Observation (US Core Laboratory Result Observation's shape for lab values). */
export function observationOf(
  biomarker: CatalogueBiomarker,
  result: ResultsTable,
  context: ExportContext,
): FhirObservation {
  return {
    resourceType: 'Observation',
    id: resourceUuid('Observation', result.id),
    status: 'final',
    category: [categoryOf(biomarker)],
    code: biomarkerCode(biomarker, context.text),
    subject: context.patient,
    effectiveDateTime: result.test_date,
    ...measuredValue(biomarker, result, context),
    ...flagNotes([{ result }], context),
  };
}
