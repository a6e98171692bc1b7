/** The characters a CSV may separate its cells with. */
export type CsvDelimiter = ',' | ';' | '\t';

const DELIMITERS: readonly CsvDelimiter[] = [',', ';', '\t'];

/** One line of the file with its cells, by the line it starts on (the header is line 1). */
export interface CsvRecord {
  line: number;
  cells: string[];
  /** The record as the file wrote it, for a person to recognise it. */
  text: string;
}

export type CsvReading =
  { delimiter: CsvDelimiter; records: CsvRecord[] } | { unclosedQuoteAt: number };

/** How often each delimiter appears in the first line, outside quotes. */
function countOutsideQuotes(line: string, delimiter: CsvDelimiter): number {
  let count = 0;
  let quoted = false;
  for (const character of line) {
    if (character === '"') quoted = !quoted;
    else if (!quoted && character === delimiter) count += 1;
  }
  return count;
}

/** The header line's most frequent delimiter: column names hold no commas, semicolons or tabs. */
export function detectDelimiter(text: string): CsvDelimiter {
  const firstLine = text.split(/\r?\n/u).find((line) => line.trim() !== '') ?? '';
  let best: CsvDelimiter = ',';
  let bestCount = 0;
  for (const delimiter of DELIMITERS) {
    const count = countOutsideQuotes(firstLine, delimiter);
    if (count > bestCount) {
      best = delimiter;
      bestCount = count;
    }
  }
  return best;
}

/**
 * The records of a CSV (RFC 4180: quoted cells may hold delimiters, doubled quotes and line
 * breaks), its delimiter detected, a byte-order mark dropped, blank lines skipped. A quote left
 * open swallows the rest of the file, so the reading names the line it opened on instead.
 */
export function readCsv(input: string): CsvReading {
  const text = input.startsWith('\uFEFF') ? input.slice(1) : input;
  const delimiter = detectDelimiter(text);
  const records: CsvRecord[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let recordLine = 1;
  let recordStart = 0;
  let at = 0;
  const finishRecord = (end: number) => {
    cells.push(cell);
    if (cells.some((each) => each.trim() !== '')) {
      records.push({ line: recordLine, cells, text: text.slice(recordStart, end) });
    }
    cells = [];
    cell = '';
  };
  while (at < text.length) {
    const character = text[at] ?? '';
    if (quoted) {
      if (character === '"' && text[at + 1] === '"') {
        cell += '"';
        at += 1;
      } else if (character === '"') quoted = false;
      else {
        if (character === '\n') line += 1;
        cell += character;
      }
    } else if (character === '"' && cell.trim() === '') {
      cell = '';
      quoted = true;
    } else if (character === delimiter) {
      cells.push(cell);
      cell = '';
    } else if (character === '\n' || character === '\r') {
      finishRecord(at);
      if (character === '\r' && text[at + 1] === '\n') at += 1;
      line += 1;
      recordLine = line;
      recordStart = at + 1;
    } else cell += character;
    at += 1;
  }
  if (quoted) return { unclosedQuoteAt: recordLine };
  finishRecord(text.length);
  return { delimiter, records };
}
