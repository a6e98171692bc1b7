import type { GeneratorBiomarker } from './catalogue-input';
import type { ContentColumn } from './content-table';
import { contentColumns, renderSections } from './content-table';
import { contentRow } from './content-row';
import type { ContentSpec } from './content-spec';
import { isGeneratable, makeRow, normalBand, printedNames, sharedNames } from './pick-rows';
import type { RowOptions, Unit } from './pick-rows';
import { ENGLISH_HEADERS } from './render-table';
import { spelledUnit, UNIT_SPELLINGS } from './unit-spelling-table';

/** Labs print counts of millions per µL as 'million/cmm', never with seven digits. */
const MAX_PRINTED = 1e6;

function spellingsOf(biomarker: GeneratorBiomarker): Unit[] {
  const { low, high } = normalBand(biomarker);
  const top = high ?? (low ?? 0) * 2;
  return UNIT_SPELLINGS.flatMap((spelling) => {
    const unit = spelledUnit(biomarker, spelling);
    return unit === undefined || top / unit.factor >= MAX_PRINTED ? [] : [unit];
  });
}

const [NAME, RESULT, UNIT, RANGE] = contentColumns(ENGLISH_HEADERS, [40, 250, 330, 420]);

/** Where the unit goes: its own column, inside the name, or after the reference range. */
const STYLES: readonly (readonly ContentColumn[])[] = [
  [NAME, RESULT, UNIT, RANGE],
  [{ ...NAME, cell: (row) => `${row.name} (${row.unit})` }, RESULT, { ...RANGE, x: 330 }],
  [NAME, RESULT, { ...RANGE, x: 330, cell: (row) => `${row.range} ${row.unit}` }],
];

/**
 * Units spelt as labs print them ('U/I', 'lakh/cumm', 'x10E3/uL', 'mcg/dL'), in a unit column,
 * inside the name ('Haemoglobin (g/dl)') or after the range ('13.0 - 17.0 g/dl').
 */
export const UNIT_SPELLINGS_LAYOUT: ContentSpec = {
  languages: ['en'],
  compose: (catalogue, { letterhead }, random) => {
    const options: RowOptions = {
      language: 'en',
      count: random.int(6, 14),
      maxNameLength: 24,
      maxUnitLength: 16,
      censored: 0,
    };
    const shared = sharedNames(catalogue);
    const usable = catalogue.filter(
      (biomarker) =>
        isGeneratable(biomarker) &&
        printedNames(biomarker, options, shared).length > 0 &&
        spellingsOf(biomarker).length > 0,
    );
    const rows = random
      .sample(usable, options.count)
      .map((biomarker) =>
        contentRow(
          makeRow(
            biomarker,
            random.pick(printedNames(biomarker, options, shared)),
            random.pick(spellingsOf(biomarker)),
            false,
            options,
            random,
          ),
        ),
      );
    const table = renderSections([{ title: '', rows }], random.pick(STYLES), letterhead.bottom);
    return {
      pages: [[...letterhead.texts, ...table.texts]],
      results: rows.flatMap((row) => row.results),
    };
  },
};
