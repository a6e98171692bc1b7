import type { CatalogueBiomarker } from './catalogue-types';

/** What a critical value endangers, so the warning signs named to the person fit it. */
export type CriticalSigns =
  | 'heart'
  | 'blood_pressure'
  | 'electrolytes'
  | 'glucose'
  | 'blood'
  | 'infection'
  | 'kidney'
  | 'liver'
  | 'muscle'
  | 'pancreas'
  | 'thyroid'
  | 'vital_signs'
  | 'adrenal'
  | 'medicine';

/**
 * The alert limits of one analyte: values that labs telephone to a doctor at once, or that a
 * guideline treats as needing care the same day. Separate from the catalogue's bands, which
 * describe risk in steps and say nothing about danger.
 */
export interface CriticalLimits {
  /** The catalogue unit the limits are in; a test checks it is the biomarker's canonical unit. */
  unit: string;
  /** Critical at or below this value (below it when `exclusive`). */
  low?: number;
  /** Critical at or above this value (above it when `exclusive`). */
  high?: number;
  /** The limits themselves are not critical: the source says "below" or "above" (eGFR <15). */
  exclusive?: true;
  /**
   * Each sex's own limits where the catalogue's women's and men's ranges differ at the limit
   * (hs-troponin I's 99th percentiles): the top-level `low`/`high` hold only while sex is unknown.
   */
  bySex?: Readonly<Record<'female' | 'male', SexLimits>>;
  signs: CriticalSigns;
  source: string;
}

/** The alert limits of one sex, in the entry's unit and with its exclusiveness. */
export interface SexLimits {
  low?: number;
  high?: number;
}

/**
 * Kinds of danger, the fastest to harm first, so the urgent line names the most acute value
 * first: arrhythmia, hypoglycaemia and failing breathing harm within minutes; a crisis of blood
 * pressure, bleeding or sepsis within hours; failing organs over hours to days.
 */
export const SIGNS_BY_ACUITY: readonly CriticalSigns[] = [
  'heart',
  'electrolytes',
  'glucose',
  'vital_signs',
  'blood_pressure',
  'blood',
  'infection',
  'pancreas',
  'liver',
  'muscle',
  'thyroid',
  'kidney',
];

const RCPATH =
  'The Royal College of Pathologists, The communication of critical and unexpected pathology results (G158, 2017)';
const MAYO = 'Mayo Clinic Laboratories, Critical Values / Critical Results List';
const HOUSTON = 'Houston Methodist laboratory critical values';
const NEWS2 =
  'Royal College of Physicians, National Early Warning Score (NEWS) 2, 2017: a single parameter scoring 3 calls for an urgent clinical response';
const KOST =
  'Kost GJ, Critical limits for urgent clinician notification at US medical centers, JAMA 1990;263:704–7 (survey means, as tabled in the Tietz Textbook of Clinical Chemistry)';
const ARUP = 'ARUP Laboratories critical values (2017)';
const WAKEMED = 'WakeMed Health & Hospitals laboratory critical values';
const GLUCOSE = `${HOUSTON} (adult glucose ≤50, >400 mg/dL); ${RCPATH} (≤2.5, ≥25 mmol/L)`;
const EGFR =
  'KDIGO 2024 Clinical Practice Guideline for CKD: G5, kidney failure, is an eGFR below 15 mL/min/1.73m²';

/**
 * Alert limits keyed by LOINC code (any code of the biomarker selects its entry), so no catalogue
 * id is named. Limits follow the lists labs publish; a test checks every code is in the catalogue,
 * in the stated unit, with limits outside the desired range.
 */
export const CRITICAL_LIMITS: Readonly<Record<string, CriticalLimits>> = {
  // Electrolytes
  '2823-3': { unit: 'mmol/L', low: 2.5, high: 6.5, signs: 'electrolytes', source: RCPATH },
  '2951-2': {
    unit: 'mmol/L',
    low: 120,
    high: 160,
    signs: 'electrolytes',
    source: `${RCPATH}; University of Iowa Health Care pathology handbook (120 / 160 mEq/L)`,
  },
  '2028-9': {
    unit: 'mmol/L',
    low: 10,
    high: 40,
    signs: 'electrolytes',
    source:
      'Main Line Health Laboratories critical values (total CO2 ≤10, ≥40 mEq/L); University of Iowa Health Care pathology handbook (<10 mEq/L)',
  },
  '17861-6': {
    unit: 'mg/dL',
    low: 6.5,
    high: 13,
    signs: 'electrolytes',
    source: `${HOUSTON} (calcium ≤6.5, ≥13.0 mg/dL)`,
  },
  '29265-6': {
    unit: 'mg/dL',
    low: 7.2,
    high: 14,
    signs: 'electrolytes',
    source: `${RCPATH} (adjusted calcium ≤1.8, ≥3.5 mmol/L)`,
  },
  '17863-2': {
    unit: 'mg/dL',
    low: 3,
    high: 6,
    signs: 'electrolytes',
    source: `${HOUSTON} (ionised calcium ≤0.75, ≥1.50 mmol/L)`,
  },
  '19123-9': {
    unit: 'mg/dL',
    low: 1,
    high: 4.5,
    signs: 'electrolytes',
    source: `${HOUSTON} (magnesium ≤1.0, ≥4.5 mg/dL)`,
  },
  '2777-1': {
    unit: 'mg/dL',
    low: 1,
    high: 9,
    signs: 'electrolytes',
    source: `Sunrise Medical Laboratories adult critical values (phosphorus <1.0, >9.0 mg/dL); ${RCPATH} (phosphate ≤0.3 mmol/L)`,
  },
  '2075-0': {
    unit: 'mmol/L',
    low: 75,
    high: 126,
    signs: 'electrolytes',
    source: `${KOST} (chloride 75, 126 mmol/L)`,
  },
  '2692-2': {
    unit: 'mOsm/kg',
    low: 250,
    high: 326,
    signs: 'electrolytes',
    source: `${KOST} (osmolality 250, 326 mOsm/kg); ${WAKEMED} (250, 335): the more cautious high limit`,
  },

  // Blood gases and lactate. Venous pH runs about 0.03–0.04 below arterial (Bloom et al., Eur J Emerg
  // Med 2014;21:81–8), less than the lists differ among themselves, so both take the same limits.
  '2744-1': {
    unit: 'pH',
    low: 7.25,
    high: 7.6,
    signs: 'vital_signs',
    source: `${WAKEMED} and ${ARUP} (pH 7.25, 7.60); ${KOST} (7.21, 7.59)`,
  },
  '2746-6': {
    unit: 'pH',
    low: 7.25,
    high: 7.6,
    signs: 'vital_signs',
    source: `${WAKEMED} and ${ARUP} (pH 7.25, 7.60), applied to venous blood`,
  },
  '2019-8': {
    unit: 'mmHg',
    low: 20,
    high: 60,
    signs: 'vital_signs',
    source: `${ARUP} (pCO2 20, 60 mmHg); ${KOST} (19, 67 mmHg): the more cautious pair`,
  },
  '2703-7': {
    unit: 'mmHg',
    low: 43,
    signs: 'vital_signs',
    source: `${KOST} (arterial pO2 43 mmHg)`,
  },
  '2524-7': {
    unit: 'mmol/L',
    high: 4,
    signs: 'infection',
    source: `${KOST} (lactate about 4 mmol/L); Surviving Sepsis Campaign 2021: lactate 4 mmol/L or more calls for immediate resuscitation`,
  },

  // Blood sugar: fasting, not known fasting, after a glucose load and after a meal alike.
  '1558-6': { unit: 'mg/dL', low: 50, high: 400, signs: 'glucose', source: GLUCOSE },
  '2345-7': { unit: 'mg/dL', low: 50, high: 400, signs: 'glucose', source: GLUCOSE },
  '1518-0': { unit: 'mg/dL', low: 50, high: 400, signs: 'glucose', source: GLUCOSE },
  '1507-3': { unit: 'mg/dL', low: 50, high: 400, signs: 'glucose', source: GLUCOSE },
  '1521-4': { unit: 'mg/dL', low: 50, high: 400, signs: 'glucose', source: GLUCOSE },

  // Blood count and clotting
  '718-7': {
    unit: 'g/dL',
    low: 7,
    high: 20,
    signs: 'blood',
    source: `${HOUSTON} (haemoglobin ≤7.0 g/dL); ${MAYO} (≥20.0 g/dL)`,
  },
  '4544-3': {
    unit: '%',
    low: 20,
    high: 60,
    signs: 'blood',
    source:
      'Starling Physicians laboratory critical results (haematocrit ≤20 %, ≥60 %); NW HealthCare / Christian Hospital laboratory critical results chart (≤20 %)',
  },
  '6690-2': {
    unit: '10^3/µL',
    low: 2,
    high: 30,
    signs: 'infection',
    source:
      'Sunrise Medical Laboratories adult critical values (WBC <2.0 ×10³/µL); Main Line Health Laboratories critical values (≥30,000/mm³)',
  },
  '751-8': {
    unit: '10^3/µL',
    low: 0.5,
    signs: 'infection',
    source: `${MAYO} (absolute neutrophil count ≤0.5 ×10⁹/L)`,
  },
  '777-3': {
    unit: '10^3/µL',
    low: 40,
    high: 1000,
    signs: 'blood',
    source: `${MAYO} (platelets ≤40, ≥1000 ×10⁹/L)`,
  },
  '6301-6': { unit: 'ratio', high: 5, signs: 'blood', source: `${MAYO} (INR ≥5.0)` },
  // PT in seconds depends on the reagent, and anticoagulated people run 20–35 s: the least cautious
  // list's limit is the one nearest INR 5 and does not call every treated person critical.
  '5902-2': {
    unit: 's',
    high: 46,
    signs: 'blood',
    source: `${ARUP} (PT 46 s); ${WAKEMED} (40 s); ${KOST} (27 s)`,
  },
  '3173-2': { unit: 's', high: 150, signs: 'blood', source: `${MAYO} (aPTT ≥150 s)` },
  '3255-7': {
    unit: 'mg/dL',
    low: 100,
    signs: 'blood',
    source: `${HOUSTON} (fibrinogen ≤100 mg/dL)`,
  },

  // Heart
  // Above the 99th percentile (14 ng/L) hs-TnT is often stably raised in kidney disease and old
  // age; the community limit of a lab that follows G158 marks the level worth a call that day.
  '67151-1': {
    unit: 'ng/L',
    high: 50,
    signs: 'heart',
    source: `${RCPATH} as applied by South West London Pathology to patients in the community (troponin T ≥50 ng/L)`,
  },
  '89579-7': {
    unit: 'ng/L',
    high: 26,
    exclusive: true,
    bySex: { female: { high: 16 }, male: { high: 34 } },
    signs: 'heart',
    source:
      "Fourth Universal Definition of Myocardial Infarction (Thygesen et al., 2018): troponin above the 99th-percentile upper reference limit is myocardial injury; Abbott ARCHITECT hs-cTnI 99th percentiles, women 16, men 34, 26 ng/L overall while sex is unknown; Hawke's Bay outpatient critical values (>16 women, >34 men)",
  },
  '33762-6': {
    unit: 'pg/mL',
    high: 5000,
    signs: 'heart',
    source:
      'No lab alert limit exists; ICON study (Januzzi et al., Eur Heart J 2006;27:330–7): NT-proBNP above 5,180 pg/mL predicted death within 76 days in acute breathlessness, rounded down',
  },
  '30934-4': {
    unit: 'pg/mL',
    high: 1700,
    signs: 'heart',
    source:
      'No lab alert limit exists; ADHERE registry (Fonarow et al., J Am Coll Cardiol 2007;49:1943–50): BNP of 1,730 pg/mL or more, the highest quartile, carried the highest in-hospital mortality of acute heart failure, rounded down as for NT-proBNP',
  },
  '8480-6': {
    unit: 'mmHg',
    high: 180,
    exclusive: true,
    signs: 'blood_pressure',
    source: '2017 ACC/AHA Hypertension Guideline: hypertensive crisis above 180/120 mmHg',
  },
  '8462-4': {
    unit: 'mmHg',
    high: 120,
    exclusive: true,
    signs: 'blood_pressure',
    source: '2017 ACC/AHA Hypertension Guideline: hypertensive crisis above 180/120 mmHg',
  },

  // Kidney, liver, muscle, pancreas, inflammation, thyroid
  '2160-0': {
    unit: 'mg/dL',
    high: 4,
    signs: 'kidney',
    source: `${RCPATH} (creatinine ≥354 µmol/L outside renal care)`,
  },
  '3094-0': {
    unit: 'mg/dL',
    high: 84,
    signs: 'kidney',
    source: `${RCPATH} (urea ≥30 mmol/L, BUN 84 mg/dL)`,
  },
  '3091-6': { unit: 'mg/dL', high: 180, signs: 'kidney', source: `${RCPATH} (urea ≥30 mmol/L)` },
  '3084-1': { unit: 'mg/dL', high: 13, signs: 'kidney', source: `${KOST} (uric acid 13 mg/dL)` },
  '62238-1': { unit: 'mL/min/1.73m²', low: 15, exclusive: true, signs: 'kidney', source: EGFR },
  '50210-4': { unit: 'mL/min/1.73m²', low: 15, exclusive: true, signs: 'kidney', source: EGFR },
  '98980-6': { unit: 'mL/min/1.73m²', low: 15, exclusive: true, signs: 'kidney', source: EGFR },
  '1742-6': {
    unit: 'U/L',
    high: 495,
    signs: 'liver',
    source: `ACG Clinical Guideline on abnormal liver chemistries (Kwo et al., 2017): above 15 × the upper reference limit (33 U/L) is severe; ${RCPATH} (ALT 15 × upper limit)`,
  },
  '1920-8': {
    unit: 'U/L',
    high: 720,
    signs: 'liver',
    source:
      'Homerton University Hospital critical result limits, set after the RCPath guidance (AST above 15 × the upper reference limit); here 15 × the catalogue upper reference limit of 48 U/L',
  },
  '1975-2': {
    unit: 'mg/dL',
    high: 10,
    signs: 'liver',
    source:
      'Sunrise Medical Laboratories adult critical values (total bilirubin >10.0 mg/dL); Starling Physicians laboratory critical results (≥10 mg/dL)',
  },
  '16362-6': {
    unit: 'µmol/L',
    high: 200,
    signs: 'liver',
    source: `${MAYO} (ammonia ≥200 µmol/L from 1 year of age)`,
  },
  '2157-6': { unit: 'U/L', high: 5000, signs: 'muscle', source: `${RCPATH} (CK ≥5000 U/L)` },
  '1798-8': {
    unit: 'U/L',
    high: 500,
    signs: 'pancreas',
    source: `${RCPATH} (amylase 5 × the upper reference limit, 500 U/L)`,
  },
  // Labs list amylase, not its pancreatic part or lipase: the same rule, 5 × the catalogue's
  // upper reference limit, keeps the three pancreatic enzymes alike.
  '1805-1': {
    unit: 'U/L',
    high: 265,
    signs: 'pancreas',
    source: `${RCPATH} (amylase 5 × the upper reference limit), applied to the pancreatic amylase limit of 53 U/L`,
  },
  '3040-3': {
    unit: 'U/L',
    high: 300,
    signs: 'pancreas',
    source: `${RCPATH} (amylase 5 × the upper reference limit), applied to the lipase limit of 60 U/L`,
  },
  '33959-8': {
    unit: 'ng/mL',
    high: 10,
    signs: 'infection',
    source:
      'B·R·A·H·M·S PCT interpretation (Meisner M, Procalcitonin, 2010): 10 ng/mL or more is an important systemic inflammatory response, almost exclusively severe bacterial sepsis or septic shock',
  },
  '1988-5': {
    unit: 'mg/L',
    high: 300,
    signs: 'infection',
    source: `${RCPATH} (CRP ≥300 mg/L for patients in the community)`,
  },
  '3024-7': {
    unit: 'ng/dL',
    high: 5.1,
    signs: 'thyroid',
    source: `${HOUSTON} (free T4 ≥5.1 ng/dL)`,
  },
  '2143-6': {
    unit: 'µg/dL',
    low: 1.8,
    signs: 'adrenal',
    source: `${RCPATH} as applied by South West London Pathology (cortisol ≤50 nmol/L, 1.8 µg/dL)`,
  },

  // Medication levels
  '14334-7': {
    unit: 'mmol/L',
    high: 1.5,
    signs: 'medicine',
    source: `${RCPATH} (lithium ≥1.5 mmol/L); ${WAKEMED} (≥1.5 mmol/L)`,
  },
  '10535-3': {
    unit: 'ng/mL',
    high: 2.5,
    signs: 'medicine',
    source: `${RCPATH} (digoxin ≥2.5 µg/L); ${WAKEMED} (≥2.5 ng/mL)`,
  },

  // Vital signs
  '59408-5': { unit: '%', low: 91, signs: 'vital_signs', source: `${NEWS2} (SpO2 ≤91 %)` },
  '9279-1': {
    unit: 'breaths/min',
    low: 8,
    high: 25,
    signs: 'vital_signs',
    source: `${NEWS2} (respiration rate ≤8, ≥25 per minute)`,
  },
  // NEWS2 scores a pulse of 40 as 3 in someone acutely ill; at rest, trained athletes' pulse runs
  // down to 30, so 30–40 alone is not called critical.
  '8867-4': {
    unit: 'bpm',
    low: 30,
    high: 130,
    exclusive: true,
    signs: 'vital_signs',
    source: `International recommendations for ECG interpretation in athletes (Sharma et al., Eur Heart J 2018;39:1466–80): sinus bradycardia of 30 per minute or more is a normal finding in trained athletes; ${NEWS2} (pulse ≥131 per minute)`,
  },
  '8310-5': {
    unit: '°C',
    low: 35,
    high: 41.5,
    signs: 'vital_signs',
    source: `${NEWS2} (temperature ≤35.0 °C); hyperpyrexia, a medical emergency, from 41.5 °C`,
  },
};

/** The alert limits of a biomarker, found through any of its LOINC codes. */
export function criticalLimitsOf(biomarker: CatalogueBiomarker): CriticalLimits | undefined {
  for (const code of biomarker.loinc) {
    const limits = CRITICAL_LIMITS[code];
    if (limits !== undefined) return limits;
  }
  return undefined;
}
