import { describe, expect, it } from 'vitest';
import { analyseResults } from './analyse-results';
import { markerRow } from './crafted-results';

const TODAY = '2026-06-15';

function allText(summary: object): string {
  return JSON.stringify(summary);
}

describe('values in the diabetes range', () => {
  it('make an HbA1c of 9.5 % diabetes, not insulin resistance, with no OGTT advice', () => {
    const { us, de } = analyseResults(
      [markerRow('hba1c', 9.5), markerRow('triglycerides', 240), markerRow('hdl', 35)],
      TODAY,
    );
    expect(us.insights).toContain('Values in the diabetes range');
    expect(us.insights).not.toContain('insulin sensitivity');
    expect(allText(us)).not.toMatch(/insulin resistance|glucose tolerance test would clarify/);
    expect(allText(us)).toContain('needs a doctor to confirm it');
    expect(allText(us)).toContain('within days to a few weeks');
    expect(us.urgent).toBe('');
    expect(de.insights).toContain('Werte im Diabetesbereich');
    expect(allText(de)).not.toContain('Glukosetoleranztest Ihren Zuckerstoffwechsel');
  });

  it.each([
    ['HbA1c 6.5 %', markerRow('hba1c', 6.5)],
    ['fasting glucose 126 mg/dL', markerRow('fastingGlucose', 126)],
    ['2-hour OGTT glucose 200 mg/dL', markerRow('ogttGlucose', 200)],
    ['glucose 250 mg/dL at any time', markerRow('glucose', 250)],
  ])('start at the ADA threshold: %s', (_, row) => {
    expect(analyseResults([row], TODAY).us.insights).toContain('Values in the diabetes range');
  });

  it('do not include a glucose below 200 mg/dL not known to be fasting', () => {
    const { us } = analyseResults([markerRow('glucose', 180)], TODAY);
    expect(us.insights).not.toContain('diabetes');
    expect(allText(us)).not.toMatch(/fasting glucose 180|Fasting Glucose 180/i);
  });

  it('do not include a printed bound below the threshold', () => {
    const { us } = analyseResults([markerRow('hba1c', 7, { comparator: '<' })], TODAY);
    expect(us.insights).not.toContain('Values in the diabetes range');
  });

  it('leave insulin resistance to values below the diabetes range', () => {
    const { us } = analyseResults(
      [markerRow('hba1c', 6), markerRow('triglycerides', 240), markerRow('hdl', 35)],
      TODAY,
    );
    expect(us.insights).toContain('Signs of reduced insulin sensitivity');
    expect(us.insights).not.toContain('diabetes range');
  });
});
