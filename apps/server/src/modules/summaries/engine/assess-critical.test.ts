import { describe, expect, it } from 'vitest';
import { assessCritical } from './assess-critical';
import { biomarkerByLoinc } from './crafted-results';

const platelets = biomarkerByLoinc('777-3');
const glucose = biomarkerByLoinc('2345-7');
const egfr = biomarkerByLoinc('62238-1');
const hba1c = biomarkerByLoinc('4548-4');
const systolic = biomarkerByLoinc('8480-6');
const troponinI = biomarkerByLoinc('89579-7');
const troponinT = biomarkerByLoinc('67151-1');
const heartRate = biomarkerByLoinc('8867-4');

describe('a critical value', () => {
  it('is at or beyond a limit that labs print as ≤ or ≥', () => {
    expect(assessCritical(platelets, 40, null, null)).toMatchObject({ side: 'low', limit: 40 });
    expect(assessCritical(platelets, 41, null, null)).toBeUndefined();
    expect(assessCritical(platelets, 1000, null, null)).toMatchObject({
      side: 'high',
      limit: 1000,
    });
    expect(assessCritical(glucose, 400, null, null)).toMatchObject({
      side: 'high',
      signs: 'glucose',
    });
  });

  it('is strictly beyond a limit its source gives as < or >', () => {
    expect(assessCritical(egfr, 15, null, null)).toBeUndefined();
    expect(assessCritical(egfr, 14.9, null, null)).toMatchObject({ side: 'low', exclusive: true });
    expect(assessCritical(systolic, 180, null, null)).toBeUndefined();
    expect(assessCritical(systolic, 181, null, null)).toMatchObject({ side: 'high', limit: 180 });
    expect(assessCritical(heartRate, 30, null, null)).toBeUndefined();
    expect(assessCritical(heartRate, 29, null, null)).toMatchObject({ side: 'low', limit: 30 });
    expect(assessCritical(heartRate, 131, null, null)).toMatchObject({ side: 'high' });
  });

  it('comes from a printed bound only when every value the bound allows is critical', () => {
    expect(assessCritical(platelets, 40, '<', null)).toMatchObject({ side: 'low' });
    expect(assessCritical(platelets, 45, '<', null)).toBeUndefined();
    expect(assessCritical(platelets, 20, '>', null)).toBeUndefined();
    expect(assessCritical(glucose, 400, '<', null)).toBeUndefined();
    expect(assessCritical(glucose, 400, '>', null)).toMatchObject({ side: 'high' });
    expect(assessCritical(egfr, 15, '<', null)).toMatchObject({ side: 'low' });
    expect(assessCritical(egfr, 60, '>', null)).toBeUndefined();
    expect(assessCritical(systolic, 180, '>', null)).toMatchObject({ side: 'high' });
  });

  it('does not exist for a biomarker without alert limits', () => {
    expect(assessCritical(biomarkerByLoinc('2093-3'), 900, null, null)).toBeUndefined();
  });

  // Review 2026-11, F19: no lab lists HbA1c, a resting pulse of 40 is common in athletes, and
  // hs-TnT between its 99th percentile and 50 ng/L is often stable in kidney disease and old age.
  it('is not an HbA1c, a resting pulse of 40 or an hs-troponin T of 20', () => {
    expect(assessCritical(hba1c, 10.1, null, null)).toBeUndefined();
    expect(assessCritical(hba1c, 13, null, null)).toBeUndefined();
    expect(assessCritical(heartRate, 40, null, null)).toBeUndefined();
    expect(assessCritical(troponinT, 20, null, null)).toBeUndefined();
    expect(assessCritical(troponinT, 49, null, null)).toBeUndefined();
    expect(assessCritical(troponinT, 50, null, null)).toMatchObject({ side: 'high', limit: 50 });
  });

  // Review 2026-11, F6: women's and men's 99th percentiles of hs-troponin I are 16 and 34 ng/L.
  it("uses the person's own hs-troponin I limit, and the limit for both only while sex is unknown", () => {
    expect(assessCritical(troponinI, 20, null, 'female')).toMatchObject({ limit: 16 });
    expect(assessCritical(troponinI, 16, null, 'female')).toBeUndefined();
    expect(assessCritical(troponinI, 30, null, 'male')).toBeUndefined();
    expect(assessCritical(troponinI, 35, null, 'male')).toMatchObject({ limit: 34 });
    expect(assessCritical(troponinI, 20, null, null)).toBeUndefined();
    expect(assessCritical(troponinI, 30, null, null)).toMatchObject({ limit: 26 });
  });
});
