import type { Biomarker, Label, SexRanges } from '@labtrail/contract/biomarkers';
import { sampleBiomarker } from './sample-api';

/** A label in catalogue order: `sort_order` follows the position in the list. */
function labels(...ranges: [name: string, min: number | null, max: number | null][]): Label[] {
  return ranges.map(([name, min, max], index) => ({
    name,
    min,
    max,
    class_range: name.toLowerCase(),
    sort_order: index + 1,
  }));
}

/** LDL's four bands (ACC/AHA): 130 lies on the boundary of Near optimal and Borderline high. */
export const LDL_LABELS = labels(
  ['Optimal', null, 100],
  ['Near optimal', 100, 130],
  ['Borderline high', 130, 160],
  ['High', 160, null],
);

/**
 * TSH as the server sends it: 0.45–4.5 is a lab's reference interval, which keeps its upper limit
 * (`includes_max`), so 4.5 is Normal although Mildly elevated starts there.
 */
export function sampleTsh(overrides: Partial<Biomarker> = {}): Biomarker {
  const ranges = labels(
    ['Low', null, 0.45],
    ['Normal', 0.45, 4.5],
    ['Mildly elevated', 4.5, 10],
    ['High', 10, null],
  ).map((label) => (label.name === 'Normal' ? { ...label, includes_max: true } : label));
  return sampleBiomarker({
    biomarker_id: 1101,
    biomarker_name: 'TSH',
    unit: 'mIU/L',
    desired_result: 'Normal',
    labels: ranges,
    range_source: 'Surks et al., JAMA 2004',
    ...overrides,
  });
}

/** CRP: a lab often prints '<5', a bound rather than a measurement. */
export function sampleCrp(overrides: Partial<Biomarker> = {}): Biomarker {
  return sampleBiomarker({
    biomarker_id: 201,
    biomarker_name: 'C-Reactive Protein',
    unit: 'mg/L',
    desired_result: 'Normal',
    labels: labels(['Normal', null, 5], ['Raised', 5, 10], ['High', 10, null]),
    range_source: 'Lab reference',
    ...overrides,
  });
}

function sexRanges(labelled: Label[], overrides: Partial<SexRanges> = {}): SexRanges {
  return { labels: labelled, in_range: null, value_label: null, range_source: 'WHO', ...overrides };
}

/**
 * Haemoglobin, whose ranges differ for women and men; without a value unless the overrides give
 * one (with each sex's standing in `female` and `male`).
 */
export function sampleHaemoglobin(
  overrides: Partial<Biomarker> = {},
  female: Partial<SexRanges> = {},
  male: Partial<SexRanges> = {},
): Biomarker {
  return sampleBiomarker({
    biomarker_id: 601,
    biomarker_name: 'Haemoglobin',
    unit: 'g/dL',
    desired_result: 'Normal',
    labels: labels(['Low', null, 12], ['Normal', 12, 17.5], ['High', 17.5, null]),
    range_source: 'WHO',
    by_sex: {
      female: sexRanges(
        labels(['Low', null, 12], ['Normal', 12, 15.5], ['High', 15.5, null]),
        female,
      ),
      male: sexRanges(
        labels(['Low', null, 13.5], ['Normal', 13.5, 17.5], ['High', 17.5, null]),
        male,
      ),
    },
    ...overrides,
  });
}

/**
 * HBsAg, a qualitative screen: the lab prints a word, ranked on the cut-off index (negative 0,
 * reactive 2), and Non-reactive is the range to be in.
 */
export function sampleHbsag(overrides: Partial<Biomarker> = {}): Biomarker {
  return sampleBiomarker({
    biomarker_id: 1802,
    biomarker_name: 'Hepatitis B Surface Antigen (HBsAg)',
    unit: 'S/CO',
    desired_result: 'Non-reactive',
    labels: labels(['Non-reactive', null, 0.9], ['Borderline', 0.9, 1], ['Reactive', 1, null]),
    range_source: 'Manufacturer cut-off index',
    ...overrides,
  });
}
