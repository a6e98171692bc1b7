/**
 * Catalogue units that name a kind of number rather than a unit ('5.3 ratio', 'pH 6.5 pH'):
 * shown without one.
 */
const UNITLESS = new Set(['ratio', 'index', 'score', 'grade', 'stage', 'titer', 'pH', 'SG']);

/** The unit as printed after a value, or '' for a unitless kind of number. */
export function displayUnit(unit: string): string {
  return UNITLESS.has(unit) ? '' : unit;
}

/** A formatted value with its unit, if it has one: '162 mg/dL', '5.3'. */
export function withUnit(formattedValue: string, unit: string): string {
  const shown = displayUnit(unit);
  return shown === '' ? formattedValue : `${formattedValue} ${shown}`;
}
