/** How a report marks a value outside its range. */
export type Flag = 'H' | 'L';

const HIGH =
  /^(?:h|hi|high|hh|h\*|\*h|h!|↑|▲|\+|\+\+|critical high|panic high|erhöht|erhoeht|hoch|zu hoch|above)$/iu;
const LOW =
  /^(?:l|lo|low|ll|l\*|\*l|l!|↓|▼|critical low|panic low|erniedrigt|niedrig|zu niedrig|below)$/iu;
/** Marks without a direction, and words saying the value is fine. */
const NEUTRAL =
  /^(?:\*|\*\*|!|!!|a|abn|abnormal|n|normal|borderline|grenzwertig|within range|im normbereich|ok)$/iu;

/**
 * A cell that is only a flag: 'H', 'L', 'High', 'Low', '↑', '+' (German reports mark high values
 * with a plus), 'erhöht'. Null for a mark without a direction ('*', 'Abnormal') or a word saying
 * the value is normal ('Normal', 'Borderline'); undefined for a cell that is no flag at all.
 */
export function parseFlag(text: string): Flag | null | undefined {
  const word = text
    .trim()
    .replace(/^\((.*)\)$/u, '$1')
    .replace(/\s+/gu, ' ');
  if (HIGH.test(word)) return 'H';
  if (LOW.test(word)) return 'L';
  return NEUTRAL.test(word) ? null : undefined;
}
