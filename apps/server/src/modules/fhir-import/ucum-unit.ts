/** UCUM's code for "no unit" and its annotations of it ('{ratio}', '{index}'). */
const UNITLESS = /^(?:1|\{[^}]*\})?$/u;

/** UCUM codes labs print otherwise, each with the catalogue's spellings of it. */
const PRINTED_AS: Readonly<Record<string, readonly string[]>> = {
  '/min': ['bpm', 'breaths/min'],
  Cel: ['°C'],
  '[degF]': ['°F'],
  'mL/min/{1.73_m2}': ['mL/min/1.73m²'],
  'mL/min/1.73.m2': ['mL/min/1.73m²'],
};

/**
 * A UCUM code ('10*9/L', 'm[IU]/L', 'mm[Hg]', 'mg/dL{fasting}') spelt the ways labs print it,
 * which the catalogue's unit reader knows: square brackets dropped, annotations in braces dropped,
 * `10*` as `10^`, and the few codes labs print otherwise by their printed names. Unitless codes
 * become ''.
 */
export function ucumSpellings(code: string): readonly string[] {
  const trimmed = code.trim();
  const printed = PRINTED_AS[trimmed];
  if (printed !== undefined) return printed;
  if (UNITLESS.test(trimmed)) return [''];
  return [
    trimmed
      .replace(/\{[^}]*\}/gu, '')
      .replace(/[[\]]/gu, '')
      .replace(/10\*(-?\d+)/gu, '10^$1')
      .trim(),
  ];
}
