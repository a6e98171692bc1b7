import { PROFILE_NOT_GIVEN } from '@labtrail/contract/profile';
import { describe, expect, it } from 'vitest';
import { resultRow } from '../summaries/engine/crafted-results';
import { planRetests } from './plan-retests';

const HAEMOGLOBIN = 1001;

describe('planRetests', () => {
  it('dates a retest by the ranges that fit the person, as the roadmap does', () => {
    // 12.5 g/dL on 2026-06-01: in range for a woman, mild anaemia for a man.
    const results = [resultRow(HAEMOGLOBIN, 12.5)];
    const [woman] = planRetests(
      results,
      { ...PROFILE_NOT_GIVEN, sex: 'female', birth_year: 1990 },
      '2026-06-15',
    );
    const [man] = planRetests(
      results,
      { ...PROFILE_NOT_GIVEN, sex: 'male', birth_year: 1990 },
      '2026-06-15',
    );
    if (woman === undefined || man === undefined) throw new Error('no retest planned');
    expect(man.dueDate < woman.dueDate).toBe(true);
  });
});
