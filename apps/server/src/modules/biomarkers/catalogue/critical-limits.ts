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
  /** The limits of the tier before it: a doctor within a day or two (decision 0008). */
  prompt?: PromptLimits;
}

/**
 * Why a value in the prompt tier needs a doctor within a day or two, so its text can say so:
 * near an alert limit (the default), or a guideline's own reason.
 */
export type PromptConcern =
  | 'near_alert'
  | 'liver_injury'
  | 'kidney_new'
  | 'pancreatitis'
  | 'statin'
  | 'thyroid'
  | 'infection'
  | 'insulin'
  | 'heart_injury';

/**
 * Values short of an alert limit that still need a doctor within a day or two: the more cautious
 * limits other published lists set, or the last 10 % before our alert limit where ours is already
 * the most cautious, or a guideline's grade. In the entry's unit; a value past the alert limit is
 * critical instead.
 */
export interface PromptLimits {
  /** Prompt at or below this value. */
  low?: number;
  /** Prompt below this value (the source says "below"). */
  below?: number;
  /** Prompt at or above this value. */
  high?: number;
  /** Prompt above this value (the source says "above"). */
  above?: number;
  /**
   * Prompt above this many times the upper limit of the desired range that fits the person
   * (women's and men's differ for ALT): the lower of the two while sex is unknown.
   */
  aboveTimesUpperLimit?: number;
  /** Only the first result past the low limit is prompt: an earlier one was already seen to. */
  firstSeen?: true;
  concern?: PromptConcern;
  /** Warning signs when they differ from the alert limit's. */
  signs?: CriticalSigns;
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
const HOMERTON = 'Homerton University Hospital critical result limits for GP patients';
/** Where no published list is more cautious than our alert limit, the prompt tier starts 10 % before it. */
const MARGIN =
  'no published list is more cautious than this alert limit: the prompt tier is its last 10 %';
const EGFR =
  'KDIGO 2024 Clinical Practice Guideline for CKD: G5, kidney failure, is an eGFR below 15 mL/min/1.73m²';

const GLUCOSE_PROMPT: PromptLimits = {
  below: 54,
  high: 300,
  source:
    'ADA Standards of Care in Diabetes 2025, section 6: level 2 hypoglycaemia below 54 mg/dL; section 9: glucose of 300 mg/dL or more calls for insulin to be considered',
};

/** Fasting, not known fasting, after a glucose load and after a meal alike. */
const GLUCOSE_LIMITS: CriticalLimits = {
  unit: 'mg/dL',
  low: 50,
  high: 400,
  signs: 'glucose',
  source: GLUCOSE,
  prompt: GLUCOSE_PROMPT,
};
const EGFR_PROMPT: PromptLimits = {
  below: 30,
  firstSeen: true,
  concern: 'kidney_new',
  source:
    'KDIGO 2024 Clinical Practice Guideline for CKD: G4 is an eGFR below 30 mL/min/1.73m²; a first value this low may be acute kidney injury (KDIGO 2012 AKI guideline), so it is prompt only when no earlier result was below 30',
};

/** The three kinds of eGFR share their limits. */
const EGFR_LIMITS: CriticalLimits = {
  unit: 'mL/min/1.73m²',
  low: 15,
  exclusive: true,
  signs: 'kidney',
  source: EGFR,
  prompt: EGFR_PROMPT,
};
const LIVER_PROMPT: PromptLimits = {
  aboveTimesUpperLimit: 10,
  concern: 'liver_injury',
  source:
    'ACG Clinical Guideline on abnormal liver chemistries (Kwo et al., 2017): aminotransferases above 10 × the upper reference limit (of the person’s sex) call for an urgent work-up for acute liver injury',
};

/**
 * Alert limits keyed by LOINC code (any code of the biomarker selects its entry), so no catalogue
 * id is named. Limits follow the lists labs publish; a test checks every code is in the catalogue,
 * in the stated unit, with limits outside the desired range.
 */
export const CRITICAL_LIMITS: Readonly<Record<string, CriticalLimits>> = {
  // Electrolytes
  '2823-3': {
    unit: 'mmol/L',
    low: 2.5,
    high: 6.5,
    signs: 'electrolytes',
    source: RCPATH,
    prompt: {
      below: 3,
      high: 6,
      source: `${ARUP} (K <3.0 mmol/L); ERC Guidelines 2021, moderate hyperkalaemia from 6.0 mmol/L; ${HOMERTON} (K >6.0 mmol/L)`,
    },
  },
  '2951-2': {
    unit: 'mmol/L',
    low: 120,
    high: 160,
    signs: 'electrolytes',
    source: `${RCPATH}; University of Iowa Health Care pathology handbook (120 / 160 mEq/L)`,
    prompt: {
      low: 125,
      high: 155,
      source: `${HOMERTON} (Na <125, >155 mmol/L), the limits themselves included; ${KOST} (158)`,
    },
  },
  '2028-9': {
    unit: 'mmol/L',
    low: 10,
    high: 40,
    signs: 'electrolytes',
    source:
      'Main Line Health Laboratories critical values (total CO2 ≤10, ≥40 mEq/L); University of Iowa Health Care pathology handbook (<10 mEq/L)',
    prompt: {
      low: 11,
      high: 36,
      source: `${KOST} and ${WAKEMED} (CO2 11 mmol/L); high: ${MARGIN}`,
    },
  },
  '17861-6': {
    unit: 'mg/dL',
    low: 6.5,
    high: 13,
    signs: 'electrolytes',
    source: `${HOUSTON} (calcium ≤6.5, ≥13.0 mg/dL)`,
    prompt: {
      low: 6.6,
      high: 12,
      source: `${KOST} (calcium 6.6 mg/dL); ${WAKEMED} (calcium ≥12.0 mg/dL)`,
    },
  },
  '29265-6': {
    unit: 'mg/dL',
    low: 7.2,
    high: 14,
    signs: 'electrolytes',
    source: `${RCPATH} (adjusted calcium ≤1.8, ≥3.5 mmol/L)`,
    prompt: { low: 7.92, high: 12.6, source: MARGIN },
  },
  '17863-2': {
    unit: 'mg/dL',
    low: 3,
    high: 6,
    signs: 'electrolytes',
    source: `${HOUSTON} (ionised calcium ≤0.75, ≥1.50 mmol/L)`,
    prompt: { low: 3.5, high: 5.8, source: `${WAKEMED} (ionised calcium 3.5, 5.8 mg/dL)` },
  },
  '19123-9': {
    unit: 'mg/dL',
    low: 1,
    high: 4.5,
    signs: 'electrolytes',
    source: `${HOUSTON} (magnesium ≤1.0, ≥4.5 mg/dL)`,
    prompt: {
      low: 1.1,
      high: 4.05,
      source: `${MARGIN} (${KOST}, ${ARUP} and ${WAKEMED} also call magnesium 1.0 mg/dL critical)`,
    },
  },
  '2777-1': {
    unit: 'mg/dL',
    low: 1,
    high: 9,
    signs: 'electrolytes',
    source: `Sunrise Medical Laboratories adult critical values (phosphorus <1.0, >9.0 mg/dL); ${RCPATH} (phosphate ≤0.3 mmol/L)`,
    prompt: { low: 1.1, high: 8.9, source: `low: ${MARGIN}; ${KOST} (phosphate 8.9 mg/dL)` },
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
  '1558-6': GLUCOSE_LIMITS,
  '2345-7': GLUCOSE_LIMITS,
  '1518-0': GLUCOSE_LIMITS,
  '1507-3': GLUCOSE_LIMITS,
  '1521-4': GLUCOSE_LIMITS,
  // No lab lists HbA1c: it is the glucose that is dangerous today; above 10 % treatment (often
  // insulin) should start within days.
  '4548-4': {
    unit: '%',
    signs: 'glucose',
    source: 'No lab alert limit',
    prompt: {
      above: 10,
      concern: 'insulin',
      source:
        'ADA Standards of Care in Diabetes 2025, section 9: insulin is started early when HbA1c is above 10 % or glucose 300 mg/dL or more, or with symptoms of hyperglycaemia',
    },
  },

  // Blood count and clotting
  '718-7': {
    unit: 'g/dL',
    low: 7,
    high: 20,
    signs: 'blood',
    source: `${HOUSTON} (haemoglobin ≤7.0 g/dL); ${MAYO} (≥20.0 g/dL)`,
    prompt: {
      below: 8,
      high: 19.9,
      source: `WHO 2011 haemoglobin concentrations for the assessment of anaemia severity (severe anaemia below 8.0 g/dL); ${KOST} (haemoglobin 19.9 g/dL)`,
    },
  },
  '4544-3': {
    unit: '%',
    low: 20,
    high: 60,
    signs: 'blood',
    source:
      'Starling Physicians laboratory critical results (haematocrit ≤20 %, ≥60 %); NW HealthCare / Christian Hospital laboratory critical results chart (≤20 %)',
    prompt: { low: 22, high: 54, source: `${MARGIN} (${KOST}: 18 %, 61 %)` },
  },
  '6690-2': {
    unit: '10^3/µL',
    low: 2,
    high: 30,
    signs: 'infection',
    source:
      'Sunrise Medical Laboratories adult critical values (WBC <2.0 ×10³/µL); Main Line Health Laboratories critical values (≥30,000/mm³)',
    prompt: { low: 2.2, high: 27, source: `${MARGIN} (${KOST}: 2.0, 37 ×10³/µL)` },
  },
  '751-8': {
    unit: '10^3/µL',
    low: 0.5,
    signs: 'infection',
    source: `${MAYO} (absolute neutrophil count ≤0.5 ×10⁹/L)`,
    prompt: {
      below: 1,
      source:
        'NCI Common Terminology Criteria for Adverse Events v5.0: neutrophil count decreased, grade 3 below 1.0 ×10⁹/L',
    },
  },
  '777-3': {
    unit: '10^3/µL',
    low: 40,
    high: 1000,
    signs: 'blood',
    source: `${MAYO} (platelets ≤40, ≥1000 ×10⁹/L)`,
    prompt: {
      below: 50,
      high: 910,
      source: `NCI Common Terminology Criteria for Adverse Events v5.0: platelet count decreased, grade 3 below 50 ×10⁹/L; ${KOST} (platelets 910 ×10³/µL)`,
    },
  },
  '6301-6': {
    unit: 'ratio',
    high: 5,
    signs: 'blood',
    source: `${MAYO} (INR ≥5.0)`,
    prompt: { high: 4.5, source: MARGIN },
  },
  '3173-2': {
    unit: 's',
    high: 150,
    signs: 'blood',
    source: `${MAYO} (aPTT ≥150 s)`,
    prompt: { high: 78, source: `${KOST} (PTT 78 s); ${ARUP} and ${WAKEMED} (85 s)` },
  },
  // PT in seconds depends on the reagent, and anticoagulated people run 20–35 s: the least cautious
  // list's limit is the one nearest INR 5 and does not call every treated person critical.
  '5902-2': {
    unit: 's',
    high: 46,
    signs: 'blood',
    source: `${ARUP} (PT 46 s); ${WAKEMED} (40 s); ${KOST} (27 s)`,
  },
  '3255-7': {
    unit: 'mg/dL',
    low: 100,
    signs: 'blood',
    source: `${HOUSTON} (fibrinogen ≤100 mg/dL)`,
    prompt: { low: 110, source: `${MARGIN} (${KOST}: 88 mg/dL; ${MAYO}: 60 mg/dL)` },
  },

  // Heart
  // Above the 99th percentile (14 ng/L) hs-TnT is often stably raised in kidney disease and old
  // age; the community limit of a lab that follows G158 marks the level worth a call that day.
  '67151-1': {
    unit: 'ng/L',
    high: 50,
    signs: 'heart',
    source: `${RCPATH} as applied by South West London Pathology to patients in the community (troponin T ≥50 ng/L)`,
    prompt: {
      above: 14,
      concern: 'heart_injury',
      source:
        'Fourth Universal Definition of Myocardial Infarction (Thygesen et al., 2018): above the 99th-percentile upper reference limit (14 ng/L for the Roche hs-cTnT assay) is myocardial injury; ESC 2023 acute coronary syndromes guideline: acute and chronic injury are told apart by a repeat test',
    },
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
    prompt: { high: 4500, source: MARGIN },
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
    prompt: {
      high: 180,
      source:
        '2023 ESH Guidelines for the management of arterial hypertension: grade 3 hypertension from a systolic 180 mmHg',
    },
  },
  '8462-4': {
    unit: 'mmHg',
    high: 120,
    exclusive: true,
    signs: 'blood_pressure',
    source: '2017 ACC/AHA Hypertension Guideline: hypertensive crisis above 180/120 mmHg',
    prompt: {
      high: 110,
      source:
        '2023 ESH Guidelines for the management of arterial hypertension: grade 3 hypertension from a diastolic 110 mmHg',
    },
  },

  // Kidney, liver, muscle, pancreas, inflammation, thyroid
  '2160-0': {
    unit: 'mg/dL',
    high: 4,
    signs: 'kidney',
    source: `${RCPATH} (creatinine ≥354 µmol/L outside renal care)`,
    prompt: { high: 3.6, source: `${MARGIN} (${KOST}: 7.4 mg/dL)` },
  },
  '3094-0': {
    unit: 'mg/dL',
    high: 84,
    signs: 'kidney',
    source: `${RCPATH} (urea ≥30 mmol/L, BUN 84 mg/dL)`,
    prompt: { high: 75.6, source: `${MARGIN} (${KOST}: BUN 104 mg/dL)` },
  },
  '3091-6': {
    unit: 'mg/dL',
    high: 180,
    signs: 'kidney',
    source: `${RCPATH} (urea ≥30 mmol/L)`,
    prompt: { high: 162, source: MARGIN },
  },
  '62238-1': EGFR_LIMITS,
  '50210-4': EGFR_LIMITS,
  '98980-6': EGFR_LIMITS,
  '3084-1': { unit: 'mg/dL', high: 13, signs: 'kidney', source: `${KOST} (uric acid 13 mg/dL)` },
  '1742-6': {
    unit: 'U/L',
    high: 495,
    signs: 'liver',
    source: `ACG Clinical Guideline on abnormal liver chemistries (Kwo et al., 2017): above 15 × the upper reference limit (33 U/L) is severe; ${RCPATH} (ALT 15 × upper limit)`,
    prompt: LIVER_PROMPT,
  },
  '1920-8': {
    unit: 'U/L',
    high: 720,
    signs: 'liver',
    source:
      'Homerton University Hospital critical result limits, set after the RCPath guidance (AST above 15 × the upper reference limit); here 15 × the catalogue upper reference limit of 48 U/L',
    prompt: LIVER_PROMPT,
  },
  '1975-2': {
    unit: 'mg/dL',
    high: 10,
    signs: 'liver',
    source:
      'Sunrise Medical Laboratories adult critical values (total bilirubin >10.0 mg/dL); Starling Physicians laboratory critical results (≥10 mg/dL)',
    prompt: { high: 9, source: `${MARGIN} (${KOST} and ${ARUP}: 15 mg/dL)` },
  },
  '16362-6': {
    unit: 'µmol/L',
    high: 200,
    signs: 'liver',
    source: `${MAYO} (ammonia ≥200 µmol/L from 1 year of age)`,
    prompt: { high: 180, source: MARGIN },
  },
  '2157-6': {
    unit: 'U/L',
    high: 5000,
    signs: 'muscle',
    source: `${RCPATH} (CK ≥5000 U/L)`,
    prompt: { high: 4500, source: MARGIN },
  },
  '1798-8': {
    unit: 'U/L',
    high: 500,
    signs: 'pancreas',
    source: `${RCPATH} (amylase 5 × the upper reference limit, 500 U/L)`,
    prompt: { high: 250, source: `${HOMERTON} (amylase ≥250 U/L)` },
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
    prompt: {
      high: 100,
      concern: 'infection',
      source:
        'Pepys MB & Hirschfield GM, C-reactive protein: a critical update, J Clin Invest 2003;111:1805–12: above 100 mg/L is typical of bacterial infection',
    },
  },
  '3024-7': {
    unit: 'ng/dL',
    high: 5.1,
    signs: 'thyroid',
    source: `${HOUSTON} (free T4 ≥5.1 ng/dL)`,
    prompt: { high: 4.59, source: MARGIN },
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
    prompt: { low: 40, source: `${NEWS2} (pulse ≤40 per minute scores 3)` },
  },
  '8310-5': {
    unit: '°C',
    low: 35,
    high: 41.5,
    signs: 'vital_signs',
    source: `${NEWS2} (temperature ≤35.0 °C); hyperpyrexia, a medical emergency, from 41.5 °C`,
    prompt: {
      high: 40,
      source:
        'Hyperthermia from 40 °C (a temperature of 40 °C or more is a high fever that needs a doctor the same or next day); NEWS2 already scores 39.1 °C and above',
    },
  },

  // No alert limit, only the prompt tier: guidelines ask for care within days, labs do not call.
  '3016-3': {
    unit: 'mIU/L',
    signs: 'vital_signs',
    source: 'No lab alert limit',
    prompt: {
      above: 20,
      concern: 'thyroid',
      source:
        'ATA/AACE 2012 hypothyroidism guideline (Garber et al.): treatment is advised from a TSH of 10 mIU/L; above 20 mIU/L an overt underactive thyroid is likely, which needs a doctor within days rather than a repeat in weeks',
    },
  },
  '2571-8': {
    unit: 'mg/dL',
    signs: 'pancreas',
    source: 'No lab alert limit',
    prompt: {
      high: 1000,
      concern: 'pancreatitis',
      source:
        'Endocrine Society 2012 guideline on hypertriglyceridaemia (Berglund et al.): from 1,000 mg/dL severe, with a risk of acute pancreatitis',
    },
  },
  '13457-7': {
    unit: 'mg/dL',
    signs: 'heart',
    source: 'No lab alert limit',
    prompt: {
      high: 190,
      concern: 'statin',
      source:
        '2018 AHA/ACC Guideline on the Management of Blood Cholesterol: from an LDL of 190 mg/dL a high-intensity statin is advised without a risk calculation',
    },
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
