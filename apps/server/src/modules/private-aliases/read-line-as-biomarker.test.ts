import type { Provenance } from '@labtrail/contract/review';
import { describe, expect, it } from 'vitest';
import type { CatalogueBiomarker } from '../biomarkers/catalogue/catalogue-types';
import { findBiomarker } from '../biomarkers/find-biomarker';
import type { LineReadingContext, LineToRead } from './read-line-as-biomarker';
import { readLineAsBiomarker } from './read-line-as-biomarker';

function biomarker(id: number): CatalogueBiomarker {
  const found = findBiomarker(id);
  if (found === undefined) throw new Error(`no biomarker ${String(id)} in the catalogue`);
  return found;
}

const GLUCOSE = biomarker(211);
const CRP = biomarker(301);
const HEMOGLOBIN = biomarker(1001);
const HBSAG = biomarker(1802);

const SOURCE: Provenance = {
  printed: {
    name: 'Blutzucker nüchtern',
    value: '112',
    unit: 'mg/dL',
    range: '70 - 100',
    flag: null,
  },
  page: 2,
  row_box: { x: 0.1, y: 0.2, width: 0.5, height: 0.02 },
  value_box: { x: 0.4, y: 0.2, width: 0.05, height: 0.02 },
  observation: null,
};

function line(overrides: Partial<LineToRead> = {}): LineToRead {
  return {
    name: 'Blutzucker nüchtern',
    value: '112',
    unit: 'mg/dL',
    ref_range: '70 - 100',
    page: 2,
    source: SOURCE,
    ...overrides,
  };
}

const CONTEXT: LineReadingContext = { testDate: '2026-03-12', decimal: '.', hasPages: true };

describe('readLineAsBiomarker', () => {
  it('reads the printed value as the biomarker on the report’s date, keeping where it is printed', () => {
    expect(readLineAsBiomarker(line(), GLUCOSE, CONTEXT)).toEqual({
      result: {
        biomarkerId: GLUCOSE.id,
        value: 112,
        originalValue: 112,
        originalUnit: 'mg/dL',
        comparator: null,
        valueText: null,
        testDate: '2026-03-12',
        provenance: { ...SOURCE, mapped: true },
      },
    });
  });

  it('reads a decimal comma and converts the printed unit into the catalogue’s', () => {
    const reading = readLineAsBiomarker(line({ value: '6,2', unit: 'mmol/L' }), GLUCOSE, {
      ...CONTEXT,
      decimal: ',',
    });
    expect(reading).toMatchObject({
      result: {
        originalValue: 6.2,
        originalUnit: 'mmol/L',
        value: expect.closeTo(111.7, 0) as unknown,
      },
    });
  });

  it('keeps a printed bound as the comparator', () => {
    const reading = readLineAsBiomarker(line({ value: '<5', unit: 'mg/L' }), CRP, CONTEXT);
    expect(reading).toMatchObject({ result: { value: 5, comparator: '<', originalUnit: 'mg/L' } });
  });

  it('reads a flag printed beside the number as no part of the value', () => {
    expect(readLineAsBiomarker(line({ value: '112 H' }), GLUCOSE, CONTEXT)).toMatchObject({
      result: { value: 112 },
    });
  });

  it('takes the unit printed in the value’s own cell', () => {
    const reading = readLineAsBiomarker(
      line({ value: '13.5 g/dL', unit: '' }),
      HEMOGLOBIN,
      CONTEXT,
    );
    expect(reading).toMatchObject({ result: { value: 13.5, originalUnit: 'g/dL' } });
  });

  it('reads a qualitative word the biomarker is reported with', () => {
    const reading = readLineAsBiomarker(line({ value: 'Negative', unit: '' }), HBSAG, CONTEXT);
    expect(reading).toMatchObject({
      result: { value: 0, valueText: 'Negative', comparator: null },
    });
  });

  it.each([
    ['a word the biomarker is not reported with', 'Negative'],
    ['text that is no value', 'see comment'],
    ['two numbers', '132/86'],
  ])('refuses %s as unreadable', (_what, value) => {
    expect(readLineAsBiomarker(line({ value }), GLUCOSE, CONTEXT)).toMatchObject({
      problem: { kind: 'unreadable' },
    });
  });

  it('refuses a unit the biomarker cannot take, and reads the unit the person chose instead', () => {
    const printed = line({ value: '42', unit: 'U/L' });
    expect(readLineAsBiomarker(printed, GLUCOSE, CONTEXT)).toMatchObject({
      problem: { kind: 'unit', reason: expect.stringContaining('"U/L"') as unknown },
    });
    expect(readLineAsBiomarker(printed, GLUCOSE, { ...CONTEXT, unit: 'mg/dL' })).toMatchObject({
      result: { value: 42, originalUnit: 'mg/dL' },
    });
    expect(readLineAsBiomarker(printed, GLUCOSE, { ...CONTEXT, unit: 'furlongs' })).toMatchObject({
      problem: { kind: 'unit' },
    });
  });

  it('reads a value printed without a unit in the unit its range shows, and never guesses one', () => {
    const bare = line({ value: '5.5', unit: '', ref_range: '3.9 - 5.6' });
    expect(readLineAsBiomarker(bare, GLUCOSE, CONTEXT)).toMatchObject({
      result: { originalUnit: 'mmol/L', value: expect.closeTo(99.1, 0) as unknown },
    });
    expect(readLineAsBiomarker({ ...bare, ref_range: null }, GLUCOSE, CONTEXT)).toMatchObject({
      problem: { kind: 'unit' },
    });
  });

  it('refuses a value no sample can show, as the reader does', () => {
    const reading = readLineAsBiomarker(line({ value: '140', unit: 'g/dL' }), HEMOGLOBIN, CONTEXT);
    expect(reading).toMatchObject({ problem: { kind: 'implausible' } });
  });

  it('gives a line stored before its source was kept its printed fields and page, without boxes', () => {
    const old = line({ source: undefined, ref_range: null });
    expect(readLineAsBiomarker(old, GLUCOSE, CONTEXT)).toMatchObject({
      result: {
        provenance: {
          printed: {
            name: 'Blutzucker nüchtern',
            value: '112',
            unit: 'mg/dL',
            range: null,
            flag: null,
          },
          page: 2,
          row_box: null,
          value_box: null,
          observation: null,
          mapped: true,
        },
      },
    });
    expect(readLineAsBiomarker(old, GLUCOSE, { ...CONTEXT, hasPages: false })).toMatchObject({
      result: { provenance: { page: null } },
    });
  });
});
