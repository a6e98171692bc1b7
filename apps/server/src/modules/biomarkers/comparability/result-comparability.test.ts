import type { Provenance } from '@labtrail/contract/review';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ALL_BIOMARKERS } from '../catalogue/catalogue';
import { comparabilityOf, provenanceText } from './result-comparability';

function idOf(loinc: string): number {
  const biomarker = ALL_BIOMARKERS.find((candidate) => candidate.loinc.includes(loinc));
  if (biomarker === undefined) throw new Error(`no biomarker for ${loinc}`);
  return biomarker.id;
}

/** Texts full of quotes, colons, backslashes and the names of the keys read. */
const tricky = fc.oneof(
  fc.string(),
  fc.constant('"lab":"Elsewhere"'),
  fc.constant('x","method":"HPLC","y":"'),
  fc.constant('\\"range\\":null'),
);

const provenance: fc.Arbitrary<Provenance> = fc.record({
  printed: fc.record({
    name: tricky,
    value: tricky,
    unit: tricky,
    range: fc.option(tricky),
    flag: fc.option(tricky),
  }),
  page: fc.option(fc.integer({ min: 1, max: 10_000 })),
  row_box: fc.constant(null),
  value_box: fc.constant(null),
  observation: fc.option(tricky),
  mapped: fc.option(fc.boolean(), { nil: undefined }),
  lab: fc.option(tricky, { nil: undefined }),
  method: fc.option(tricky, { nil: undefined }),
});

describe('the texts of a stored provenance, read without parsing it', () => {
  it('are the provenance’s own, whatever its printed texts say', () => {
    fc.assert(
      fc.property(provenance, (written) => {
        const json = JSON.stringify(written);
        expect(provenanceText(json, 'lab')).toBe(written.lab ?? null);
        expect(provenanceText(json, 'method')).toBe(written.method ?? null);
        expect(provenanceText(json, 'unit')).toBe(written.printed.unit);
        expect(provenanceText(json, 'range')).toBe(written.printed.range);
        expect(provenanceText(json, 'value')).toBe(written.printed.value);
      }),
    );
  });
});

describe('what makes a result comparable', () => {
  const ldl = idOf('13457-7');

  it('is nothing known for a value entered by hand', () => {
    expect(comparabilityOf({ biomarker_id: ldl, provenance: null })).toEqual({
      lab: null,
      method: null,
      printedUnit: null,
      printedRange: null,
      range: undefined,
    });
  });

  it('reads a German range with decimal commas into the catalogue unit', () => {
    const written: Provenance = {
      printed: { name: 'Kalium', value: '4,2', unit: 'mmol/l', range: '3,5 - 5,1', flag: null },
      page: 1,
      row_box: null,
      value_box: null,
      observation: null,
      lab: 'Labor Nord',
      method: null,
    };
    const potassium = idOf('2823-3');
    const read = comparabilityOf({
      biomarker_id: potassium,
      original_unit: 'mmol/L',
      provenance: JSON.stringify(written),
    });
    expect(read.lab).toBe('Labor Nord');
    expect(read.range).toEqual({ low: 3.5, high: 5.1 });
  });
});
