/**
 * FHIR R4 test files, built the way issue 22's export writes them (a `collection` Bundle with a
 * Patient, laboratory and vital-signs Observations, a DiagnosticReport referring to them), and the
 * import call as the web app makes it.
 */

type Json = Record<string, unknown>;

export interface ObservationParts {
  id: string;
  loinc: string;
  name: string;
  date?: string;
  status?: string;
  category?: 'laboratory' | 'vital-signs';
  value?: Json;
  component?: Json[];
  note?: string;
}

/** `valueQuantity` with a UCUM unit. */
export function quantity(value: number, ucum: string, comparator?: string): Json {
  return {
    valueQuantity: {
      value,
      unit: ucum,
      system: 'http://unitsofmeasure.org',
      code: ucum,
      ...(comparator === undefined ? {} : { comparator }),
    },
  };
}

export function loincCode(code: string, name: string): Json {
  return { coding: [{ system: 'http://loinc.org', code, display: name }], text: name };
}

export function observation(parts: ObservationParts): Json {
  return {
    resourceType: 'Observation',
    id: parts.id,
    status: parts.status ?? 'final',
    category: [
      {
        coding: [
          {
            system: 'http://terminology.hl7.org/CodeSystem/observation-category',
            code: parts.category ?? 'laboratory',
          },
        ],
      },
    ],
    code: loincCode(parts.loinc, parts.name),
    subject: { reference: 'urn:uuid:patient' },
    ...(parts.date === undefined ? {} : { effectiveDateTime: parts.date }),
    ...parts.value,
    ...(parts.component === undefined ? {} : { component: parts.component }),
    ...(parts.note === undefined ? {} : { note: [{ text: parts.note }] }),
  };
}

/** A `collection` Bundle: a Patient, the Observations and a DiagnosticReport listing them. */
export function collectionBundle(observations: readonly Json[], reportDate: string): Json {
  const entries = observations.map((resource) => ({
    fullUrl: `urn:uuid:${String(resource.id)}`,
    resource,
  }));
  return {
    resourceType: 'Bundle',
    type: 'collection',
    entry: [
      {
        fullUrl: 'urn:uuid:patient',
        resource: { resourceType: 'Patient', id: 'patient' },
      },
      ...entries,
      {
        fullUrl: 'urn:uuid:report',
        resource: {
          resourceType: 'DiagnosticReport',
          id: 'report',
          status: 'final',
          code: { text: 'Lab report' },
          effectiveDateTime: reportDate,
          result: entries.map((entry) => ({ reference: entry.fullUrl })),
        },
      },
    ],
  };
}

/** Imports a file as the web app does; the answer's status and body. */
export async function importFhir(
  serverUrl: string,
  cookie: string,
  bytes: Buffer | string,
  name = 'record.json',
): Promise<{ status: number; body: Record<string, unknown> }> {
  const form = new FormData();
  form.append('file', new Blob([bytes], { type: 'application/fhir+json' }), name);
  const response = await fetch(`${serverUrl}/v1/user/import/fhir`, {
    method: 'POST',
    headers: { 'x-client-source': 'website', cookie },
    body: form,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}
