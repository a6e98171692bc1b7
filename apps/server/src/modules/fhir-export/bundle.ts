import type { PersonalProfile } from '@labtrail/contract/profile';
import type { Language } from '@labtrail/contract/auth';
import type {
  FhirBundle,
  FhirObservation,
  FhirReference,
  FhirResource,
} from '@labtrail/contract/fhir-export';
import type { DocumentsTable, ResultsTable } from '../../db/schema';
import { findBiomarker } from '../biomarkers/find-biomarker';
import { localise } from '../biomarkers/localise';
import { bloodPressureObservationOf, pairBloodPressures } from './blood-pressure-observation';
import { diagnosticReportOf } from './diagnostic-report';
import { documentReferenceOf } from './document-reference';
import { urnOf } from './entry-urn';
import type { ExportContext } from './export-context';
import { fhirMessages } from './fhir-messages';
import { observationOf } from './observation';
import { patientOf } from './patient';

export interface PersonRecord {
  userId: string;
  language: Language;
  /** Oldest first. */
  results: readonly ResultsTable[];
  documents: readonly DocumentsTable[];
  /** Each document's bytes by its id, when the documents go into the bundle. */
  documentBytes: ReadonlyMap<string, Buffer> | undefined;
  /** Sex and age choose the reference ranges; values keep the catalogue's UCUM unit. */
  person: PersonalProfile;
}

interface ObservationWithSources {
  observation: FhirObservation;
  sources: readonly ResultsTable[];
}

function referenceTo(resource: FhirResource): FhirReference {
  return { reference: urnOf(resource.id) };
}

function observationsOf(
  results: readonly ResultsTable[],
  context: ExportContext,
): ObservationWithSources[] {
  const { readings, others } = pairBloodPressures(results);
  const observed = [
    ...readings.map((reading) => ({
      observation: bloodPressureObservationOf(reading, context),
      sources: [reading.systolic, reading.diastolic],
    })),
    ...others.flatMap((result) => {
      const biomarker = findBiomarker(result.biomarker_id);
      return biomarker === undefined
        ? []
        : [{ observation: observationOf(biomarker, result, context), sources: [result] }];
    }),
  ];
  return observed.sort((a, b) =>
    a.observation.effectiveDateTime.localeCompare(b.observation.effectiveDateTime),
  );
}

/** The references to the Observations read from each document, by document id. */
function observationsByDocument(observed: readonly ObservationWithSources[]) {
  const byDocument = new Map<string, FhirReference[]>();
  for (const { observation, sources } of observed) {
    const documentIds = new Set(sources.flatMap((result) => result.document_id ?? []));
    for (const documentId of documentIds) {
      const references = byDocument.get(documentId) ?? [];
      references.push(referenceTo(observation));
      byDocument.set(documentId, references);
    }
  }
  return byDocument;
}

/**
 * The person's record as a FHIR R4 `collection` Bundle: the Patient, an Observation per result
 * (a blood pressure's two as one), a DiagnosticReport per analysed document and, when asked for,
 * a DocumentReference per document. Entries refer to each other by their `urn:uuid` full URLs.
 */
export function fhirBundleOf(record: PersonRecord, now: number): FhirBundle {
  const patient = patientOf(record.userId);
  const context: ExportContext = {
    patient: referenceTo(patient),
    text: localise(record.language),
    messages: fhirMessages(record.language),
    person: record.person,
  };
  const observed = observationsOf(record.results, context);
  const readFrom = observationsByDocument(observed);
  const reports = new Map(
    record.documents
      .filter((document) => document.status === 'done')
      .map((document) => [
        document.id,
        diagnosticReportOf(document, readFrom.get(document.id) ?? [], context),
      ]),
  );
  const documentBytes = record.documentBytes;
  const files =
    documentBytes === undefined
      ? []
      : record.documents.flatMap((document) => {
          const bytes = documentBytes.get(document.id);
          const report = reports.get(document.id);
          return bytes === undefined
            ? []
            : [
                documentReferenceOf(
                  document,
                  bytes,
                  report === undefined ? undefined : referenceTo(report),
                  context,
                ),
              ];
        });
  const resources: FhirResource[] = [
    patient,
    ...observed.map(({ observation }) => observation),
    ...reports.values(),
    ...files,
  ];
  return {
    resourceType: 'Bundle',
    type: 'collection',
    timestamp: new Date(now).toISOString(),
    entry: resources.map((resource) => ({ fullUrl: urnOf(resource.id), resource })),
  };
}
