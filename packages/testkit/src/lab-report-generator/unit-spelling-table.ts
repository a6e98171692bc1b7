import type { GeneratorBiomarker } from './catalogue-input';
import { knownUnit } from './known-unit';
import type { Unit } from './pick-rows';

/**
 * A unit as labs really print it, and what it means: a value printed in `printed` is `times` that
 * value in `means`, a spelling the catalogue knows. Written from what labs print, not from the
 * reader's unit code, so that the reader is tested against an independent table.
 */
export interface UnitSpelling {
  printed: string;
  means: string;
  times: number;
}

/** 1 lakh = 100,000: 2.5 lakh/cumm are 250,000/µL, that is 250 ×10^3/µL. */
const LAKH_IN_THOUSANDS = 100;

export const UNIT_SPELLINGS: readonly UnitSpelling[] = [
  { printed: 'U/I', means: 'U/L', times: 1 },
  { printed: 'cumm', means: '/µL', times: 1 },
  { printed: 'cmm', means: '/µL', times: 1 },
  { printed: '/cmm', means: '/µL', times: 1 },
  { printed: 'cells/cumm', means: '/µL', times: 1 },
  { printed: 'lakh/cumm', means: '10^3/µL', times: LAKH_IN_THOUSANDS },
  { printed: 'lakhs/cumm', means: '10^3/µL', times: LAKH_IN_THOUSANDS },
  { printed: 'million/cmm', means: '10^6/µL', times: 1 },
  { printed: 'mill/mm3', means: '10^6/µL', times: 1 },
  { printed: 'x10E6/uL', means: '10^6/µL', times: 1 },
  { printed: 'x10E3/uL', means: '10^3/µL', times: 1 },
  { printed: '10^9/L', means: '10^3/µL', times: 1 },
  { printed: '10*3/µL', means: '10^3/µL', times: 1 },
  { printed: 'K/uL', means: '10^3/µL', times: 1 },
  { printed: 'g/dl', means: 'g/dL', times: 1 },
  { printed: 'mg/dl', means: 'mg/dL', times: 1 },
  { printed: 'ug/dL', means: 'µg/dL', times: 1 },
  { printed: 'mcg/dL', means: 'µg/dL', times: 1 },
  { printed: 'µg/dL', means: 'µg/dL', times: 1 },
  { printed: 'uIU/mL', means: 'µIU/mL', times: 1 },
  { printed: 'µIU/mL', means: 'µIU/mL', times: 1 },
];

/** `spelling` as a unit of `biomarker`, when the catalogue knows the unit it means for it. */
export function spelledUnit(
  biomarker: GeneratorBiomarker,
  spelling: UnitSpelling,
): Unit | undefined {
  const meant = knownUnit(biomarker, spelling.means);
  if (meant === undefined || meant.offset !== 0) return undefined;
  return { unit: spelling.printed, factor: meant.factor * spelling.times, offset: 0 };
}

/** `printed` as a unit of `biomarker`: a catalogue spelling or one of the table's. */
export function unitAsPrinted(biomarker: GeneratorBiomarker, printed: string): Unit | undefined {
  const spelling = UNIT_SPELLINGS.find((each) => each.printed === printed);
  return knownUnit(biomarker, printed) ?? (spelling && spelledUnit(biomarker, spelling));
}
