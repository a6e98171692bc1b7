import type { MarkerKey } from './marker-keys';
import type { Profile, Reading } from './read-profile';

/** A connection between markers that a clinician would point out, with the readings behind it. */
export type PatternKind =
  | 'diabetes'
  | 'insulin_resistance'
  | 'atherogenic_lipids'
  | 'iron_deficiency'
  | 'iron_deficiency_anaemia'
  | 'b12_folate_anaemia'
  | 'microcytic_anaemia'
  | 'anaemia_unexplained'
  | 'kidney_function'
  | 'liver_strain'
  | 'thyroid_underactive'
  | 'thyroid_subclinical'
  | 'thyroid_overactive'
  | 'inflammation'
  | 'vitamin_d_low'
  | 'blood_pressure';

export interface Pattern {
  kind: PatternKind;
  evidence: Reading[];
  /** Other readings that make the pattern more or less likely, named in the text. */
  context: Reading[];
  /** Some evidence is past an alert limit: the pattern must not reassure or defer. */
  critical: boolean;
  /** Some evidence needs a doctor within a day or two (none is critical): no routine advice. */
  prompt: boolean;
}

const isHigh = (reading: Reading | undefined): reading is Reading =>
  reading?.assessment.side === 'high';
const isClearlyHigh = (reading: Reading): boolean =>
  ['high', 'very_high', 'critical_high'].includes(reading.assessment.band?.class_range ?? '');
const isLow = (reading: Reading | undefined): reading is Reading =>
  reading?.assessment.side === 'low';

function present(readings: (Reading | undefined)[]): Reading[] {
  return readings.filter((reading): reading is Reading => reading !== undefined);
}

/** Every value the result allows is below the limit ('eGFR >60' never is). */
function below(reading: Reading | undefined, limit: number): reading is Reading {
  if (reading === undefined) return false;
  const { value, comparator } = reading.latest;
  if (comparator === '>') return false;
  return comparator === '<' ? value <= limit : value < limit;
}

/** Every value the result allows is at or above the threshold ('glucose <400' never is). */
function atLeast(reading: Reading | undefined, threshold: number): reading is Reading {
  if (reading === undefined) return false;
  const { value, comparator } = reading.latest;
  return comparator !== '<' && value >= threshold;
}

/**
 * The values that diagnose diabetes (ADA Standards of Care in Diabetes 2025, section 2): HbA1c
 * ≥6.5 %, fasting glucose ≥126 mg/dL, 2-hour OGTT glucose ≥200 mg/dL, random glucose ≥200 mg/dL
 * (the last with classic symptoms).
 */
const DIABETES_THRESHOLDS: readonly (readonly [MarkerKey, number])[] = [
  ['hba1c', 6.5],
  ['fastingGlucose', 126],
  ['ogttGlucose', 200],
  ['glucose', 200],
];

/** KDIGO: below 60 mL/min/1.73m² (G3a or worse) kidney function is reduced on its own. */
const EGFR_REDUCED = 60;

/**
 * The cross-marker patterns in a profile. Each rule needs the markers that define it out of
 * range; markers merely present are given as context so the text can say what supports it.
 */
export function findPatterns(profile: Profile): Pattern[] {
  const m = (key: MarkerKey) => profile.marker(key);
  const patterns: Pattern[] = [];
  const add = (kind: PatternKind, evidence: Reading[], context: Reading[] = []) => {
    const critical = evidence.some((reading) => reading.critical !== undefined);
    const prompt = !critical && evidence.some((reading) => reading.prompt !== undefined);
    patterns.push({ kind, evidence, context, critical, prompt });
  };

  const tg = m('triglycerides');
  const hdl = m('hdl');
  const lipidSigns = present([isHigh(tg) ? tg : undefined, isLow(hdl) ? hdl : undefined]);
  const diabetesRange = DIABETES_THRESHOLDS.flatMap(([key, threshold]) => {
    const reading = m(key);
    return atLeast(reading, threshold) ? [reading] : [];
  });
  if (diabetesRange.length > 0) {
    // Diabetes-range values are diabetes until a doctor says otherwise, never "insulin resistance".
    add('diabetes', diabetesRange, lipidSigns);
  } else {
    const glycaemic = present([
      m('hba1c'),
      m('fastingGlucose'),
      m('ogttGlucose'),
      m('insulin'),
      m('homaIr'),
    ]).filter(
      (reading) =>
        reading.assessment.side === 'high' ||
        (reading.biomarker.better === 'lower' && reading.trend === 'worsening'),
    );
    if (lipidSigns.length === 2 || (lipidSigns.length === 1 && glycaemic.length > 0)) {
      add('insulin_resistance', [...lipidSigns, ...glycaemic], present([m('alt')]));
    }
  }

  // Near-optimal LDL is one range off but not raised: only clearly high values count here.
  const atherogenic = present([
    m('ldl'),
    m('nonHdl'),
    m('apoB'),
    m('lpaMass'),
    m('lpaMolar'),
  ]).filter(
    (reading) => isHigh(reading) && (reading.assessment.distance >= 2 || isClearlyHigh(reading)),
  );
  if (atherogenic.length > 0) {
    add('atherogenic_lipids', atherogenic, present([m('hsCrp'), m('systolic')]).filter(isHigh));
  }

  const hb = m('haemoglobin');
  const ironLow = present([m('ferritin'), m('transferrinSaturation'), m('iron')]).filter(isLow);
  const vitaminsLow = present([m('vitaminB12'), m('folate')]).filter(isLow);
  const mcv = m('mcv');
  if (ironLow.length > 0 && isLow(hb)) {
    add('iron_deficiency_anaemia', [hb, ...ironLow], present([isLow(mcv) ? mcv : undefined]));
  } else if (ironLow.length > 0) {
    add('iron_deficiency', ironLow, present([hb]));
  }
  // A shortage of B12 or folate makes red cells larger: small cells (low MCV) point away from it,
  // most often to a lack of iron or to thalassaemia, whatever a B12 value beside them says.
  const microcytic = isLow(mcv);
  if (vitaminsLow.length > 0 && !microcytic && (isLow(hb) || isHigh(mcv))) {
    add('b12_folate_anaemia', [
      ...present([isLow(hb) ? hb : undefined, isHigh(mcv) ? mcv : undefined]),
      ...vitaminsLow,
    ]);
  }
  if (isLow(hb) && ironLow.length === 0 && microcytic) {
    add('microcytic_anaemia', [hb, mcv], [...vitaminsLow, ...present([m('ferritin')])]);
  } else if (isLow(hb) && ironLow.length === 0 && vitaminsLow.length === 0) {
    add('anaemia_unexplained', [hb], present([mcv, m('ferritin'), m('vitaminB12')]));
  }

  // eGFR 60–89 (G2) alone is not kidney disease (KDIGO): it needs eGFR <60 or signs of damage
  // such as albuminuria (ACR ≥30 mg/g, the catalogue's A2 band).
  const egfr = m('egfr');
  const egfrReduced = below(egfr, EGFR_REDUCED) ? egfr : undefined;
  const albuminuria = isHigh(m('albuminCreatinineRatio')) ? m('albuminCreatinineRatio') : undefined;
  const kidney = present([
    egfrReduced,
    isHigh(m('creatinine')) ? m('creatinine') : undefined,
    albuminuria,
  ]);
  if (egfrReduced !== undefined || albuminuria !== undefined) {
    add('kidney_function', kidney, present([m('systolic'), m('hba1c')]).filter(isHigh));
  }

  const liver = present([m('alt'), m('ast'), m('ggt')]).filter(isHigh);
  if (liver.length > 0) {
    add('liver_strain', liver, present([tg, m('hba1c')]).filter(isHigh));
  }

  const tsh = m('tsh');
  const ft4 = m('freeT4');
  if (isHigh(tsh) && isLow(ft4)) add('thyroid_underactive', [tsh, ft4]);
  else if (isHigh(tsh) && !isHigh(ft4)) add('thyroid_subclinical', [tsh], present([ft4]));
  else if (isLow(tsh) || isHigh(ft4))
    add(
      'thyroid_overactive',
      present([tsh, ft4]).filter((r) => r.assessment.side !== 'in'),
      present([tsh, ft4]),
    );

  const inflammation = present([m('crp'), m('hsCrp')]).filter(isHigh);
  if (inflammation.length > 0) add('inflammation', inflammation);

  const vitaminD = m('vitaminD');
  if (isLow(vitaminD)) add('vitamin_d_low', [vitaminD], present([m('pth')]).filter(isHigh));

  const pressure = present([m('systolic'), m('diastolic')]).filter(isHigh);
  if (pressure.length > 0) add('blood_pressure', pressure);

  return patterns;
}
