import { describe, expect, it } from 'vitest';
import { cleanUnit, isUnitPlaceholder, looksLikeUnit } from './clean-unit';

describe('a printed unit cell', () => {
  it('drops brackets and a trailing full stop', () => {
    expect(cleanUnit('(mg/dL)')).toBe('mg/dL');
    expect(cleanUnit('[mg/dL]')).toBe('mg/dL');
    expect(cleanUnit('mg/dL.')).toBe('mg/dL');
    expect(cleanUnit('cells / c.mm')).toBe('cells/cumm');
    expect(cleanUnit('x10E3/uL')).toBe('10^3/uL');
  });

  it('reads every lab spelling of a unit as a unit', () => {
    for (const printed of [
      'U/I',
      'IU/L',
      'mIU/mL',
      'µIU/mL',
      'g/dl',
      'G/DL',
      'mcg/dL',
      'mcmol/L',
      'mEq/L',
      'lakhs/cumm',
      'millions/µL',
      'million/cmm',
      'x 10^3/µL',
      '×10⁹/L',
      '10*9/L',
      'T/L',
      '/pL',
      '(mg/dL)',
    ]) {
      expect(looksLikeUnit(printed), printed).toBe(true);
    }
  });

  it('does not read words or numbers as a unit', () => {
    for (const printed of ['Calculated', 'Normal', 'Blood', 'within 7 days', '4.5', '---']) {
      expect(looksLikeUnit(printed), printed).toBe(false);
    }
  });

  it('reads a dash as no unit', () => {
    expect(isUnitPlaceholder('---')).toBe(true);
    expect(isUnitPlaceholder('mg/dL')).toBe(false);
  });
});
