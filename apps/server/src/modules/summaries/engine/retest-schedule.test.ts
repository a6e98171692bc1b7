import { describe, expect, it } from 'vitest';
import { PROFILE_NOT_GIVEN } from '@labtrail/contract/profile';
import type { AnalysedResult } from './analysed-result';
import { markerRow } from './crafted-results';
import { readProfile } from './read-profile';
import { recommendedTestDate, scheduleRetests } from './retest-schedule';

const TODAY = '2026-06-15';

function profileOf(rows: Parameters<typeof readProfile>[0]) {
  return readProfile(rows, PROFILE_NOT_GIVEN, TODAY);
}

function schedule(rows: readonly AnalysedResult[]) {
  return scheduleRetests(readProfile(rows, PROFILE_NOT_GIVEN, TODAY), TODAY).map((retest) => ({
    name: retest.reading.biomarker.name,
    due: retest.dueDate,
    reason: retest.reason,
    overdue: retest.overdue,
  }));
}

describe('when each biomarker is due again', () => {
  it('follows its own latest result: soonest first, on one day the most severe first', () => {
    expect(
      schedule([
        markerRow('hdl', 65),
        markerRow('triglycerides', 172),
        markerRow('ferritin', 100, { test_date: '2024-01-10' }),
        markerRow('vitaminD', 25, { test_date: '2026-03-31' }),
        markerRow('hba1c', 5.5, { test_date: '2025-06-01' }),
        markerRow('hba1c', 6.0),
        markerRow('ldl', 170),
        markerRow('haemoglobin', 6.1),
        markerRow('tsh', 25, { test_date: '2026-06-14' }),
      ]),
    ).toEqual([
      { name: 'Hemoglobin', due: TODAY, reason: 'critical', overdue: false },
      { name: 'Ferritin', due: TODAY, reason: 'routine', overdue: true },
      {
        name: 'TSH (Thyroid-Stimulating Hormone)',
        due: '2026-06-16',
        reason: 'prompt',
        overdue: false,
      },
      { name: 'LDL Cholesterol', due: '2026-09-01', reason: 'far_out_of_range', overdue: false },
      { name: 'HbA1c', due: '2026-09-01', reason: 'worsening', overdue: false },
      { name: 'Vitamin D (25-Hydroxy)', due: '2026-09-30', reason: 'out_of_range', overdue: false },
      { name: 'Triglycerides', due: '2026-12-01', reason: 'out_of_range', overdue: false },
      { name: 'HDL Cholesterol', due: '2027-06-01', reason: 'routine', overdue: false },
    ]);
  });

  it('is today for a critical value however old, without calling it overdue', () => {
    expect(schedule([markerRow('haemoglobin', 6.1, { test_date: '2025-01-01' })])).toEqual([
      { name: 'Hemoglobin', due: TODAY, reason: 'critical', overdue: false },
    ]);
  });

  it('is two days after a prompt value’s result, or today once those have passed', () => {
    expect(schedule([markerRow('ldl', 250, { test_date: '2026-06-14' })])).toEqual([
      { name: 'LDL Cholesterol', due: '2026-06-16', reason: 'prompt', overdue: false },
    ]);
    expect(schedule([markerRow('ldl', 250, { test_date: '2026-06-01' })])).toEqual([
      { name: 'LDL Cholesterol', due: TODAY, reason: 'prompt', overdue: true },
    ]);
  });

  it('is today, overdue, for a value out of range whose retest date has passed', () => {
    expect(schedule([markerRow('triglycerides', 172, { test_date: '2025-11-01' })])).toEqual([
      { name: 'Triglycerides', due: TODAY, reason: 'out_of_range', overdue: true },
    ]);
  });

  it('leaves flagged results out and lists nothing without results', () => {
    expect(schedule([{ ...markerRow('ldl', 190), flagged_at: 1 }])).toEqual([]);
    expect(schedule([])).toEqual([]);
  });
});

describe('the overall next test date', () => {
  it.each<[string, AnalysedResult[]]>([
    ['critical', [markerRow('haemoglobin', 6.1)]],
    ['prompt', [markerRow('tsh', 25, { test_date: '2026-06-14' })]],
    ['far out of range', [markerRow('ldl', 170)]],
    ['worsening', [markerRow('hba1c', 5.5, { test_date: '2025-06-01' }), markerRow('hba1c', 6.0)]],
    ['out of range', [markerRow('triglycerides', 172)]],
    ['in range', [markerRow('hdl', 65)]],
    ['overdue', [markerRow('hdl', 65, { test_date: '2024-01-10' })]],
  ])('is the biomarker’s own date for a single %s value', (_, rows) => {
    const profile = readProfile(rows, PROFILE_NOT_GIVEN, TODAY);
    expect(recommendedTestDate(profile, TODAY)).toBe(scheduleRetests(profile, TODAY)[0]?.dueDate);
  });

  it('comes sooner with more than three values out of range, each mild on its own', () => {
    const profile = profileOf([
      markerRow('triglycerides', 172),
      markerRow('vitaminD', 25),
      markerRow('alt', 46),
      markerRow('hba1c', 6.0),
    ]);
    expect(scheduleRetests(profile, TODAY).map((retest) => retest.dueDate)).toEqual([
      '2026-12-01',
      '2026-12-01',
      '2026-12-01',
      '2026-12-01',
    ]);
    expect(recommendedTestDate(profile, TODAY)).toBe('2026-09-01');
  });
});
