/**
 * Catalogue units that are no unit: a ratio, an index, a score, a pH, a specific gravity, a titre,
 * a signal-to-cutoff ratio (S/CO). A value given without a unit is in them.
 */
const DIMENSIONLESS = new Set([
  '',
  'ratio',
  'index',
  'stage',
  'score',
  'grade',
  'ph',
  'sg',
  's/co',
  'titer',
  'titre',
]);

/** Whether a catalogue unit is no unit (a ratio, an index, a pH), so a unitless value is in it. */
export function isDimensionless(unit: string): boolean {
  return DIMENSIONLESS.has(unit.trim().toLowerCase());
}
