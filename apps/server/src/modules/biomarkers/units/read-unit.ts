import { normaliseUnit } from './normalise-unit';
import {
  CAPITAL_COUNT_MULTIPLIERS,
  COUNT_MULTIPLIERS,
  COUNTED_THINGS,
  PREFIXABLE_UNITS,
  SI_PREFIXES,
  WHOLE_WORD_UNITS,
  type SizedUnit,
} from './unit-vocabulary';

/**
 * One meaning of a printed unit: what it measures ('mass/volume') and its size as a power of ten
 * of that quantity's base units ('mg/dL' is 10^-2 g/L).
 */
export interface UnitReading {
  readonly quantity: string;
  readonly power: number;
}

/** '10^9', '10e3' (x10E3/uL), as printed before a count. */
const POWER_OF_TEN = /^10(?:\^|e)(-?\d{1,2})/u;

/** A printed unit's readings; several when the case that told them apart is lost ('G/L'). */
export function readUnit(printed: string): readonly UnitReading[] {
  const clean = withoutNoise(printed);
  const unit = fixMisreadLitre(normaliseUnit(clean));
  const parts = unit.split('/');
  if (unit === '' || parts.length > 2) return [];
  const [numerator = '', denominator] = parts;
  const capital = CAPITAL_COUNT_MULTIPLIERS.get(clean.split('/')[0]?.trim() ?? '');
  const above = [
    ...(capital === undefined ? [] : [{ quantity: 'count' as const, power: capital }]),
    ...readNumerator(numerator),
  ];
  if (denominator === undefined) return above;
  const below = readTerm(denominator);
  return above.flatMap((top) =>
    below.map((bottom) => ({
      quantity: `${top.quantity}/${bottom.quantity}`,
      power: top.power - bottom.power,
    })),
  );
}

/** '(mg/dL)', '[mg/dL]' and 'mg/dL.' are mg/dL. */
function withoutNoise(printed: string): string {
  return printed
    .trim()
    .replace(/^\((.*)\)$|^\[(.*)\]$/u, '$1$2')
    .replace(/\.$/u, '');
}

/** OCR reads the l of 'U/l' as a capital I; only after an enzyme or international unit is it safe. */
function fixMisreadLitre(unit: string): string {
  return unit.replace(/^([kmu]?i?u)\/i$/u, '$1/l');
}

/** A power of ten makes the numerator a count ('10^9/L', 'x10E3 cells/µL'). */
function readNumerator(term: string): SizedUnit[] {
  const power = POWER_OF_TEN.exec(term);
  if (power === null) return [...readCount(term, 0), ...readTerm(term)];
  return readCount(term.slice(power[0].length), Number(power[1]));
}

/** 'lakhs', 'K', 'cells', 'million cells', or nothing at all ('/µL'): a number of things. */
function readCount(term: string, power: number): SizedUnit[] {
  const readings: SizedUnit[] = [];
  for (const [word, multiplier] of COUNT_MULTIPLIERS) {
    if (term.startsWith(word) && COUNTED_THINGS.has(term.slice(word.length))) {
      readings.push({ quantity: 'count', power: power + multiplier });
    }
  }
  return readings;
}

/** 'mg', 'µIU', 'dL', 'cumm': a prefixed unit or a whole word. */
function readTerm(term: string): SizedUnit[] {
  const whole = WHOLE_WORD_UNITS.get(term);
  if (whole !== undefined) return [whole];
  const readings: SizedUnit[] = [];
  for (const [prefix, power] of SI_PREFIXES) {
    const quantity = term.startsWith(prefix)
      ? PREFIXABLE_UNITS.get(term.slice(prefix.length))
      : undefined;
    if (quantity !== undefined) readings.push({ quantity, power });
  }
  return readings;
}
