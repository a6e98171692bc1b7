import { bandRange } from './band-range';
import type { GeneratorBiomarker } from './catalogue-input';
import type { ContentRow } from './content-row';
import { canonicalUnit, contentRow, numberResult } from './content-row';
import { makeRow, printedNames, sharedNames } from './pick-rows';
import type { RowOptions } from './pick-rows';
import { roundTo } from './number-format';
import type { Random } from './random';

/**
 * Unit-less ratios of the catalogue with the two results they are computed from, all in the
 * canonical units the ratio is defined on (mg/dL, g/dL).
 */
const RATIOS = [
  { ratio: 109, numerator: 101, denominator: 103 },
  { ratio: 110, numerator: 102, denominator: 103 },
  { ratio: 111, numerator: 104, denominator: 103 },
  { ratio: 511, numerator: 508, denominator: 510 },
  { ratio: 406, numerator: 404, denominator: 401 },
] as const;

interface Named {
  biomarker: GeneratorBiomarker;
  names: string[];
}

/**
 * One to three ratios, each after the results it is computed from (a result two ratios share is
 * printed once); a ratio prints no unit.
 */
export function ratioRows(
  catalogue: readonly GeneratorBiomarker[],
  options: RowOptions,
  random: Random,
): ContentRow[] {
  const byId = new Map(catalogue.map((biomarker) => [biomarker.id, biomarker]));
  const shared = sharedNames(catalogue);
  const named = (id: number): Named | undefined => {
    const biomarker = byId.get(id);
    const names = biomarker ? printedNames(biomarker, options, shared) : [];
    return biomarker && names.length > 0 ? { biomarker, names } : undefined;
  };
  const usable = RATIOS.flatMap((ids) => {
    const [ratio, numerator, denominator] = [
      named(ids.ratio),
      named(ids.numerator),
      named(ids.denominator),
    ];
    return ratio && numerator && denominator ? [{ ratio, numerator, denominator }] : [];
  });
  const values = new Map<number, number>();
  const rows: ContentRow[] = [];
  const valueOf = ({ biomarker, names }: Named): number => {
    const known = values.get(biomarker.id);
    if (known !== undefined) return known;
    const unit = canonicalUnit(biomarker);
    const row = makeRow(biomarker, random.pick(names), unit, false, options, random);
    values.set(biomarker.id, row.value);
    rows.push(contentRow(row));
    return row.value;
  };
  for (const { ratio, numerator, denominator } of random.sample(usable, random.int(1, 3))) {
    const decimals = random.int(1, 2);
    const value = roundTo(valueOf(numerator) / valueOf(denominator), decimals);
    const name = random.pick(ratio.names);
    const unit = canonicalUnit(ratio.biomarker);
    rows.push({
      name,
      value: value.toFixed(decimals),
      unit: '',
      range: bandRange(ratio.biomarker, unit, decimals),
      results: [numberResult(ratio.biomarker, name, value, unit)],
    });
  }
  return rows;
}
