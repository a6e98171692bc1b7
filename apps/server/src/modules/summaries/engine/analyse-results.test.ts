import { describe, expect, it } from 'vitest';
import { analyseResults } from './analyse-results';
import { markerRow } from './crafted-results';
import { MARKER_IDS, MARKER_LOINCS } from './marker-keys';
import type { MarkerKey } from './marker-keys';

const TODAY = '2026-06-15';

const result = (key: MarkerKey, value: number, testDate = '2026-06-01') =>
  markerRow(key, value, { test_date: testDate });

it('finds a catalogue biomarker for every marker the rules reason about', () => {
  const missing = (Object.keys(MARKER_LOINCS) as MarkerKey[]).filter((key) => !MARKER_IDS.has(key));
  expect(missing).toEqual([]);
});

describe('the analysis of crafted profiles', () => {
  it('says nothing without any result, so the card stays hidden', () => {
    expect(analyseResults([], TODAY).us).toEqual({
      sections: [],
      urgent: '',
      concerning_biomarkers: '',
      insights: '',
      next_recommended_test_date: '',
      overall_impression: '',
    });
  });

  it('reassures when every value is in range and plans a yearly retest', () => {
    const { us, de } = analyseResults(
      [
        result('ldl', 85),
        result('hdl', 65),
        result('triglycerides', 90),
        result('hba1c', 5.1),
        result('haemoglobin', 14.2),
      ],
      TODAY,
    );
    expect(us.concerning_biomarkers).toBe('');
    expect(us.insights).toContain('**5 of');
    expect(us.insights).toContain('All of them are in their desired range.');
    expect(us.overall_impression).toContain('reassuring');
    expect(us.overall_impression).toContain('not medical advice');
    expect(us.next_recommended_test_date).toBe('2027-06-01');
    expect(us.sections.map((section) => section.category_id).length).toBeGreaterThanOrEqual(3);
    expect(de.overall_impression).toContain('beruhigend');
  });

  it('connects high triglycerides, low HDL and rising HbA1c as insulin resistance', () => {
    const { us, de } = analyseResults(
      [
        result('triglycerides', 150, '2025-06-01'),
        result('triglycerides', 235),
        result('hdl', 34),
        result('hba1c', 5.5, '2025-06-01'),
        result('hba1c', 6.0),
        result('ldl', 95),
      ],
      TODAY,
    );
    expect(us.insights).toContain('Signs of reduced insulin sensitivity');
    const heart = us.sections.find((section) =>
      section.biomarker_connections.includes('insulin resistance'),
    );
    expect(heart?.biomarker_connections).toContain('235 mg/dL');
    expect(heart?.biomarker_connections).toContain('up from 150 mg/dL on Jun 1, 2025');
    expect(heart?.recommendations.join(' ')).toContain('walk');
    expect(us.concerning_biomarkers.split('; ')).toEqual(
      expect.arrayContaining([expect.stringContaining('Triglycerides 235 mg/dL')]),
    );
    expect(us.insights).toContain('Moving the wrong way since the previous test:');
    expect(us.next_recommended_test_date <= '2026-09-01').toBe(true);
    expect(de.insights).toContain('Insulinempfindlichkeit');
    expect(de.sections.map((section) => section.biomarker_connections).join(' ')).toContain(
      '235 mg/dL',
    );
  });

  it('recognises iron-deficiency anaemia from haemoglobin, ferritin and MCV together', () => {
    const { us } = analyseResults(
      [result('haemoglobin', 10.2), result('ferritin', 7), result('mcv', 72)],
      TODAY,
    );
    expect(us.insights).toContain('Pattern of iron-deficiency anemia');
    const text = us.sections.map((section) => section.biomarker_connections).join(' ');
    expect(text).toContain('10.2 g/dL');
    expect(text).toContain('lack of iron');
    expect(us.sections.flatMap((section) => section.recommendations).join(' ')).toContain(
      'Have hemoglobin and ferritin measured again 8–12 weeks after starting treatment',
    );
  });

  it('points out declining kidney function over time', () => {
    const { us } = analyseResults(
      [
        result('egfr', 88, '2024-06-01'),
        result('egfr', 58),
        result('creatinine', 0.9, '2024-06-01'),
        result('creatinine', 1.4),
      ],
      TODAY,
    );
    expect(us.insights).toContain('Kidney function needs a closer look');
    const kidney = us.sections.find((section) => section.biomarker_connections.includes('kidneys'));
    expect(kidney?.biomarker_connections).toContain('down from 88');
    expect(us.insights).toContain('Moving the wrong way');
  });

  it('sends a critical value to a doctor today', () => {
    const { us } = analyseResults([result('haemoglobin', 6.1)], TODAY);
    expect(us.urgent).toMatch(/^\*\*Seek medical care today:\*\* Hemoglobin 6\.1 g\/dL/);
    expect(us.overall_impression).toMatch(/^\*\*Seek medical care today:\*\*/);
    expect(us.next_recommended_test_date).toBe(TODAY);
  });

  it('leaves flagged results out', () => {
    const flagged = { ...result('ldl', 240), flagged_at: 1, flag_cause: 'The result is incorrect' };
    const { us } = analyseResults([result('ldl', 85, '2026-05-01'), flagged], TODAY);
    expect(us.concerning_biomarkers).toBe('');
  });
});
