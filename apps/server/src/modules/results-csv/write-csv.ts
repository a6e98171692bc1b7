/** A cell of a written CSV: text, a number, or nothing. */
export type CsvCell = string | number | null;

/** Characters that make a spreadsheet read a text cell as a formula ('=HYPERLINK(…)'). */
const FORMULA_START = /^[=+\-@\t\r]/u;
/** Characters that need a cell quoted (RFC 4180). */
const NEEDS_QUOTES = /[",\r\n]/u;

function textCell(text: string): string {
  // An apostrophe first keeps a spreadsheet from running a name a lab or a person wrote as a formula.
  const guarded = FORMULA_START.test(text) ? `'${text}` : text;
  return NEEDS_QUOTES.test(guarded) || guarded !== guarded.trim()
    ? `"${guarded.replaceAll('"', '""')}"`
    : guarded;
}

function cell(value: CsvCell): string {
  if (value === null) return '';
  // Numbers are written as numbers: a negative value is no formula and keeps its sign.
  return typeof value === 'number' ? String(value) : textCell(value);
}

/** RFC 4180 text: cells joined by commas, lines ended by CRLF, quoted where they need it. */
export function writeCsv(rows: readonly (readonly CsvCell[])[]): string {
  return rows.map((row) => `${row.map(cell).join(',')}\r\n`).join('');
}
