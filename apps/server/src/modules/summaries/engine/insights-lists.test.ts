import { describe, expect, it } from 'vitest';
import type { AnalysedResult } from './analysed-result';
import { analyseResults } from './analyse-results';
import { markerRow } from './crafted-results';
import type { MarkerKey } from './marker-keys';

const TODAY = '2026-06-15';

/** Each marker's value a year ago and now: twelve values moving the wrong way, one critical. */
const WORSENING: readonly (readonly [MarkerKey, number, number])[] = [
  ['ldl', 110, 172],
  ['triglycerides', 140, 235],
  ['hba1c', 5.6, 6.2],
  ['fastingGlucose', 95, 112],
  ['alt', 30, 62],
  ['ast', 28, 55],
  ['ggt', 35, 90],
  ['tsh', 3, 6.5],
  ['creatinine', 1.0, 1.6],
  ['egfr', 95, 52],
  ['hsCrp', 1.5, 4.2],
  ['haemoglobin', 12.5, 6.1],
];

function rows(series: typeof WORSENING): AnalysedResult[] {
  return series.flatMap(([key, before, now]) => [
    markerRow(key, before, { test_date: '2025-06-01' }),
    markerRow(key, now, { test_date: '2026-06-01' }),
  ]);
}

/** The bullet items under a lead-in, up to the next blank line. */
function listAfter(text: string, lead: string): string[] {
  const start = text.indexOf(`${lead}\n\n`);
  if (start === -1) return [];
  const block = text.slice(start + lead.length + 2).split('\n\n')[0] ?? '';
  return block.split('\n').map((line) => line.replace(/^- /, ''));
}

describe('long evidence in the insights', () => {
  it('lists a dozen values moving the wrong way, most telling first, every number kept', () => {
    const { us } = analyseResults(rows(WORSENING), TODAY);
    const items = listAfter(us.insights, 'Moving the wrong way since the previous test:');
    expect(items.map((item) => item.slice(0, item.indexOf(' ')))).toEqual([
      'Hemoglobin',
      'High-Sensitivity',
      'Alanine',
      'Triglycerides',
      'LDL',
      'Estimated',
      'Gamma-Glutamyl',
      'TSH',
      'Aspartate',
      'Creatinine',
      'Fasting',
      'HbA1c',
    ]);
    expect(items[0]).toBe(
      'Hemoglobin 6.1 g/dL (Severe Anemia), down from 12.5 g/dL on Jun 1, 2025',
    );
    for (const [, before, now] of WORSENING) {
      expect(items.some((item) => item.includes(` ${String(now)} `))).toBe(true);
      expect(items.some((item) => item.includes(` from ${String(before)} `))).toBe(true);
    }
  });

  it('lists them in German too', () => {
    const { de } = analyseResults(rows(WORSENING), TODAY);
    const items = listAfter(de.insights, 'Seit dem vorigen Test in die falsche Richtung:');
    expect(items).toHaveLength(12);
    expect(items[0]).toBe(
      'Hämoglobin 6,1 g/dL (Schwere Anämie), gesunken von 12,5 g/dL am 1. Juni 2025',
    );
  });

  it('keeps three or fewer in one sentence', () => {
    const { us } = analyseResults(rows(WORSENING.slice(0, 2)), TODAY);
    expect(us.insights).toContain(
      'Moving the wrong way since the previous test: Triglycerides 235 mg/dL (High), up from 140 mg/dL on Jun 1, 2025 and LDL Cholesterol 172 mg/dL (High), up from 110 mg/dL on Jun 1, 2025.',
    );
    expect(us.insights).not.toContain('\n- Triglycerides');
  });

  it('puts the patterns with the most severe values first, so a folded list still shows them', () => {
    const { us } = analyseResults(rows(WORSENING), TODAY);
    const patterns = us.insights.split('\n\n')[1]?.split('\n') ?? [];
    expect(patterns).toHaveLength(7);
    expect(patterns[0]).toBe('- **Low hemoglobin:** Hemoglobin 6.1 g/dL (Severe Anemia)');
  });
});
