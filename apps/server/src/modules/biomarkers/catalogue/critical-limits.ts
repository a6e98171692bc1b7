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
  | 'vital_signs';

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
  signs: CriticalSigns;
  source: string;
}

const RCPATH =
  'The Royal College of Pathologists, The communication of critical and unexpected pathology results (G158, 2017)';
const MAYO = 'Mayo Clinic Laboratories, Critical Values / Critical Results List';
const HOUSTON = 'Houston Methodist laboratory critical values';
const NEWS2 =
  'Royal College of Physicians, National Early Warning Score (NEWS) 2, 2017: a single parameter scoring 3 calls for an urgent clinical response';
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

  // Blood sugar: fasting, not known fasting, after a glucose load and after a meal alike.
  '1558-6': { unit: 'mg/dL', low: 50, high: 400, signs: 'glucose', source: GLUCOSE },
  '2345-7': { unit: 'mg/dL', low: 50, high: 400, signs: 'glucose', source: GLUCOSE },
  '1518-0': { unit: 'mg/dL', low: 50, high: 400, signs: 'glucose', source: GLUCOSE },
  '1507-3': { unit: 'mg/dL', low: 50, high: 400, signs: 'glucose', source: GLUCOSE },
  '1521-4': { unit: 'mg/dL', low: 50, high: 400, signs: 'glucose', source: GLUCOSE },
  '4548-4': {
    unit: '%',
    high: 10,
    exclusive: true,
    signs: 'glucose',
    source:
      'ADA Standards of Care in Diabetes 2025, section 9: insulin is started early when HbA1c is above 10 % or glucose 300 mg/dL or more, or with symptoms of hyperglycaemia',
  },

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
  '3173-2': { unit: 's', high: 150, signs: 'blood', source: `${MAYO} (aPTT ≥150 s)` },
  '3255-7': {
    unit: 'mg/dL',
    low: 100,
    signs: 'blood',
    source: `${HOUSTON} (fibrinogen ≤100 mg/dL)`,
  },

  // Heart
  '67151-1': {
    unit: 'ng/L',
    high: 14,
    signs: 'heart',
    source:
      'Fourth Universal Definition of Myocardial Infarction (Thygesen et al., 2018): troponin above the 99th-percentile upper reference limit is myocardial injury; 14 ng/L for the Roche hs-cTnT assay',
  },
  '89579-7': {
    unit: 'ng/L',
    high: 26,
    signs: 'heart',
    source:
      'Fourth Universal Definition of Myocardial Infarction (Thygesen et al., 2018); 99th-percentile upper reference limit of the Abbott hs-cTnI assay, 26 ng/L overall (16 women, 34 men)',
  },
  '33762-6': {
    unit: 'pg/mL',
    high: 5000,
    signs: 'heart',
    source:
      'No lab alert limit exists; ICON study (Januzzi et al., Eur Heart J 2006;27:330–7): NT-proBNP above 5,180 pg/mL predicted death within 76 days in acute breathlessness, rounded down',
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

  // Vital signs
  '59408-5': { unit: '%', low: 91, signs: 'vital_signs', source: `${NEWS2} (SpO2 ≤91 %)` },
  '9279-1': {
    unit: 'breaths/min',
    low: 8,
    high: 25,
    signs: 'vital_signs',
    source: `${NEWS2} (respiration rate ≤8, ≥25 per minute)`,
  },
  '8867-4': {
    unit: 'bpm',
    low: 40,
    high: 131,
    signs: 'vital_signs',
    source: `${NEWS2} (pulse ≤40, ≥131 per minute)`,
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
