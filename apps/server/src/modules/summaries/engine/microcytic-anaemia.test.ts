import type { PersonalProfile } from '@labtrail/contract/profile';
import { describe, expect, it } from 'vitest';
import { analyseResults } from './analyse-results';
import { markerRow } from './crafted-results';

const TODAY = '2026-11-28';
const WOMAN: PersonalProfile = { sex: 'female', birth_year: 1990, unit_system: 'conventional' };

function connections(summary: ReturnType<typeof analyseResults>['us']): string {
  return summary.sections.map((section) => section.biomarker_connections).join('\n');
}

describe('low haemoglobin with small red cells and a low vitamin B12 (F21)', () => {
  // The review's input: a woman with Hb 10.9 g/dL, MCV 74 fL and vitamin B12 180 pg/mL.
  const rows = [markerRow('haemoglobin', 10.9), markerRow('mcv', 74), markerRow('vitaminB12', 180)];

  it('is not called a B12 or folate shortage affecting the blood, in English', () => {
    const { us } = analyseResults(rows, TODAY, WOMAN);
    expect(us.insights).not.toContain('Low vitamin B12 or folate affecting the blood');
    expect(connections(us)).not.toContain('red cells then become larger');
    expect(us.insights).toContain(
      '**Low hemoglobin with small red cells:** Hemoglobin 10.9 g/dL (Moderate Anemia) and Mean Corpuscular Volume (MCV) 74 fL (Microcytic)',
    );
    expect(connections(us)).toContain(
      'a shortage of vitamin B12 or folate makes red cells larger, so it does not explain small ones. Also relevant: Vitamin B12 180 pg/mL',
    );
  });

  it('nor in German', () => {
    const { de } = analyseResults(rows, TODAY, WOMAN);
    expect(de.insights).not.toContain(
      'Niedriges Vitamin B12 oder Folsäure mit Auswirkung aufs Blut',
    );
    expect(connections(de)).not.toContain('diese werden dann größer und weniger');
    expect(connections(de)).toContain(
      'ein Mangel an Vitamin B12 oder Folsäure macht die roten Blutkörperchen größer und erklärt kleine daher nicht.',
    );
  });
});
