import { describe, expect, it } from 'vitest';
import type { AnalysedResult } from './analysed-result';
import { analyseResults } from './analyse-results';
import { biomarkerByLoinc, markerRow, resultRow } from './crafted-results';

const TODAY = '2026-06-15';

function connections(summary: { sections: { biomarker_connections: string }[] }): string {
  return summary.sections.map((section) => section.biomarker_connections).join('\n');
}

describe('an important value that is not an emergency', () => {
  // Lp(a) is measured once in a lifetime (EAS 2022): notable, but never given a retest date.
  it.each<[string, AnalysedResult[], string]>([
    ['BMI 35', [resultRow(biomarkerByLoinc('39156-5').id, 35)], '2026-09-01'],
    ['LDL 189', [markerRow('ldl', 189)], '2026-09-01'],
    ['hs-CRP 10', [markerRow('hsCrp', 10)], '2026-09-01'],
    ['Lp(a) 200 mg/dL', [markerRow('lpaMass', 200)], ''],
    ['Lp(a) 500 nmol/L', [markerRow('lpaMolar', 500)], ''],
    [
      'blood pressure 140/90',
      [markerRow('systolic', 140), markerRow('diastolic', 90)],
      '2026-09-01',
    ],
  ])('%s is notable: to discuss soon, not urgent', (_, rows, nextTest) => {
    const { us, de } = analyseResults(rows, TODAY);
    expect(us.urgent).toBe('');
    expect(de.urgent).toBe('');
    expect(us.overall_impression).toMatch(/^Some of your values need attention/);
    expect(JSON.stringify(us)).not.toMatch(/Seek medical care today|critical level|promptly/);
    expect(us.next_recommended_test_date).toBe(nextTest);
  });

  // ACC/AHA 2018: from 190 mg/dL a high-intensity statin without a risk calculation, so LDL 190
  // is no longer a matter of weeks but of the prompt tier.
  it('LDL 190 needs a doctor within a day or two, not a risk discussion in weeks', () => {
    const { us, de } = analyseResults([markerRow('ldl', 190)], TODAY);
    expect(us.urgent?.split('\n')[0]).toBe(
      "**Contact your doctor within the next day or two:** LDL Cholesterol 190 mg/dL (Very High) needs a doctor's assessment within a day or two, not at your next check-up.",
    );
    expect(de.urgent?.split('\n')[0]).toBe(
      '**Wenden Sie sich in den nächsten ein bis zwei Tagen an Ihre Ärztin oder Ihren Arzt:** LDL-Cholesterin 190 mg/dL (Sehr hoch) sollte innerhalb von ein bis zwei Tagen ärztlich beurteilt werden, nicht erst bei der nächsten Routineuntersuchung.',
    );
    expect(JSON.stringify(us)).not.toMatch(/Seek medical care today|depends on your overall risk/);
  });

  it('counts raised Lp(a) as atherogenic in either unit', () => {
    expect(analyseResults([markerRow('lpaMass', 200)], TODAY).us.insights).toContain(
      'Raised atherogenic lipids',
    );
    expect(analyseResults([markerRow('lpaMolar', 500)], TODAY).us.insights).toContain(
      'Raised atherogenic lipids',
    );
  });
});

describe('kidney function', () => {
  it('is not called reduced for an eGFR of 75 (G2) alone', () => {
    const { us } = analyseResults([markerRow('egfr', 75)], TODAY);
    expect(us.insights).not.toContain('Kidney function');
    expect(connections(us)).not.toContain('kidneys');
  });

  it('needs a closer look with albuminuria, even at an eGFR of 75', () => {
    const { us } = analyseResults(
      [markerRow('egfr', 75), markerRow('albuminCreatinineRatio', 45)],
      TODAY,
    );
    expect(us.insights).toContain('Kidney function needs a closer look');
  });

  it('needs a closer look when eGFR falls below 60', () => {
    const { us } = analyseResults(
      [markerRow('egfr', 68, { test_date: '2025-06-01' }), markerRow('egfr', 55)],
      TODAY,
    );
    expect(us.insights).toContain('Kidney function needs a closer look');
    expect(connections(us)).toContain('hydration or a recent workout');
  });

  it('is not reduced when the lab printed eGFR >60, nor called G1: it allows G2 too', () => {
    const { us, de } = analyseResults([markerRow('egfr', 60, { comparator: '>' })], TODAY);
    expect(us.concerning_biomarkers).toBe('');
    expect(us.insights).not.toContain('Kidney function');
    expect(us.sections[0]?.explanatory_description).toContain(
      'Estimated GFR (eGFR) >60 mL/min/1.73m² (Mildly Decreased (G2) to Normal)',
    );
    expect(de.sections[0]?.explanatory_description).toMatch(
      /\(eGFR\) >60 mL\/min\/1[.,]73m² \(Leicht eingeschränkt \(G2\) bis Normal\)/u,
    );
  });
});

describe('an INR', () => {
  it('in the anticoagulation range is judged against treatment, not called out of range', () => {
    const { us, de } = analyseResults([markerRow('inr', 2.5)], TODAY);
    const section = us.sections[0];
    expect(us.urgent).toBe('');
    expect(section?.explanatory_description).not.toContain('Outside the desired range');
    expect(section?.explanatory_description).toContain('Judged against your treatment:');
    expect(section?.explanatory_description).toContain(
      'the target depends on treatment: 0.8–1.1 without anticoagulants, usually 2–3 on warfarin',
    );
    expect(section?.recommendations[0]).toContain('if you take an anticoagulant such as warfarin');
    expect(de.sections[0]?.explanatory_description).toContain(
      'Zielwert hängt von der Behandlung ab',
    );
  });

  it('of 5 or more is critical', () => {
    expect(analyseResults([markerRow('inr', 5.5)], TODAY).us.urgent).toContain('INR');
  });
});

describe('a printed bound', () => {
  it('CRP <5 is not inflammation', () => {
    const { us } = analyseResults([markerRow('crp', 5, { comparator: '<' })], TODAY);
    expect(us.insights).not.toContain('inflammation');
    expect(us.concerning_biomarkers).toBe('');
    expect(us.sections[0]?.explanatory_description).toContain('C-Reactive Protein <5 mg/L');
  });
});
