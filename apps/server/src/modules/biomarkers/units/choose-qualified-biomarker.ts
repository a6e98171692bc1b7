import type { CatalogueBiomarker } from '../catalogue/catalogue-types';
import { conversionFor } from './convert-unit';
import { readUnit } from './read-unit';

/** A word of capitals in a unit (FEU, DDU), standing alone or before a slash. */
const CAPITAL_WORD = /(?<=^|\s)[A-Z]{2,}(?=\s|\/|$)/gu;

/**
 * A printed limit within this factor of a catalogue cut-off is that cut-off: D-dimer assays print
 * DDU cut-offs of 230–255 ng/mL for the catalogue's 250, while FEU and DDU lie a factor of 2 apart.
 */
const SAME_CUT_OFF = Math.log(1.25);

/**
 * The word that qualifies a catalogue unit ('FEU' of 'mg/L FEU', 'DDU' of 'ng DDU/mL'): a word of
 * capitals without which the unit reads as a unit and with which it does not. Undefined for a
 * plain unit ('IU/mL' reads as it is).
 */
export function unitQualifier(unit: string): string | undefined {
  if (readUnit(unit).length > 0) return undefined;
  return unit
    .match(CAPITAL_WORD)
    ?.find((word) => readUnit(unit.replace(word, '').replace(/\s+/gu, ' ')).length > 0);
}

/** The printed range's ends, as far as they carry a scale (an end of 0 or none does not). */
interface PrintedRange {
  low: number | null;
  high: number | null;
  text: string;
}

/** Every cut-off the catalogue's desired bands name, for any population, in the canonical unit. */
function cutOffsOf(biomarker: CatalogueBiomarker): number[] {
  const sets = [
    biomarker.ranges,
    biomarker.female,
    biomarker.male,
    ...(biomarker.by_age ?? []).map((band) => band.ranges),
  ];
  return sets.flatMap((set) => {
    const band = set?.bands.find((each) => each.name === biomarker.desired_result);
    return [band?.min ?? null, band?.max ?? null].filter(
      (limit): limit is number => limit !== null && limit > 0,
    );
  });
}

/**
 * Of biomarkers that differ only by the qualifier of their unit (D-dimer in FEU and in DDU, about
 * twice apart), the one a value printed in a plain unit ('ng/mL') is a result of. The plain unit
 * does not say, and taking the first would read a DDU result against the FEU cut-off (review F8);
 * the printed reference range does, as it does for a value printed without a unit (decision
 * 0008): it is taken in the member in which one of its ends lands on a cut-off of the catalogue,
 * and in no other. Undefined where the question does not arise: fewer than two such candidates, a
 * unit that names its qualifier, or none printed.
 */
export function chooseQualifiedBiomarker(
  candidates: readonly CatalogueBiomarker[],
  printedUnit: string,
  range: PrintedRange | undefined,
):
  | { biomarker: CatalogueBiomarker; unit: string }
  | { reason: string; qualifiers: string[] }
  | undefined {
  const printed = printedUnit.trim();
  const family = candidates.flatMap((biomarker) => {
    const qualifier = unitQualifier(biomarker.unit);
    return qualifier === undefined ? [] : [{ biomarker, qualifier }];
  });
  const qualifiers = [...new Set(family.map((member) => member.qualifier))];
  const named = qualifiers.some((qualifier) =>
    new RegExp(`\\b${qualifier}\\b`, 'iu').test(printed),
  );
  if (qualifiers.length < 2 || printed === '' || named) return undefined;
  const options = family.flatMap(({ biomarker, qualifier }) => {
    const unit = `${printed} ${qualifier}`;
    const conversion = conversionFor(biomarker, unit);
    return conversion === undefined ? [] : [{ biomarker, unit, conversion }];
  });
  if (options.length < 2) return undefined;
  const which = qualifiers.join(' or ');
  const ends = [range?.low ?? null, range?.high ?? null].filter(
    (end): end is number => end !== null && end > 0,
  );
  if (range === undefined || ends.length === 0)
    return {
      reason: `the unit ${printed} does not say ${which}, and no reference range shows which`,
      qualifiers,
    };
  const distances = options.map(({ biomarker, conversion }) =>
    Math.min(
      ...ends.flatMap((end) =>
        cutOffsOf(biomarker).map((cutOff) =>
          Math.abs(Math.log((end * conversion.factor + conversion.offset) / cutOff)),
        ),
      ),
    ),
  );
  const landing = options.filter(
    (_option, index) => (distances[index] ?? Infinity) <= SAME_CUT_OFF,
  );
  const [chosen] = landing;
  if (chosen !== undefined && landing.length === 1)
    return { biomarker: chosen.biomarker, unit: chosen.unit };
  return {
    reason: `the unit ${printed} does not say ${which}, and the reference range ${range.text} does not show which`,
    qualifiers,
  };
}
