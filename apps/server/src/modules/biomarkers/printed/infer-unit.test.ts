import { describe, expect, it } from 'vitest';
import { catalogueIndex } from './catalogue-index';
import { inferUnit } from './infer-unit';

function infer(id: number, low: number | null, high: number | null): string {
  const biomarker = catalogueIndex().byId.get(id);
  if (biomarker === undefined) throw new Error(`no biomarker ${String(id)}`);
  const inferred = inferUnit(biomarker, {
    low,
    high,
    text: `${String(low)} - ${String(high)}`,
    unit: '',
  });
  return 'reason' in inferred ? 'none' : inferred.unit;
}

describe('inferUnit', () => {
  it.each([
    ['fasting glucose', 201, 3.9, 5.5, 'mmol/L'],
    ['fasting glucose', 201, 70, 100, 'mg/dL'],
    ['fasting glucose', 201, 0.7, 1.1, 'g/L'],
    ['vitamin D (50 nmol/L is the 20 ng/mL cut-off)', 701, 50, 125, 'nmol/L'],
    ['vitamin D', 701, 75, 250, 'nmol/L'],
    ['vitamin D', 701, 30, 100, 'ng/mL'],
    ['haemoglobin', 1001, 8.4, 10.9, 'mmol/L'],
    ['haemoglobin', 1001, 13, 17, 'g/dL'],
    ['haemoglobin', 1001, 120, 160, 'g/L'],
    ['total testosterone, male', 601, 8.6, 29, 'nmol/L'],
    ['total testosterone, male', 601, 264, 916, 'ng/dL'],
    ['total testosterone, female', 601, 0.29, 1.67, 'nmol/L'],
    ['calcium', 905, 2.15, 2.55, 'mmol/L'],
    ['creatinine', 401, 62, 106, 'µmol/L'],
    ['HbA1c (an affine unit)', 202, 20, 42, 'mmol/mol'],
    ['CRP', 301, 0, 5, 'mg/L'],
    ['CRP', 301, null, 0.5, 'mg/dL'],
    ['eGFR', 402, 60, null, 'mL/min/1.73m²'],
  ] as const)('reads a %s range %s - %s as %s', (_, id, low, high, unit) => {
    expect(infer(id, low, high)).toBe(unit);
  });

  it.each([
    ['ferritin in ng/mL, as near pmol/L', 801, 30, 400],
    ['triglycerides in units 13% apart', 104, null, 1.7],
    ['vitamin B12 in units 36% apart', 1201, 200, 900],
    ['male testosterone in nmol/L, as near a female range in ng/dL', 601, 10, 35],
    ['HDL open above: one number cannot tell mmol/L from g/L', 103, 1.0, null],
    ['fasting glucose with no scale', 201, 0, null],
    ['glucose far from every unit', 201, 500, 900],
  ] as const)('refuses %s', (_, id, low, high) => {
    expect(infer(id, low, high)).toBe('none');
  });

  it('says why without a range', () => {
    const biomarker = catalogueIndex().byId.get(201);
    if (biomarker === undefined) throw new Error('no glucose');
    expect(inferUnit(biomarker, undefined)).toEqual({
      reason: `no unit printed, and no reference range shows which unit ${biomarker.name} is in`,
    });
  });
});
