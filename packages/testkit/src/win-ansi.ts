/**
 * WinAnsiEncoding (the encoding of the PDFs `makePdf` writes) agrees with Latin-1 except in
 * 0x80–0x9F, where it holds typographic characters labs print, such as the en dash of '0.4–4.0'.
 */
const WIN_ANSI_EXTRAS = new Map<string, number>([
  ['€', 0x80],
  ['‚', 0x82],
  ['„', 0x84],
  ['…', 0x85],
  ['†', 0x86],
  ['‰', 0x89],
  ['‹', 0x8b],
  ['‘', 0x91],
  ['’', 0x92],
  ['“', 0x93],
  ['”', 0x94],
  ['•', 0x95],
  ['–', 0x96],
  ['—', 0x97],
  ['™', 0x99],
  ['›', 0x9b],
]);

function winAnsiCode(character: string): number | undefined {
  const extra = WIN_ANSI_EXTRAS.get(character);
  if (extra !== undefined) return extra;
  const code = character.codePointAt(0) ?? 0;
  return code < 0x80 || (code >= 0xa0 && code <= 0xff) ? code : undefined;
}

/** Whether Helvetica with WinAnsiEncoding can show `text` as it is. */
export function isWinAnsi(text: string): boolean {
  return Array.from(text).every((character) => winAnsiCode(character) !== undefined);
}

/** `text` with each character replaced by the Latin-1 character of its WinAnsi byte. */
export function toWinAnsiBytes(text: string): string {
  return Array.from(text)
    .map((character) => String.fromCharCode(winAnsiCode(character) ?? 0x3f))
    .join('');
}
