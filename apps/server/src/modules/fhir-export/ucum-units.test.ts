import { describe, expect, it } from 'vitest';
import { ALL_BIOMARKERS } from '../biomarkers/catalogue/catalogue';
import { ucumCodeOf } from './ucum-units';

describe('UCUM codes of the catalogue’s units', () => {
  it('has one for every unit a biomarker stores its values in', () => {
    const missing = ALL_BIOMARKERS.filter((biomarker) => ucumCodeOf(biomarker.unit) === undefined);
    expect(missing.map((biomarker) => `${biomarker.name}: ${biomarker.unit}`)).toEqual([]);
  });

  it('writes lab spellings in UCUM’s case-sensitive syntax', () => {
    expect(
      ['mg/dL', 'µmol/L', '10^3/µL', 'mIU/L', 'µIU/mL', 'mmHg', '°C', 'bpm', 'S/CO'].map(
        ucumCodeOf,
      ),
    ).toEqual([
      'mg/dL',
      'umol/L',
      '10*3/uL',
      'm[IU]/L',
      'u[IU]/mL',
      'mm[Hg]',
      'Cel',
      '/min',
      '{s_co_ratio}',
    ]);
  });

  it('knows no unit the catalogue does not use', () => {
    expect(ucumCodeOf('toString')).toBeUndefined();
    expect(ucumCodeOf('furlongs')).toBeUndefined();
  });
});
