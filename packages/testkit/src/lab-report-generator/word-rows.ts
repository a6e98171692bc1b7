import type { GeneratorBiomarker } from './catalogue-input';
import type { ContentRow } from './content-row';
import { normalBand, printedNames, sharedNames } from './pick-rows';
import type { RowOptions } from './pick-rows';
import { WORD_FAMILIES } from './qualitative-words';
import type { Random } from './random';

/** A word as printed, with its number in the catalogue's unit. */
interface Word {
  text: string;
  value: number;
}

/** The words of one family a biomarker has, split by whether they fall in its normal band. */
interface Words {
  normal: Word[];
  abnormal: Word[];
}

function wordsOf(biomarker: GeneratorBiomarker, family: readonly string[]): Words {
  const { low, high } = normalBand(biomarker);
  const known = family.flatMap((text) => {
    const value = biomarker.text_values?.[text.toLowerCase()];
    return value === undefined ? [] : [{ text, value }];
  });
  const isNormal = ({ value }: Word) =>
    (low === null || value >= low) && (high === null || value < high);
  return {
    normal: known.filter((word) => isNormal(word)),
    abnormal: known.filter((word) => !isNormal(word)),
  };
}

function familiesOf(biomarker: GeneratorBiomarker, options: RowOptions): Words[] {
  return WORD_FAMILIES[options.language]
    .map((family) => wordsOf(biomarker, family))
    .filter(({ normal }) => normal.length > 0);
}

/**
 * `count` qualitative results of distinct biomarkers, each printed as a word of its text_values,
 * mostly the normal one; the reference column prints the normal word.
 */
export function wordRows(
  catalogue: readonly GeneratorBiomarker[],
  options: RowOptions,
  random: Random,
): ContentRow[] {
  const shared = sharedNames(catalogue);
  const usable = catalogue.filter(
    (biomarker) =>
      biomarker.text_values !== undefined &&
      familiesOf(biomarker, options).length > 0 &&
      printedNames(biomarker, options, shared).length > 0,
  );
  return random.sample(usable, options.count).map((biomarker) => {
    const words = random.pick(familiesOf(biomarker, options));
    const reference = words.normal[0]?.text ?? '';
    const word =
      words.abnormal.length > 0 && random.chance(0.3)
        ? random.pick(words.abnormal)
        : random.pick(words.normal);
    const name = random.pick(printedNames(biomarker, options, shared));
    return {
      name,
      value: word.text,
      unit: '',
      range: reference,
      results: [
        {
          biomarker_id: biomarker.id,
          printed_name: name,
          value: word.value,
          unit: biomarker.unit,
          comparator: null,
          value_canonical: word.value,
          canonical_unit: biomarker.unit,
          value_text: word.text,
        },
      ],
    };
  });
}
