import type { GeneratorBiomarker } from './catalogue-input';
import { normalBand } from './pick-rows';
import type { Unit } from './pick-rows';

/** The normal band of `biomarker` as a reference range in `unit`: '40 - 70', '< 3'. */
export function bandRange(biomarker: GeneratorBiomarker, unit: Unit, decimals: number): string {
  const { low, high } = normalBand(biomarker);
  const show = (canonical: number) => ((canonical - unit.offset) / unit.factor).toFixed(decimals);
  if (low === null) return high === null ? '' : `< ${show(high)}`;
  return high === null ? `> ${show(low)}` : `${show(low)} - ${show(high)}`;
}
