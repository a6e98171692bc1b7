import { describe, expect, it } from 'vitest';
import { analyseResults } from './analyse-results';
import { biomarkerByLoinc, resultRow } from './crafted-results';

const TODAY = '2026-06-15';
const HBSAG = biomarkerByLoinc('5196-1').id;

function sectionsText(summary: ReturnType<typeof analyseResults>['us']): string {
  return summary.sections.map((section) => section.explanatory_description).join('\n');
}

describe('a result the lab printed as a word', () => {
  // The report's word may be in another language than the summary (F27): it is told by its band.
  it('is told by its band in the summary’s language, never by the number it is ranked by', () => {
    const { us, de } = analyseResults(
      [
        resultRow(HBSAG, 0, { test_date: '2025-06-01', value_text: 'negativ' }),
        resultRow(HBSAG, 2, { value_text: 'Reactive' }),
      ],
      TODAY,
    );
    expect(us.concerning_biomarkers).toBe('Hepatitis B Surface Antigen (HBsAg) Reactive');
    expect(sectionsText(us)).toContain(
      '**Hepatitis B Surface Antigen (HBsAg) Reactive** (Jun 1, 2026), previously Non-reactive on Jun 1, 2025; **see a doctor within 1–2 days**; desired range Non-reactive',
    );
    expect(sectionsText(de)).toContain(
      '**Hepatitis-B-Oberflächenantigen (HBsAg) Reaktiv** (1. Juni 2026), zuvor Nicht reaktiv am 1. Juni 2025',
    );
    expect(`${sectionsText(de)}${de.concerning_biomarkers}`).not.toMatch(/Reactive|Negativ\b/u);
    expect(sectionsText(de)).toContain('Referenzbereich Nicht reaktiv');
    expect(`${sectionsText(us)}${us.insights}${sectionsText(de)}`).not.toMatch(
      /S\/CO|\(HBsAg\) 2\b/u,
    );
  });

  it('counts as in range when the word falls in the desired band', () => {
    const { us } = analyseResults([resultRow(HBSAG, 0, { value_text: 'Negative' })], TODAY);
    expect(us.concerning_biomarkers).toBe('');
    expect(sectionsText(us)).toContain('**Hepatitis B Surface Antigen (HBsAg) Non-reactive**');
  });
});
