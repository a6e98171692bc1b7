import { describe, expect, it } from 'vitest';
import { assessCritical } from './assess-critical';
import { biomarkerByLoinc } from './crafted-results';

const platelets = biomarkerByLoinc('777-3');
const glucose = biomarkerByLoinc('2345-7');
const egfr = biomarkerByLoinc('62238-1');
const hba1c = biomarkerByLoinc('4548-4');
const systolic = biomarkerByLoinc('8480-6');

describe('a critical value', () => {
  it('is at or beyond a limit that labs print as ≤ or ≥', () => {
    expect(assessCritical(platelets, 40, null)).toMatchObject({ side: 'low', limit: 40 });
    expect(assessCritical(platelets, 41, null)).toBeUndefined();
    expect(assessCritical(platelets, 1000, null)).toMatchObject({ side: 'high', limit: 1000 });
    expect(assessCritical(glucose, 400, null)).toMatchObject({ side: 'high', signs: 'glucose' });
  });

  it('is strictly beyond a limit its source gives as < or >', () => {
    expect(assessCritical(egfr, 15, null)).toBeUndefined();
    expect(assessCritical(egfr, 14.9, null)).toMatchObject({ side: 'low', exclusive: true });
    expect(assessCritical(hba1c, 10, null)).toBeUndefined();
    expect(assessCritical(hba1c, 10.1, null)).toMatchObject({ side: 'high' });
    expect(assessCritical(systolic, 180, null)).toBeUndefined();
    expect(assessCritical(systolic, 181, null)).toMatchObject({ side: 'high', limit: 180 });
  });

  it('comes from a printed bound only when every value the bound allows is critical', () => {
    expect(assessCritical(platelets, 40, '<')).toMatchObject({ side: 'low' });
    expect(assessCritical(platelets, 45, '<')).toBeUndefined();
    expect(assessCritical(platelets, 20, '>')).toBeUndefined();
    expect(assessCritical(glucose, 400, '<')).toBeUndefined();
    expect(assessCritical(glucose, 400, '>')).toMatchObject({ side: 'high' });
    expect(assessCritical(egfr, 15, '<')).toMatchObject({ side: 'low' });
    expect(assessCritical(egfr, 60, '>')).toBeUndefined();
    expect(assessCritical(hba1c, 10, '>')).toMatchObject({ side: 'high' });
  });

  it('does not exist for a biomarker without alert limits', () => {
    expect(assessCritical(biomarkerByLoinc('2093-3'), 900, null)).toBeUndefined();
  });
});
