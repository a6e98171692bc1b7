import { describe, expect, it } from 'vitest';
import { PROFILE_NOT_GIVEN } from '@labtrail/contract/profile';
import { analyseResults } from './analyse-results';
import { markerRow, printedBy } from './crafted-results';
import type { CraftedPrint } from './crafted-results';
import { readProfile } from './read-profile';

const TODAY = '2026-06-15';
const LAB_A = 'Labor Nord MVZ';
const LAB_B = 'Westside Pathology Laboratory';

/** LDL of 130 then 175 mg/dL: a rise well past its reference change, out of the desired range. */
function ldlHistory(before: CraftedPrint | 'manual', after: CraftedPrint | 'manual') {
  const print = (side: CraftedPrint | 'manual') => (side === 'manual' ? {} : printedBy(side));
  return [
    markerRow('ldl', 130, { test_date: '2025-06-01', ...print(before) }),
    markerRow('ldl', 175, { test_date: '2026-06-01', ...print(after) }),
  ];
}

function ldlOf(results: ReturnType<typeof ldlHistory>) {
  return readProfile(results, PROFILE_NOT_GIVEN, TODAY).marker('ldl');
}

describe('a comparability break between the two latest results', () => {
  it('leaves the trend as it is when the same lab measured both', () => {
    const results = ldlHistory({ lab: LAB_A, range: '0 - 130' }, { lab: LAB_A, range: '0 - 130' });
    expect(ldlOf(results)?.trend).toBe('worsening');
    expect(ldlOf(results)?.comparabilityBreak).toBeUndefined();
    const { us } = analyseResults(results, TODAY);
    expect(us.insights).toContain('Moving the wrong way');
    expect(us.insights).not.toContain('not measured alike');
  });

  it('calls no trend across a change of lab and says the lab changed instead', () => {
    const results = ldlHistory({ lab: LAB_A }, { lab: LAB_B });
    expect(ldlOf(results)?.trend).toBe('unknown');
    expect(ldlOf(results)?.comparabilityBreak).toEqual({
      reason: 'lab',
      unjoinedTrend: 'worsening',
    });
    const { us, de } = analyseResults(results, TODAY);
    expect(us.insights).not.toContain('Moving the wrong way');
    expect(us.insights).toContain(
      'Not called a trend, because the two results were not measured alike:',
    );
    expect(us.insights).toContain('(the lab changed in between)');
    expect(de.insights).not.toContain('in die falsche Richtung');
    expect(de.insights).toContain('(dazwischen hat das Labor gewechselt)');
  });

  it('takes two spellings of one lab as the same lab', () => {
    const results = ldlHistory({ lab: 'Labor Nord MVZ' }, { lab: 'LABOR NORD, MVZ' });
    expect(ldlOf(results)?.trend).toBe('worsening');
  });

  it('calls no trend across a change of method', () => {
    const results = ldlHistory(
      { lab: LAB_A, method: 'calculated' },
      { lab: LAB_A, method: 'direct enzymatic' },
    );
    expect(ldlOf(results)?.trend).toBe('unknown');
    expect(ldlOf(results)?.comparabilityBreak?.reason).toBe('method');
    const { us, de } = analyseResults(results, TODAY);
    expect(us.insights).toContain('(the method changed in between)');
    expect(de.insights).toContain('(dazwischen hat die Messmethode gewechselt)');
  });

  it('keeps the trend when the printed range moved a little, breaks it when it moved a lot', () => {
    const little = ldlHistory({ lab: LAB_A, range: '0 - 130' }, { lab: LAB_A, range: '0 - 135' });
    expect(ldlOf(little)?.trend).toBe('worsening');
    const lot = ldlHistory({ lab: LAB_A, range: '0 - 130' }, { lab: LAB_A, range: '0 - 100' });
    expect(ldlOf(lot)?.trend).toBe('unknown');
    expect(ldlOf(lot)?.comparabilityBreak?.reason).toBe('range');
    expect(analyseResults(lot, TODAY).us.insights).toContain(
      "(the lab's reference range changed in between)",
    );
  });

  it('compares printed ranges in the catalogue unit, whatever unit they were printed in', () => {
    // 3.36 mmol/L is 130 mg/dL: the same range printed in SI units.
    const results = ldlHistory(
      { lab: LAB_A, range: '0 - 130', unit: 'mg/dL' },
      { lab: LAB_A, range: '0 - 3.36', unit: 'mmol/L' },
    );
    expect(ldlOf(results)?.trend).toBe('worsening');
  });

  it('sees no break next to a value entered by hand, whose lab is unknown', () => {
    const after = ldlHistory('manual', { lab: LAB_B });
    expect(ldlOf(after)?.trend).toBe('worsening');
    const before = ldlHistory({ lab: LAB_A }, 'manual');
    expect(ldlOf(before)?.trend).toBe('worsening');
  });

  it('judges only the two latest results: a manual value between two labs joins both', () => {
    const results = [
      markerRow('ldl', 100, { test_date: '2024-06-01', ...printedBy({ lab: LAB_A }) }),
      markerRow('ldl', 130, { test_date: '2025-06-01' }),
      markerRow('ldl', 175, { test_date: '2026-06-01', ...printedBy({ lab: LAB_B }) }),
    ];
    expect(ldlOf(results)?.comparabilityBreak).toBeUndefined();
    expect(ldlOf(results)?.trend).toBe('worsening');
  });
});
