/**
 * Characters the report's font (Liberation Sans: Latin, Greek, Cyrillic) lacks that the
 * catalogue's and the analysis' texts hold ('10⁹/L', '℃'), written out as labs do in plain text.
 */
const WRITTEN_OUT = new Map<string, string>([
  ['℃', '°C'],
  ['℉', '°F'],
  ['⁰', '^0'],
  ['⁴', '^4'],
  ['⁵', '^5'],
  ['⁶', '^6'],
  ['⁷', '^7'],
  ['⁸', '^8'],
  ['⁹', '^9'],
  ['₀', '0'],
  ['₁', '1'],
  ['₂', '2'],
  ['₃', '3'],
  ['\u202f', ' '],
]);

/**
 * Drawn for a character the font has no glyph for (Chinese, Arabic, emoji): a visible box, so the
 * reader sees that something is missing rather than a '?' that could be taken for the text.
 */
export const MISSING_CHARACTER = '□';

/**
 * `text` as the report's font can draw it: on one line, characters it lacks written out or
 * replaced by MISSING_CHARACTER (which the font has). `has` tells whether the font draws a code
 * point.
 */
export function drawableText(text: string, has: (codePoint: number) => boolean): string {
  return Array.from(text.replace(/[\t\r\n]+/g, ' '))
    .map((character) =>
      has(character.codePointAt(0) ?? 0)
        ? character
        : (WRITTEN_OUT.get(character) ?? MISSING_CHARACTER),
    )
    .join('');
}
