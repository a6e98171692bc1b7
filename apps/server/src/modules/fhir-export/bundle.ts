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

/** Adds the references to the Observations read from each document to `byDocument`. */
function addObservationsByDocument(
  byDocument: Map<string, FhirReference[]>,
  observed: readonly ObservationWithSources[],
): void {
  for (const { observation, sources } of observed) {
    const documentIds = new Set(sources.flatMap((result) => result.document_id ?? []));
    for (const documentId of documentIds) {
      const references = byDocument.get(documentId) ?? [];
      references.push(referenceTo(observation));
      byDocument.set(documentId, references);
    }
  }
}

/**
 * Pages of results (oldest first) cut again so that no test date spans two: a blood pressure's
 * two values, paired by date, are always in one.
 */
async function* wholeDays(pages: AsyncIterable<ResultsTable[]>): AsyncGenerator<ResultsTable[]> {
  let carried: ResultsTable[] = [];
  for await (const page of pages) {
    const days = [...carried, ...page];
    const lastDate = days.at(-1)?.test_date;
    const cut = days.findIndex((result) => result.test_date === lastDate);
    carried = days.slice(cut);
    if (cut > 0) yield days.slice(0, cut);
  }
  if (carried.length > 0) yield carried;
}

/**
 * The person's record as a FHIR R4 `collection` Bundle, its entries made a page of results at a
 * time (`pages`: the results oldest first) for a route to write as they come: the Patient, an Observation per result (a blood
 * pressure's two as one), a DiagnosticReport per analysed document and, when asked for, a
 * DocumentReference per document. Entries refer to each other by their `urn:uuid` full URLs.
 */
export function fhirBundleOf(
  record: PersonRecord,
  pages: AsyncIterable<ResultsTable[]>,
  now: number,
): { head: Omit<FhirBundle, 'entry'>; entries: AsyncGenerator<FhirBundle['entry']> } {
  const patient = patientOf(record.userId);
  const context: ExportContext = {
    patient: referenceTo(patient),
    text: localise(record.language),
    messages: fhirMessages(record.language),
    person: record.person,
  };
  const entryOf = (resource: FhirResource): FhirBundle['entry'][number] => ({
    fullUrl: urnOf(resource.id),
    resource,
  });
  async function* entries(): AsyncGenerator<FhirBundle['entry']> {
    yield [entryOf(patient)];
    const readFrom = new Map<string, FhirReference[]>();
    for await (const days of wholeDays(pages)) {
      const observed = observationsOf(days, context);
      addObservationsByDocument(readFrom, observed);
      yield observed.map(({ observation }) => entryOf(observation));
    }
    const reports = new Map(
      record.documents
        .filter((document) => document.status === 'done')
        .map((document) => [
          document.id,
          diagnosticReportOf(document, readFrom.get(document.id) ?? [], context),
        ]),
    );
    yield [...reports.values()].map(entryOf);
    const documentBytes = record.documentBytes;
    if (documentBytes === undefined) return;
    for (const document of record.documents) {
      const bytes = documentBytes.get(document.id);
      const report = reports.get(document.id);
      if (bytes === undefined) continue;
      yield [
        entryOf(
          documentReferenceOf(
            document,
            bytes,
            report === undefined ? undefined : referenceTo(report),
            context,
          ),
        ),
      ];
    }
  }
  const head: Omit<FhirBundle, 'entry'> = {
    resourceType: 'Bundle',
    type: 'collection',
    timestamp: new Date(now).toISOString(),
  };
  return { head, entries: entries() };
}
