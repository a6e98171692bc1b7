import { PROFILE_NOT_GIVEN } from '@labtrail/contract/profile';
import { describe, expect, it } from 'vitest';
import type { ResultsTable } from '../../db/schema';
import { localise } from '../biomarkers/localise';
import { bloodPressureObservationOf, pairBloodPressures } from './blood-pressure-observation';
import { fhirMessages } from './fhir-messages';

const SYSTOLIC = 1301;
const DIASTOLIC = 1302;

function result(
  id: string,
  biomarkerId: number,
  value: number,
  overrides: Partial<ResultsTable> = {},
): ResultsTable {
  return {
    id,
    user_id: 'u1',
    biomarker_id: biomarkerId,
    value,
    original_value: value,
    original_unit: 'mmHg',
    comparator: null,
    value_text: null,
    test_date: '2026-06-02',
    source: 'manual',
    document_id: null,
    flag_cause: null,
    flagged_at: null,
    created_at: 0,
    ...overrides,
  };
}

const context = {
  patient: { reference: 'urn:uuid:6c6f8a1e-3b2d-5f5e-9a7c-0d1e2f3a4b5c' },
  text: localise('de'),
  messages: fhirMessages('de'),
  person: PROFILE_NOT_GIVEN,
};

describe('blood pressure readings', () => {
  it('pair a systolic with a diastolic of the same day and source, in recorded order', () => {
    const results = [
      result('s1', SYSTOLIC, 142),
      result('d1', DIASTOLIC, 91),
      result('s2', SYSTOLIC, 128),
      result('d2', DIASTOLIC, 82),
      result('s3', SYSTOLIC, 150, { test_date: '2026-06-03' }),
      result('d3', DIASTOLIC, 95, { document_id: 'doc' }),
      result('w', 1304, 72),
    ];

    const { readings, others } = pairBloodPressures(results);

    expect(readings.map((reading) => [reading.systolic.id, reading.diastolic.id])).toEqual([
      ['s1', 'd1'],
      ['s2', 'd2'],
    ]);
    expect(others.map((other) => other.id)).toEqual(['s3', 'd3', 'w']);
  });

  it('carry a flag on the component it belongs to, and name it in the note', () => {
    const observation = bloodPressureObservationOf(
      {
        systolic: result('s1', SYSTOLIC, 142, { flag_cause: 'Cuff too small', flagged_at: 0 }),
        diastolic: result('d1', DIASTOLIC, 91),
      },
      context,
    );

    expect(observation.code).toMatchObject({ text: 'Blutdruck' });
    expect(observation.component?.map((component) => component.extension)).toEqual([
      [
        {
          url: 'https://labtrail.app/fhir/StructureDefinition/flagged-inaccurate',
          valueString: 'Cuff too small',
        },
      ],
      undefined,
    ]);
    expect(observation.note).toEqual([
      {
        text: 'Systolischer Blutdruck als ungenau markiert: Cuff too small',
        time: '1970-01-01T00:00:00.000Z',
      },
    ]);
  });
});
