import { describe, expect, it } from 'vitest';
import { ALL_BIOMARKERS } from '../biomarkers/catalogue/catalogue';
import type { FhirFile } from './fhir-resources';
import { parseFhirFile } from './fhir-resources';
import { testDateWindow } from '../biomarkers/test-date-rule';
import { readFhirImport } from './read-fhir-import';

/** 2026-01-05 noon UTC, for a person born in 1980. */
const NOW = Date.UTC(2026, 0, 5, 12);

function readNow(file: FhirFile) {
  return readFhirImport(file, testDateWindow(NOW, 1980));
}

function idOf(loinc: string): number {
  const found = ALL_BIOMARKERS.find((biomarker) => biomarker.loinc.includes(loinc));
  if (found === undefined) throw new Error(`no biomarker has LOINC ${loinc}`);
  return found.id;
}

function fileOf(json: unknown): FhirFile {
  const file = parseFhirFile(Buffer.from(JSON.stringify(json)));
  if (file === undefined) throw new Error('not a FHIR file');
  return file;
}

const glucose = (extra: Record<string, unknown>) => ({
  resourceType: 'Observation',
  status: 'final',
  code: { coding: [{ system: 'http://loinc.org', code: '2345-7' }] },
  valueQuantity: { value: 90, unit: 'mg/dL', system: 'http://unitsofmeasure.org', code: 'mg/dL' },
  ...extra,
});

describe('readFhirImport', () => {
  it('lists an Observation dated outside the living world as not taken, saying why', () => {
    const read = readNow(
      fileOf({
        resourceType: 'Bundle',
        type: 'collection',
        entry: [
          { resource: glucose({ id: 'future', effectiveDateTime: '2999-01-01' }) },
          { resource: glucose({ id: 'ancient', effectiveDateTime: '0001-01-01T08:00:00Z' }) },
          { resource: glucose({ id: 'unborn', effectiveDateTime: '1979-12-31' }) },
          { resource: glucose({ id: 'today', effectiveDateTime: '2026-01-05' }) },
        ],
      }),
    );
    expect(read.results.map((result) => result.testDate)).toEqual(['2026-01-05']);
    expect(read.unmatched.map((line) => line.reason)).toEqual([
      '2999-01-01 is in the future',
      '0001-01-01 is before 1900',
      '1979-12-31 is before the year of birth (1980)',
    ]);
    expect(read.reportDate).toBe('2026-01-05');
  });

  it('resolves a searchset’s report references by Type/id and dates results by the report', () => {
    const read = readNow(
      fileOf({
        resourceType: 'Bundle',
        type: 'searchset',
        entry: [
          {
            resource: {
              resourceType: 'DiagnosticReport',
              id: 'r',
              effectivePeriod: { start: '2025-06-01T08:00:00Z' },
              result: [{ reference: 'Observation/g' }],
            },
          },
          { resource: glucose({ id: 'g' }) },
        ],
      }),
    );
    expect(read).toEqual({
      results: [
        {
          biomarkerId: idOf('2345-7'),
          value: 90,
          originalValue: 90,
          originalUnit: 'mg/dL',
          comparator: null,
          testDate: '2025-06-01',
          // A FHIR file has no pages: its values come from the Observation named by its id.
          provenance: {
            printed: expect.objectContaining({ value: '90', unit: 'mg/dL' }) as unknown,
            page: null,
            row_box: null,
            value_box: null,
            observation: 'g',
            lab: null,
            method: null,
          },
        },
      ],
      unmatched: [],
      reportDate: '2025-06-01',
    });
  });

  it('keeps the lab an Observation names as its performer, and its method', () => {
    const read = readNow(
      fileOf(
        glucose({
          id: 'g',
          effectiveDateTime: '2025-06-01',
          performer: [
            { reference: 'Practitioner/p1' },
            { reference: 'Organization/lab', display: 'Harbour Pathology Services' },
          ],
          method: { coding: [{ system: 'http://snomed.info/sct', display: 'Enzymatic method' }] },
        }),
      ),
    );
    expect(read.results[0]?.provenance).toMatchObject({
      lab: 'Harbour Pathology Services',
      method: 'Enzymatic method',
    });
  });

  it('takes Labtrail’s own biomarker codes, `issued` as the date, and a value once however often it repeats', () => {
    const haemoglobin = idOf('718-7');
    const labtrail = {
      resourceType: 'Observation',
      status: 'final',
      code: {
        coding: [
          { system: 'https://labtrail.app/fhir/CodeSystem/biomarker', code: String(haemoglobin) },
        ],
      },
      issued: '2024-02-02T10:00:00+01:00',
      valueQuantity: { value: 13.1, unit: 'g/dL', code: 'g/dL' },
    };
    const read = readNow(
      fileOf({
        resourceType: 'Bundle',
        type: 'transaction',
        entry: [{ resource: labtrail }, { resource: labtrail }],
      }),
    );
    expect(read.results).toEqual([
      expect.objectContaining({ biomarkerId: haemoglobin, value: 13.1, testDate: '2024-02-02' }),
    ]);
  });

  it('lists what it cannot take, each with its reason', () => {
    const read = readNow(
      fileOf({
        resourceType: 'Bundle',
        type: 'collection',
        entry: [
          {
            resource: glucose({
              effectiveDateTime: '2025-01-01',
              valueQuantity: { value: 90000, unit: 'mg/dL' },
            }),
          },
          { resource: glucose({}) },
          { resource: glucose({ effectiveDateTime: '2025-01-01', status: 'cancelled' }) },
          { resource: { resourceType: 'Observation', status: 'final' } },
          { resource: { resourceType: 'Patient', id: 'p' } },
        ],
      }),
    );
    expect(read.results).toEqual([]);
    expect(read.unmatched.map((line) => line.reason)).toEqual([
      'the Observation is not valid FHIR R4',
      'Glucose 90,000 mg/dL is outside what a lab can report (0–6,000 mg/dL); check the value and its unit.',
      'the result has no test date',
      "the result's status is cancelled",
    ]);
    expect(read.reportDate).toBeNull();
  });

  it('passes over a panel that only groups its members', () => {
    const panel = {
      resourceType: 'Observation',
      status: 'final',
      code: { coding: [{ system: 'http://loinc.org', code: '58410-2' }] },
      effectiveDateTime: '2025-01-01',
      hasMember: [{ reference: 'Observation/g' }],
    };
    const read = readNow(
      fileOf({
        resourceType: 'Bundle',
        entry: [
          { resource: panel },
          { resource: glucose({ id: 'g', effectiveDateTime: '2025-01-01' }) },
        ],
      }),
    );
    expect(read.results).toHaveLength(1);
    expect(read.unmatched).toEqual([]);
  });

  it('reads every catalogue biomarker’s value in the catalogue’s own unit, as an export writes it', () => {
    const unread = ALL_BIOMARKERS.filter((biomarker) => {
      const value = (biomarker.plausible.min + biomarker.plausible.max) / 2;
      const read = readNow(
        fileOf({
          resourceType: 'Observation',
          status: 'final',
          code: {
            coding: [
              {
                system: 'https://labtrail.app/fhir/CodeSystem/biomarker',
                code: String(biomarker.id),
              },
            ],
          },
          effectiveDateTime: '2025-01-01',
          valueQuantity: { value, unit: biomarker.unit },
        }),
      );
      return read.results[0]?.value !== Number(value.toPrecision(12));
    });
    expect(unread.map((biomarker) => `${biomarker.name} (${biomarker.unit})`)).toEqual([]);
  });
});

describe('UCUM units the catalogue spells otherwise', () => {
  function readIn(unit: string, ucum: string, value: number) {
    const biomarker = ALL_BIOMARKERS.find((each) => each.unit === unit);
    if (biomarker === undefined) throw new Error(`no biomarker is measured in ${unit}`);
    const read = readNow(
      fileOf({
        resourceType: 'Observation',
        status: 'final',
        code: {
          coding: [
            {
              system: 'https://labtrail.app/fhir/CodeSystem/biomarker',
              code: String(biomarker.id),
            },
          ],
        },
        effectiveDateTime: '2025-01-01',
        valueQuantity: { value, system: 'http://unitsofmeasure.org', code: ucum },
      }),
    );
    return read.results[0]?.value;
  }

  it('reads /min as beats or breaths, Cel as °C and {ratio} as no unit', () => {
    expect(readIn('bpm', '/min', 64)).toBe(64);
    expect(readIn('breaths/min', '/min', 14)).toBe(14);
    expect(readIn('°C', 'Cel', 36.8)).toBe(36.8);
    expect(readIn('ratio', '{ratio}', 3.2)).toBe(3.2);
  });
});

describe('parseFhirFile', () => {
  it('takes only JSON that is a Bundle, an Observation or a DiagnosticReport', () => {
    expect(parseFhirFile(Buffer.from('{"resourceType":"Bundle"}'))).toEqual({
      resourceType: 'Bundle',
    });
    expect(parseFhirFile(Buffer.from('{"resourceType":"Patient"}'))).toBeUndefined();
    expect(parseFhirFile(Buffer.from('not json'))).toBeUndefined();
    expect(parseFhirFile(Buffer.from('[]'))).toBeUndefined();
  });
});
