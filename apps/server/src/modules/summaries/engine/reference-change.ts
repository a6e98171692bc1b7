import type { CatalogueBiomarker } from '../../biomarkers/catalogue/catalogue-types';

/** How much a result varies without any real change, as coefficients of variation in %. */
export interface Variation {
  /** Within-person biological variation (CVI). */
  biological: number;
  /** Typical analytical imprecision of current methods (CVA). */
  analytical: number;
  source: string;
}

const EFLM = 'EFLM Biological Variation Database (biologicalvariation.eu), CVI estimate';

/**
 * Variation of common analytes, keyed by LOINC code (any code of the biomarker selects its
 * entry). Biological variation from the EFLM database, rounded; analytical imprecision as typical
 * laboratories achieve it.
 */
export const BIOLOGICAL_VARIATION: Readonly<Record<string, Variation>> = {
  '2951-2': { biological: 0.5, analytical: 0.8, source: `${EFLM}, sodium` },
  '2823-3': { biological: 4, analytical: 1.5, source: `${EFLM}, potassium` },
  '2075-0': { biological: 1, analytical: 1, source: `${EFLM}, chloride` },
  '17861-6': { biological: 1.8, analytical: 1.5, source: `${EFLM}, calcium` },
  '19123-9': { biological: 2.8, analytical: 2, source: `${EFLM}, magnesium` },
  '2777-1': { biological: 7.7, analytical: 2.5, source: `${EFLM}, phosphate` },
  '1558-6': { biological: 5, analytical: 2, source: `${EFLM}, fasting glucose` },
  '4548-4': { biological: 1.6, analytical: 1.5, source: `${EFLM}, HbA1c` },
  '2160-0': { biological: 4.4, analytical: 2.5, source: `${EFLM}, creatinine` },
  '62238-1': { biological: 4.4, analytical: 2.5, source: `${EFLM}, creatinine (eGFR follows it)` },
  '3094-0': { biological: 14, analytical: 3, source: `${EFLM}, urea` },
  '3091-6': { biological: 14, analytical: 3, source: `${EFLM}, urea` },
  '3084-1': { biological: 7.5, analytical: 2, source: `${EFLM}, uric acid` },
  '2093-3': { biological: 5.3, analytical: 2, source: `${EFLM}, total cholesterol` },
  '2085-9': { biological: 5.7, analytical: 2.5, source: `${EFLM}, HDL cholesterol` },
  '13457-7': { biological: 7.8, analytical: 3, source: `${EFLM}, LDL cholesterol` },
  '2571-8': { biological: 19.9, analytical: 2, source: `${EFLM}, triglycerides` },
  '1884-6': { biological: 6.6, analytical: 3, source: `${EFLM}, apolipoprotein B` },
  '10835-7': { biological: 10.2, analytical: 4, source: `${EFLM}, lipoprotein(a)` },
  '43583-4': { biological: 10.2, analytical: 4, source: `${EFLM}, lipoprotein(a)` },
  '1742-6': { biological: 9.6, analytical: 3, source: `${EFLM}, ALT` },
  '1920-8': { biological: 9.5, analytical: 3, source: `${EFLM}, AST` },
  '2324-2': { biological: 8.9, analytical: 3, source: `${EFLM}, GGT` },
  '6768-6': { biological: 5.3, analytical: 3, source: `${EFLM}, alkaline phosphatase` },
  '1975-2': { biological: 19, analytical: 4, source: `${EFLM}, total bilirubin` },
  '1751-7': { biological: 2.5, analytical: 2, source: `${EFLM}, albumin` },
  '2157-6': { biological: 14.5, analytical: 3, source: `${EFLM}, creatine kinase` },
  '1988-5': { biological: 30, analytical: 5, source: `${EFLM}, CRP` },
  '30522-7': { biological: 30, analytical: 5, source: `${EFLM}, CRP` },
  '3016-3': { biological: 17.8, analytical: 4, source: `${EFLM}, TSH` },
  '3024-7': { biological: 4.9, analytical: 4, source: `${EFLM}, free T4` },
  '2276-4': { biological: 10, analytical: 4, source: `${EFLM}, ferritin` },
  '2498-4': { biological: 26.5, analytical: 3, source: `${EFLM}, iron` },
  '718-7': { biological: 2.7, analytical: 1.5, source: `${EFLM}, haemoglobin` },
  '4544-3': { biological: 2.8, analytical: 1.5, source: `${EFLM}, haematocrit` },
  '6690-2': { biological: 11, analytical: 2, source: `${EFLM}, leukocytes` },
  '777-3': { biological: 7.3, analytical: 3, source: `${EFLM}, platelets` },
  '787-2': { biological: 0.8, analytical: 1, source: `${EFLM}, MCV` },
  '20448-7': { biological: 21, analytical: 5, source: `${EFLM}, insulin` },
  '8480-6': {
    biological: 5,
    analytical: 0,
    source:
      'Visit-to-visit variation of clinic systolic blood pressure: within-person SD about 7 mmHg at a mean of 134 mmHg (TROPHY placebo arm, Muntner et al.)',
  },
  '8462-4': {
    biological: 6,
    analytical: 0,
    source:
      'Visit-to-visit variation of clinic diastolic blood pressure, taken as slightly larger in relative terms than systolic',
  },
  '29463-7': {
    biological: 1.5,
    analytical: 0.2,
    source: 'Day-to-day fluctuation of body weight (water, food, time of day)',
  },
  '39156-5': {
    biological: 1.5,
    analytical: 0.2,
    source: 'Day-to-day fluctuation of body weight (water, food, time of day)',
  },
};

/** For analytes without an entry: about the middle of the EFLM within-person estimates. */
const DEFAULT_VARIATION: Variation = {
  biological: 8,
  analytical: 3,
  source: 'Default for analytes without an estimate',
};

/** z for a two-sided 95 % probability, times √2 for the difference of two results. */
const RCV_FACTOR = 1.96 * Math.SQRT2;

function variationOf(biomarker: CatalogueBiomarker): Variation {
  for (const code of biomarker.loinc) {
    const variation = BIOLOGICAL_VARIATION[code];
    if (variation !== undefined) return variation;
  }
  return DEFAULT_VARIATION;
}

/**
 * The reference change value as a fraction: a relative change between two results smaller than
 * this is within what analytical and biological noise produce 95 % of the time, so not a trend.
 * RCV = 1.96 × √2 × √(CVA² + CVI²).
 */
export function referenceChangeOf(biomarker: CatalogueBiomarker): number {
  const { biological, analytical } = variationOf(biomarker);
  return (RCV_FACTOR * Math.hypot(biological, analytical)) / 100;
}
