import { describe, expect, it } from 'vitest';
import { normaliseName } from '../biomarkers/printed/catalogue-index';
import type { UnmatchedLine } from '../biomarkers/printed/unmatched-line';
import type { NewResult } from '../results/record-results';
import { readThroughAliases } from './read-through-aliases';

const GLUCOSE = 211;
const CRP = 301;

function line(name: string, value: string, unit: string, range: string | null): UnmatchedLine {
  const printed = { name, value, unit, range, flag: null };
  return {
    name,
    value,
    unit,
    ref_range: range,
    page: 1,
    reason: 'no catalogue biomarker has this name',
    source: { printed, page: 1, row_box: null, value_box: null, observation: null },
  };
}

const GIVEN_CRP: NewResult = {
  biomarkerId: CRP,
  value: 3,
  originalValue: 3,
  originalUnit: 'mg/L',
  comparator: null,
  testDate: '2026-03-12',
};

const CONTEXT = { testDate: '2026-03-12', hasPages: true };
const ALIASES = new Map([
  [normaliseName('Blutzucker nüchtern'), GLUCOSE],
  [normaliseName('Entzündungswert'), CRP],
]);

describe('readThroughAliases', () => {
  it('reads a line whose name the person mapped as their biomarker, whatever its case and accents', () => {
    const frobnicase = line('Frobnicase', '42', 'U/L', '10 - 50');
    const read = readThroughAliases(
      {
        results: [],
        unmatched: [line('BLUTZUCKER nuechtern', '112', 'mg/dL', '70 - 100'), frobnicase],
      },
      ALIASES,
      CONTEXT,
    );
    expect(read.results).toEqual([
      expect.objectContaining({
        biomarkerId: GLUCOSE,
        value: 112,
        testDate: '2026-03-12',
        provenance: expect.objectContaining({ mapped: true }) as unknown,
      }),
    ]);
    expect(read.unmatched).toEqual([frobnicase]);
  });

  it('reads numbers in the document’s own style: a decimal comma when its ranges print one', () => {
    const read = readThroughAliases(
      { results: [], unmatched: [line('Blutzucker nüchtern', '6,200', 'mmol/L', '3,9 - 5,5')] },
      ALIASES,
      CONTEXT,
    );
    expect(read.results[0]?.originalValue).toBe(6.2);
  });

  it('leaves a mapped line unmatched, saying why, when its value cannot be read', () => {
    const read = readThroughAliases(
      { results: [], unmatched: [line('Blutzucker nüchtern', 'see note', '', null)] },
      ALIASES,
      CONTEXT,
    );
    expect(read.results).toEqual([]);
    expect(read.unmatched[0]?.reason).toBe(
      'mapped by you to Glucose, but the value "see note" could not be read',
    );
  });

  it('never doubles a biomarker the document already gives', () => {
    const read = readThroughAliases(
      {
        results: [GIVEN_CRP],
        unmatched: [
          line('Entzündungswert', '5', 'mg/L', '< 5'),
          line('Blutzucker nüchtern', '112', 'mg/dL', null),
          line('Blutzucker nüchtern', '110', 'mg/dL', null),
        ],
      },
      ALIASES,
      CONTEXT,
    );
    expect(read.results.map((result) => [result.biomarkerId, result.value])).toEqual([
      [CRP, 3],
      [GLUCOSE, 112],
    ]);
    expect(read.unmatched.map((each) => each.reason)).toEqual([
      'mapped by you to C-Reactive Protein, which this document already gives',
      'mapped by you to Glucose, which this document already gives',
    ]);
  });
});
