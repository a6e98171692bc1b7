/**
 * The report is set in the standard PDF fonts (nothing to ship or download), which draw only
 * WinAnsi characters: Latin-1 and the typographic ones below. The catalogue's and the analysis'
 * texts hold a few others ('≥100', '10⁹/L', 'β-HCG'); they are written out in WinAnsi instead.
 */
const WIN_ANSI_EXTRAS = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

const REPLACEMENTS = new Map<string, string>([
  ['≥', '>='],
  ['≤', '<='],
  ['≈', '~'],
  ['−', '-'],
  ['→', '->'],
  ['←', '<-'],
  ['↑', '^'],
  ['↓', 'v'],
  ['√', 'sqrt'],
  ['℃', '°C'],
  ['℉', '°F'],
  ['α', 'alpha'],
  ['β', 'beta'],
  ['γ', 'gamma'],
  ['δ', 'delta'],
  ['Δ', 'Delta'],
  ['μ', 'µ'],
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
  ['\u00a0', ' '],
  ['\u202f', ' '],
]);

function isWinAnsi(character: string): boolean {
  const code = character.codePointAt(0) ?? 0;
  return (
    (code >= 0x20 && code < 0x7f) ||
    (code >= 0xa1 && code <= 0xff) ||
    WIN_ANSI_EXTRAS.has(character)
  );
}

/** `text` as the standard fonts can draw it: other characters replaced, unknown ones by '?'. */
export function toWinAnsi(text: string): string {
  return Array.from(text.replace(/[\t\r\n]+/g, ' '))
    .map((character) => REPLACEMENTS.get(character) ?? (isWinAnsi(character) ? character : '?'))
    .join('');
}
