import type { DecimalSeparator } from '../biomarkers/printed/parse-number';
import { detectDecimalSeparator } from '../biomarkers/printed/parse-number';

/** What one row of a document printed that tells its number style. */
export interface PrintedNumbers {
  value: string;
  range: string | null;
}

/**
 * The decimal separator a document writes, from the values and ranges its rows printed ('4,5'
 * and '3,9 - 5,5' can only be decimal commas). Without evidence, a point: the document's
 * language is not kept, and only a lone '5,100' depends on it.
 */
export function documentDecimal(rows: readonly PrintedNumbers[]): DecimalSeparator {
  return detectDecimalSeparator(
    rows.flatMap((row) => (row.range === null ? [row.value] : [row.value, row.range])),
    'us',
  );
}
