import crypto from 'node:crypto';
import type { PersonalProfile } from '@labtrail/contract/profile';
import type { ResultsTable } from '../db/schema';
import { ALL_BIOMARKERS, CATALOGUE } from '../modules/biomarkers/catalogue/catalogue';
import type {
  CatalogueBand,
  CatalogueBiomarker,
  CatalogueRangeSet,
} from '../modules/biomarkers/catalogue/catalogue-types';
import { rangeSetFor } from '../modules/biomarkers/range-set-for';
import { assessValue } from '../modules/biomarkers/assess-value';
import { assessCritical } from '../modules/summaries/engine/assess-critical';
import { assessPrompt } from '../modules/summaries/engine/assess-prompt';
import { MARKER_IDS } from '../modules/summaries/engine/marker-keys';
import type { MarkerKey } from '../modules/summaries/engine/marker-keys';

/**
 * The demo person is one man in his fifties: his values are drawn from men's ranges, and tests
 * that only make sense for women are not part of his record (by LOINC: AMH, hCG, CA-125, CA 15-3),
 * nor are blood gases and lactate, taken in hospital, or levels of medicines he does not take
 * (arterial and venous pH, pCO2, pO2, lactate, lithium, digoxin).
 */
const NOT_HIS_TESTS = new Set([
  '38476-8',
  '19080-1',
  '10334-1',
  '6875-9',
  '2744-1',
  '2746-6',
  '2019-8',
  '2703-7',
  '2524-7',
  '14334-7',
  '10535-3',
]);

/**
 * What his profile says: a man of 55 at the latest check-up, so every value is judged by men's
 * ranges for his age (PSA by its age band), as a real person who gave both would see it.
 */
export function demoProfile(today: string): PersonalProfile {
  return { sex: 'male', birth_year: Number(today.slice(0, 4)) - 55, unit_system: 'conventional' };
}

/** The range set that describes him at the latest check-up: men's, for his age. */
function hisRanges(biomarker: CatalogueBiomarker, today: string): CatalogueRangeSet {
  return rangeSetFor(biomarker, demoProfile(today), today);
}

/** Months before today of the demo person's seven check-ups, oldest first. */
const CHECK_UPS = [36, 30, 24, 18, 12, 6, 0] as const;

/**
 * Categories where the demo stays healthy: an alarming tumour marker or clotting time in a demo
 * would frighten more than it shows.
 */
const ALWAYS_HEALTHY = new Set([14, 15, 17, 18, 19]);

/** Categories tested at every check-up; the rest less often (by category id). */
const EVERY_CHECK_UP = new Set([1, 2, 3, 4, 5, 8, 9, 10, 11, 12, 13]);
const YEARLY = new Set([6, 7]);

/**
 * A story a clinician would recognise: a metabolic pattern creeping in (triglycerides, HDL,
 * HbA1c, glucose, ALT worsening), cholesterol and vitamin D improving under treatment, blood
 * pressure coming down. First and last value; the check-ups between lie on the way.
 */
const STORY: Partial<Record<MarkerKey, readonly [number, number]>> = {
  triglycerides: [138, 232],
  hdl: [49, 37],
  hba1c: [5.4, 6.0],
  fastingGlucose: [91, 109],
  alt: [24, 46],
  ldl: [168, 112],
  totalCholesterol: [248, 196],
  vitaminD: [14, 34],
  systolic: [141, 127],
  diastolic: [91, 81],
  hsCrp: [1.4, 3.6],
  egfr: [99, 93],
  insulin: [8, 15],
};

/**
 * Values labs calculate from others (by LOINC code), so the demo never shows a ratio that
 * contradicts its parts.
 */
const DERIVED: readonly {
  target: string;
  inputs: readonly string[];
  formula: (v: number[]) => number;
}[] = [
  { target: '27353-2', inputs: ['4548-4'], formula: ([a1c = 0]) => 28.7 * a1c - 46.7 },
  { target: '43396-1', inputs: ['2093-3', '2085-9'], formula: ([tc = 0, hdl = 0]) => tc - hdl },
  { target: '13458-5', inputs: ['2571-8'], formula: ([tg = 0]) => tg / 5 },
  { target: '9830-1', inputs: ['2093-3', '2085-9'], formula: ([tc = 0, hdl = 1]) => tc / hdl },
  { target: '11054-4', inputs: ['13457-7', '2085-9'], formula: ([ldl = 0, hdl = 1]) => ldl / hdl },
  { target: '44733-4', inputs: ['2571-8', '2085-9'], formula: ([tg = 0, hdl = 1]) => tg / hdl },
  {
    target: '47214-2',
    inputs: ['1558-6', '27873-9'],
    formula: ([glucose = 0, insulin = 0]) => (glucose * insulin) / 405,
  },
];

function idOfLoinc(code: string): number | undefined {
  return ALL_BIOMARKERS.find((biomarker) => biomarker.loinc.includes(code))?.id;
}

/** Recomputes the derived values of each check-up from their parts on the same day. */
function applyDerived(rows: ResultsTable[]): void {
  const byDay = new Map<string, Map<number, ResultsTable>>();
  for (const row of rows) {
    const day = byDay.get(row.test_date) ?? new Map<number, ResultsTable>();
    day.set(row.biomarker_id, row);
    byDay.set(row.test_date, day);
  }
  for (const { target, inputs, formula } of DERIVED) {
    const targetId = idOfLoinc(target);
    const inputIds = inputs.map(idOfLoinc);
    for (const day of byDay.values()) {
      const row = targetId === undefined ? undefined : day.get(targetId);
      const values = inputIds.map((id) => (id === undefined ? undefined : day.get(id)?.value));
      if (row === undefined || values.some((value) => value === undefined)) continue;
      row.value = tidy(formula(values.map(Number)));
      row.original_value = row.value;
    }
  }
}

/** A small deterministic generator, so every demo reads the same. */
function seededRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

/** A point inside a band: `t` from 0 (low edge) to 1 (high edge); open ends are given a sensible span. */
function pointIn(band: CatalogueBand, t: number): number {
  if (band.min !== null && band.max !== null) return band.min + (band.max - band.min) * t;
  if (band.max !== null) return band.max > 0 ? band.max * (0.45 + 0.5 * t) : band.max - 1 - t;
  if (band.min !== null) return band.min === 0 ? 1 + t : band.min * (1.03 + 0.25 * t);
  return t;
}

function tidy(value: number): number {
  const magnitude = Math.abs(value);
  const decimals = magnitude >= 100 ? 0 : magnitude >= 10 ? 1 : magnitude >= 1 ? 2 : 3;
  return Number(value.toFixed(decimals));
}

function monthsBefore(today: string, months: number, jitterDays: number): string {
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() - months);
  date.setUTCDate(date.getUTCDate() - jitterDays);
  return date.toISOString().slice(0, 10);
}

function checkUpsFor(categoryId: number): readonly number[] {
  if (EVERY_CHECK_UP.has(categoryId)) return CHECK_UPS;
  if (YEARLY.has(categoryId)) return [24, 12, 0];
  return [12, 0];
}

/** The band a person drifts into when a value goes wrong: beside the desired one, on the worse side. */
function neighbourBand(biomarker: CatalogueBiomarker, today: string): CatalogueBand | undefined {
  const bands = hisRanges(biomarker, today).bands;
  const desired = bands.findIndex((band) => band.name === biomarker.desired_result);
  const below = bands[desired - 1];
  const above = bands[desired + 1];
  return biomarker.better === 'higher' ? (below ?? above) : (above ?? below);
}

/** At an alert limit or in the tier before it: the demo's story has nothing that needs a doctor soon. */
function pressing(biomarker: CatalogueBiomarker, value: number, today: string): boolean {
  if (assessCritical(biomarker, value, null, 'male') !== undefined) return true;
  const ranges = hisRanges(biomarker, today);
  const latest = { value, comparator: null };
  return (
    assessPrompt({
      biomarker,
      latest,
      previous: undefined,
      sets: [ranges],
      assessments: [assessValue(biomarker, value, null, ranges)],
    }) !== undefined
  );
}

/** First and last value of a biomarker without a scripted story: mostly steady and in range. */
function path(
  biomarker: CatalogueBiomarker,
  categoryId: number,
  random: () => number,
  today: string,
): readonly [number, number] {
  const desired = hisRanges(biomarker, today).bands.find(
    (band) => band.name === biomarker.desired_result,
  );
  if (desired === undefined) return [0, 0];
  const healthy = () => {
    const value = pointIn(desired, 0.3 + 0.4 * random());
    return pressing(biomarker, value, today) ? pointIn(desired, 0.2) : value;
  };
  const qualitative = biomarker.text_values !== undefined;
  const neighbour = neighbourBand(biomarker, today);
  const roll = random();
  if (qualitative || neighbour === undefined || ALWAYS_HEALTHY.has(categoryId) || roll < 0.85)
    return [healthy(), healthy()];
  // Just over the edge into the neighbouring range, as mild deviations usually are; never at or
  // near an alert limit (a raised troponin would make the demo's analysis urgent).
  const nearEdge = neighbour.min !== null && neighbour.min === desired.max ? 0.05 : 0.95;
  const off = pointIn(neighbour, nearEdge + (nearEdge < 0.5 ? 0.15 : -0.15) * random());
  if (pressing(biomarker, off, today)) return [healthy(), healthy()];
  if (roll < 0.91) return [off, healthy()];
  if (roll < 0.96) return [healthy(), off];
  return [off, off];
}

/** Printed words preferred for a healthy result, as English reports spell them. */
const PREFERRED_WORDS = ['negative', 'non-reactive', 'not detected', 'immune', 'normal'];

function inBand(band: CatalogueBand, value: number): boolean {
  return (band.min === null || value >= band.min) && (band.max === null || value < band.max);
}

/**
 * The word a qualitative biomarker's healthy result is printed as, with the number it stands for:
 * the band's own name where it is one of the words, else the first preferred English word, else
 * the first word in the band.
 */
function healthyWord(
  biomarker: CatalogueBiomarker,
  today: string,
): { text: string; value: number } | undefined {
  const desired = hisRanges(biomarker, today).bands.find(
    (band) => band.name === biomarker.desired_result,
  );
  if (biomarker.text_values === undefined || desired === undefined) return undefined;
  const words = Object.entries(biomarker.text_values).filter(([, value]) => inBand(desired, value));
  const order = [biomarker.desired_result.toLowerCase(), ...PREFERRED_WORDS];
  const rank = (word: string) => (order.includes(word) ? order.indexOf(word) : order.length);
  const ranked = [...words].sort(([a], [b]) => rank(a) - rank(b));
  const [word, value] = ranked[0] ?? [];
  if (word === undefined || value === undefined) return undefined;
  return { text: word.charAt(0).toUpperCase() + word.slice(1), value };
}

/**
 * Three years of plausible results for the demo person: every routine biomarker and the leading
 * special tests; most in range, some out of range, some improving, some worsening.
 */
export function demoResults(userId: string, today: string, now: number): ResultsTable[] {
  const random = seededRandom(20_260_101);
  const storyById = new Map(
    Object.entries(STORY).flatMap(([key, values]) => {
      const id = MARKER_IDS.get(key as MarkerKey);
      return id === undefined ? [] : [[id, values] as const];
    }),
  );
  const rows: ResultsTable[] = [];
  for (const { category, biomarkers } of CATALOGUE) {
    const months = checkUpsFor(category.id);
    // Special tests are not part of a routine check-up: only the leading ones of these categories.
    const his = biomarkers.filter(
      (biomarker) => !biomarker.loinc.some((code) => NOT_HIS_TESTS.has(code)),
    );
    const tested = ALWAYS_HEALTHY.has(category.id) ? his.slice(0, Math.ceil(his.length / 2)) : his;
    for (const biomarker of tested) {
      const story = storyById.get(biomarker.id);
      const [first, last] = story ?? path(biomarker, category.id, random, today);
      const word = healthyWord(biomarker, today);
      months.forEach((monthsAgo, index) => {
        const progress = months.length === 1 ? 1 : index / (months.length - 1);
        // Steady values wobble a little, as real ones do, but less than a trend.
        const wobble = story === undefined && biomarker.text_values === undefined ? 0.03 : 0.01;
        const noise = 1 + (random() - 0.5) * wobble;
        // A qualitative result is printed as a word and stored as the number the word stands for.
        const value = word?.value ?? tidy((first + (last - first) * progress) * noise);
        rows.push({
          id: crypto.randomUUID(),
          user_id: userId,
          biomarker_id: biomarker.id,
          value,
          original_value: value,
          original_unit: biomarker.unit,
          comparator: null,
          value_text: word?.text ?? null,
          test_date: monthsBefore(today, monthsAgo, monthsAgo === 0 ? 1 : 3),
          source: 'manual',
          document_id: null,
          flag_cause: null,
          flagged_at: null,
          created_at: now,
        });
      });
    }
  }
  applyDerived(rows);
  return rows;
}
