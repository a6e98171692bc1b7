import { describe, expect, it } from 'vitest';
import { readUnit } from './read-unit';

describe('reading a printed unit', () => {
  it('reads each spelling of a microlitre as the same volume', () => {
    for (const volume of ['µL', 'μL', 'uL', 'mcL', 'cumm', 'cmm', 'c.mm', 'mm3', 'mm³', 'mm^3']) {
      expect(readUnit(`/${volume}`), volume).toEqual([{ quantity: 'count/volume', power: 6 }]);
    }
  });

  it('reads count multipliers as powers of ten', () => {
    expect(readUnit('lakhs/cumm')).toEqual([{ quantity: 'count/volume', power: 11 }]);
    expect(readUnit('K/µL')).toEqual([{ quantity: 'count/volume', power: 9 }]);
    expect(readUnit('x10E3/uL')).toEqual([{ quantity: 'count/volume', power: 9 }]);
    expect(readUnit('millions/µL')).toEqual([{ quantity: 'count/volume', power: 12 }]);
  });

  it('reads a capital G as giga or gram, a small g as gram only', () => {
    expect(readUnit('G/L')).toEqual([
      { quantity: 'count/volume', power: 9 },
      { quantity: 'mass/volume', power: 0 },
    ]);
    expect(readUnit('g/L')).toEqual([{ quantity: 'mass/volume', power: 0 }]);
    expect(readUnit('T/l')).toEqual([{ quantity: 'count/volume', power: 12 }]);
  });

  it('reads no quantity into what is not a unit of one', () => {
    for (const printed of ['%', '', '/hpf', 'mg/g creatinine', 'mL/min/1.73m²', 'Normal', 'mg/I']) {
      expect(readUnit(printed), printed).toEqual([]);
    }
  });
});
