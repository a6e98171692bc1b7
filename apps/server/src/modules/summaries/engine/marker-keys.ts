import { ALL_BIOMARKERS } from '../../biomarkers/catalogue/catalogue';
import type { CatalogueBiomarker } from '../../biomarkers/catalogue/catalogue-types';

/**
 * The biomarkers the rules reason about, found in the catalogue by LOINC code (any of them),
 * so the rules name no catalogue ids. A test checks that every one is found.
 */
export const MARKER_LOINCS = {
  ldl: ['13457-7', '18262-6', '2089-1'],
  hdl: ['2085-9'],
  triglycerides: ['2571-8'],
  totalCholesterol: ['2093-3'],
  nonHdl: ['43396-1'],
  apoB: ['1884-6'],
  /** Lp(a) as mass and as particle count: two biomarkers with their own cut-offs. */
  lpaMass: ['10835-7'],
  lpaMolar: ['43583-4'],
  hba1c: ['4548-4'],
  fastingGlucose: ['1558-6'],
  /** Glucose not known to be fasting. */
  glucose: ['2345-7'],
  ogttGlucose: ['20436-2'],
  insulin: ['20448-7'],
  homaIr: ['47214-2'],
  haemoglobin: ['718-7'],
  mcv: ['787-2'],
  ferritin: ['2276-4'],
  transferrinSaturation: ['2502-3'],
  iron: ['2498-4'],
  vitaminB12: ['2132-9'],
  folate: ['2284-8'],
  egfr: ['98979-8', '62238-1', '33914-3', '48642-3'],
  creatinine: ['2160-0'],
  albuminCreatinineRatio: ['9318-7', '14959-1', '32294-1'],
  alt: ['1742-6'],
  ast: ['1920-8'],
  ggt: ['2324-2'],
  tsh: ['3016-3', '11580-8'],
  freeT4: ['3024-7'],
  crp: ['1988-5'],
  hsCrp: ['30522-7'],
  vitaminD: ['62292-8', '1989-3', '35365-6'],
  pth: ['2731-8'],
  systolic: ['8480-6'],
  diastolic: ['8462-4'],
  inr: ['6301-6', '34714-6'],
} as const;

export type MarkerKey = keyof typeof MARKER_LOINCS;

function resolve(codes: readonly string[]): CatalogueBiomarker | undefined {
  for (const code of codes) {
    const found = ALL_BIOMARKERS.find((biomarker) => biomarker.loinc.includes(code));
    if (found !== undefined) return found;
  }
  return undefined;
}

/** Each key's catalogue biomarker id. */
export const MARKER_IDS: ReadonlyMap<MarkerKey, number> = new Map(
  (Object.keys(MARKER_LOINCS) as MarkerKey[]).flatMap((key) => {
    const biomarker = resolve(MARKER_LOINCS[key]);
    return biomarker === undefined ? [] : [[key, biomarker.id] as const];
  }),
);
