/** UCUM's code for "no unit" and its annotations of it ('{ratio}', '{index}'). */
const UNITLESS = /^(?:1|\{[^}]*\})?$/u;

/**
 * A UCUM code ('10*9/L', 'm[IU]/L', 'mm[Hg]', 'mg/dL{fasting}') spelt the way labs print it, which
 * the catalogue's unit reader knows: square brackets dropped, annotations in braces dropped, `10*`
 * as `10^`. Unitless codes become ''.
 */
export function ucumToPrinted(code: string): string {
  const trimmed = code.trim();
  if (UNITLESS.test(trimmed)) return '';
  return trimmed
    .replace(/\{[^}]*\}/gu, '')
    .replace(/[[\]]/gu, '')
    .replace(/10\*(-?\d+)/gu, '10^$1')
    .trim();
}
