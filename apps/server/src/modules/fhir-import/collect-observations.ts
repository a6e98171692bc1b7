import type { AnyResource, DiagnosticReport, FhirFile, Observation } from './fhir-resources';
import { isDiagnosticReport, isObservation } from './fhir-resources';

/** An Observation to read, with the date of the report that lists it for when it names none. */
interface ListedObservation {
  observation: Observation;
  reportDate: string | undefined;
}

/** Something in the file that holds no result the reader can take, and why. */
interface SkippedResource {
  name: string;
  reason: string;
}

export interface CollectedObservations {
  observations: ListedObservation[];
  skipped: SkippedResource[];
}

/** When a report or an Observation was taken, as FHIR writes it (a date-time or a date). */
function timingOf(resource: {
  effectiveDateTime?: string;
  effectivePeriod?: { start?: string };
  issued?: string;
}): string | undefined {
  return resource.effectiveDateTime ?? resource.effectivePeriod?.start ?? resource.issued;
}

function invalid(resource: AnyResource): SkippedResource {
  return {
    name:
      resource.id === undefined ? resource.resourceType : `${resource.resourceType}/${resource.id}`,
    reason: `the ${resource.resourceType} is not valid FHIR R4`,
  };
}

/**
 * Resolves a DiagnosticReport's `result` references among `resources` (keyed by every name a
 * reference may use), adding the Observations found and noting the references that lead nowhere.
 */
function listReportResults(
  report: DiagnosticReport,
  resources: ReadonlyMap<string, AnyResource>,
  collected: CollectedObservations,
  taken: Set<AnyResource>,
): void {
  const reportDate = timingOf(report);
  for (const { reference } of report.result ?? []) {
    const target = reference === undefined ? undefined : resources.get(reference);
    if (target === undefined) {
      collected.skipped.push({
        name: reference ?? 'DiagnosticReport.result',
        reason: 'the report refers to a result that is not in the file',
      });
      continue;
    }
    if (taken.has(target)) continue;
    taken.add(target);
    if (isObservation(target)) collected.observations.push({ observation: target, reportDate });
    else collected.skipped.push(invalid(target));
  }
}

/** A report's contained resources by `#id`, the way its own references name them. */
function containedOf(report: DiagnosticReport): Map<string, AnyResource> {
  const contained = new Map<string, AnyResource>();
  for (const resource of report.contained ?? [])
    if (resource.id !== undefined) contained.set(`#${resource.id}`, resource);
  return contained;
}

/**
 * A report's results: those it refers to among `resources` or its own contained ones, then the
 * contained Observations it does not list, which are results of it all the same.
 */
function readReport(
  report: DiagnosticReport,
  resources: ReadonlyMap<string, AnyResource>,
  collected: CollectedObservations,
  taken: Set<AnyResource>,
): void {
  listReportResults(report, new Map([...resources, ...containedOf(report)]), collected, taken);
  for (const resource of report.contained ?? []) {
    if (resource.resourceType !== 'Observation' || taken.has(resource)) continue;
    taken.add(resource);
    if (isObservation(resource))
      collected.observations.push({ observation: resource, reportDate: timingOf(report) });
    else collected.skipped.push(invalid(resource));
  }
}

/**
 * Every Observation a FHIR file holds, each once: a Bundle's own Observations, those its
 * DiagnosticReports refer to (by `fullUrl` or `Type/id`) or contain, and a single resource's.
 * Resources of other types (Patient, DocumentReference, …) are no results and are passed over.
 */
export function collectObservations(file: FhirFile): CollectedObservations {
  const collected: CollectedObservations = { observations: [], skipped: [] };
  const taken = new Set<AnyResource>();
  if (file.resourceType === 'Observation') {
    collected.observations.push({ observation: file, reportDate: undefined });
    return collected;
  }
  if (file.resourceType === 'DiagnosticReport') {
    readReport(file, new Map(), collected, taken);
    return collected;
  }
  const entries = (file.entry ?? []).flatMap((entry) =>
    entry.resource === undefined ? [] : [{ fullUrl: entry.fullUrl, resource: entry.resource }],
  );
  const byReference = new Map<string, AnyResource>();
  for (const { fullUrl, resource } of entries) {
    if (fullUrl !== undefined) byReference.set(fullUrl, resource);
    if (resource.id !== undefined)
      byReference.set(`${resource.resourceType}/${resource.id}`, resource);
  }
  // Reports first, so their Observations carry the report's date where they name none.
  for (const { resource } of entries) {
    if (resource.resourceType !== 'DiagnosticReport') continue;
    if (!isDiagnosticReport(resource)) {
      collected.skipped.push(invalid(resource));
      continue;
    }
    readReport(resource, byReference, collected, taken);
  }
  for (const { resource } of entries) {
    if (resource.resourceType !== 'Observation' || taken.has(resource)) continue;
    taken.add(resource);
    if (isObservation(resource))
      collected.observations.push({ observation: resource, reportDate: undefined });
    else collected.skipped.push(invalid(resource));
  }
  return collected;
}
