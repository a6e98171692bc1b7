import type { MarkerKey } from './marker-keys';
import type { Profile, Reading } from './read-profile';

/** A connection between markers that a clinician would point out, with the readings behind it. */
export type PatternKind =
  | 'insulin_resistance'
  | 'atherogenic_lipids'
  | 'iron_deficiency'
  | 'iron_deficiency_anaemia'
  | 'b12_folate_anaemia'
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
}

const isHigh = (reading: Reading | undefined): reading is Reading =>
  reading?.assessment.side === 'high';
const isClearlyHigh = (reading: Reading): boolean =>
  ['high', 'very_high', 'critical_high'].includes(reading.assessment.band?.class_range ?? '');
const isLow = (reading: Reading | undefined): reading is Reading =>
  reading?.assessment.side === 'low';
const isWorsening = (reading: Reading | undefined): reading is Reading =>
  reading?.trend === 'worsening';

function present(readings: (Reading | undefined)[]): Reading[] {
  return readings.filter((reading): reading is Reading => reading !== undefined);
}

/**
 * The cross-marker patterns in a profile. Each rule needs the markers that define it out of
 * range; markers merely present are given as context so the text can say what supports it.
 */
export function findPatterns(profile: Profile): Pattern[] {
  const m = (key: MarkerKey) => profile.marker(key);
  const patterns: Pattern[] = [];
  const add = (kind: PatternKind, evidence: Reading[], context: Reading[] = []) => {
    patterns.push({ kind, evidence, context });
  };

  const tg = m('triglycerides');
  const hdl = m('hdl');
  const glycaemic = present([m('hba1c'), m('glucose'), m('insulin'), m('homaIr')]).filter(
    (reading) =>
      reading.assessment.side === 'high' ||
      (reading.biomarker.better === 'lower' && reading.trend === 'worsening'),
  );
  const lipidSigns = [isHigh(tg) ? tg : undefined, isLow(hdl) ? hdl : undefined];
  const lipidEvidence = present(lipidSigns);
  if (lipidEvidence.length === 2 || (lipidEvidence.length === 1 && glycaemic.length > 0)) {
    add('insulin_resistance', [...lipidEvidence, ...glycaemic], present([m('alt')]));
  }

  // Near-optimal LDL is one range off but not raised: only clearly high values count here.
  const atherogenic = present([m('ldl'), m('nonHdl'), m('apoB'), m('lpa')]).filter(
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
  if (vitaminsLow.length > 0 && (isLow(hb) || isHigh(mcv))) {
    add('b12_folate_anaemia', [
      ...present([isLow(hb) ? hb : undefined, isHigh(mcv) ? mcv : undefined]),
      ...vitaminsLow,
    ]);
  }
  if (isLow(hb) && ironLow.length === 0 && vitaminsLow.length === 0) {
    add('anaemia_unexplained', [hb], present([mcv, m('ferritin'), m('vitaminB12')]));
  }

  const egfr = m('egfr');
  const kidney = present([
    isLow(egfr) || isWorsening(egfr) ? egfr : undefined,
    isHigh(m('creatinine')) ? m('creatinine') : undefined,
    isHigh(m('albuminCreatinineRatio')) ? m('albuminCreatinineRatio') : undefined,
  ]);
  if (isLow(egfr) || isHigh(m('albuminCreatinineRatio')) || kidney.length >= 2) {
    add('kidney_function', kidney, present([m('systolic'), m('hba1c')]).filter(isHigh));
  }

  const liver = present([m('alt'), m('ast'), m('ggt')]).filter(isHigh);
  if (liver.length > 0) {
    add('liver_strain', liver, present([tg, m('hba1c')]).filter(isHigh));
  }

  const tsh = m('tsh');
  const ft4 = m('freeT4');
  if (isHigh(tsh) && isLow(ft4)) add('thyroid_underactive', [tsh, ft4]);
  else if (isHigh(tsh)) add('thyroid_subclinical', [tsh], present([ft4]));
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
