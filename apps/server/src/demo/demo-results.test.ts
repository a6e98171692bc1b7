import { describe, expect, it } from 'vitest';
import { assessValue } from '../modules/biomarkers/assess-value';
import { ALL_BIOMARKERS, CATALOGUE } from '../modules/biomarkers/catalogue/catalogue';
import { findBiomarker } from '../modules/biomarkers/find-biomarker';
import { analyseResults } from '../modules/summaries/engine/analyse-results';
import { demoProfile, demoResults } from './demo-results';

const TODAY = '2026-11-22';
const rows = demoResults('demo', TODAY, Date.UTC(2026, 10, 22));

function latestByBiomarker() {
  const latest = new Map<number, (typeof rows)[number]>();
  for (const row of [...rows].sort((a, b) => a.test_date.localeCompare(b.test_date)))
    latest.set(row.biomarker_id, row);
  return latest;
}

describe('the demo person', () => {
  it('has results in every category over three years, none in the future, and some gaps', () => {
    const tested = new Set(rows.map((row) => row.biomarker_id));
    expect(tested.size).toBeGreaterThanOrEqual(200);
    expect(tested.size).toBeLessThan(ALL_BIOMARKERS.length);
    for (const { biomarkers } of CATALOGUE)
      expect(biomarkers.some((biomarker) => tested.has(biomarker.id))).toBe(true);
    const dates = rows.map((row) => row.test_date).sort();
    expect(dates[0]).toBe('2023-11-19');
    expect(dates.at(-1)).toBe('2026-11-21');
  });

  it('is mostly in range, with some values out of range', () => {
    const latest = [...latestByBiomarker().values()];
    const outside = latest.filter((row) => {
      const biomarker = findBiomarker(row.biomarker_id);
      return biomarker !== undefined && !assessValue(biomarker, row.value).inRange;
    });
    expect(outside.length).toBeGreaterThan(5);
    expect(outside.length).toBeLessThan(latest.length / 4);
  });

  it("is one man: his hormones lie in men's ranges, with no women-only tests beside his PSA", () => {
    const latest = latestByBiomarker();
    const byLoinc = (code: string) =>
      ALL_BIOMARKERS.find((biomarker) => biomarker.loinc.includes(code));
    for (const code of ['38476-8', '19080-1', '10334-1', '6875-9']) {
      expect(latest.has(byLoinc(code)?.id ?? -1)).toBe(false);
    }
    expect(latest.has(byLoinc('2857-1')?.id ?? -1)).toBe(true);
    for (const code of ['2986-8', '2243-4', '2839-9']) {
      const biomarker = byLoinc(code);
      const row = biomarker === undefined ? undefined : latest.get(biomarker.id);
      if (biomarker?.male === undefined || row === undefined) throw new Error(`no ${code}`);
      expect(assessValue(biomarker, row.value, null, biomarker.male).distance).toBeLessThan(2);
      if (code === '2986-8' && biomarker.female !== undefined)
        expect(assessValue(biomarker, row.value, null, biomarker.female).inRange).toBe(false);
    }
  });

  it('has no hospital blood gases and no levels of medicines he does not take', () => {
    const latest = latestByBiomarker();
    for (const code of ['2744-1', '2746-6', '2019-8', '2703-7', '2524-7', '14334-7', '10535-3']) {
      const biomarker = ALL_BIOMARKERS.find((candidate) => candidate.loinc.includes(code));
      expect(biomarker, code).toBeDefined();
      expect(latest.has(biomarker?.id ?? -1), code).toBe(false);
    }
  });

  it('keeps calculated values consistent with their parts', () => {
    const byLoinc = (code: string) =>
      latestByBiomarker().get(
        ALL_BIOMARKERS.find((biomarker) => biomarker.loinc.includes(code))?.id ?? -1,
      )?.value ?? Number.NaN;
    expect(byLoinc('9830-1')).toBeCloseTo(byLoinc('2093-3') / byLoinc('2085-9'), 1);
    expect(byLoinc('27353-2')).toBeCloseTo(28.7 * byLoinc('4548-4') - 46.7, 0);
  });

  it('tells a story the summary picks up: a metabolic pattern, vitamin D improving, nothing urgent', () => {
    const { us } = analyseResults(rows, TODAY, demoProfile(TODAY));
    expect(us.urgent).toBe('');
    expect(us.insights).toContain('Signs of reduced insulin sensitivity');
    expect(us.insights).toMatch(/Moving the right way[^\n]*Vitamin D/);
    expect(us.sections.length).toBe(CATALOGUE.length);
  });
});
