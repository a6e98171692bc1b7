import type { PdfText } from '../pdf-text';
import { findHeader } from './find-columns';
import { splitCells } from './split-cells';

/**
 * A label that names the laboratory that did the tests, then the name: 'Performing lab:',
 * 'Laboratory:', 'Testing site:', 'Labor:', 'Durchführendes Labor:'. Not the sender's labels
 * ('Einsender', 'Ordering physician'), which name a practice, not a lab.
 */
const LAB_LABEL =
  /^(?:(?:performing|testing|reporting)\s+(?:lab|laboratory|site)|lab|laboratory|(?:durchführendes|ausführendes|untersuchendes)\s+labor|labor|laboratorium)\s*:\s*(.*)$/iu;

/** A word that names a laboratory organisation ('Riverside Medical Laboratory', 'MVZ Labor Westend'). */
const ORGANISATION_WORD =
  /^(?:\p{L}*labor\p{L}*|lab|labs|\p{L}*patholog\p{L}*|diagnosti\p{L}*|laboratories)$/iu;

/** Words of a document's title, not of a lab's name ('Laboratory Report', 'Laborbefund'). */
const TITLE_WORD =
  /report|result|befund|bericht|finding|ergebnis|auswertung|summary|übersicht|request|anforderung|werte$|values$/iu;

/** Without a table header, the letterhead is taken to be the top of the first page. */
const LETTERHEAD_SHARE = 1 / 3;

/** A lab's name is a few words; a longer text in a letterhead is a sentence or a slogan. */
const MOST_NAME_WORDS = 8;

function words(text: string): string[] {
  return text
    .split(/[\s,.·|–-]+/u)
    .map((word) => word.trim())
    .filter((word) => word !== '');
}

/** The name after a label, up to an address or contact detail that follows it on the line. */
function nameAfterLabel(text: string): string {
  return (text.split(/,|\s[·|–-]\s|\s{2,}/u)[0] ?? '').trim();
}

/** A letterhead text that names a laboratory organisation: its words, no digits, no title. */
function isLabName(text: string): boolean {
  const own = words(text);
  return (
    own.length >= 2 &&
    own.length <= MOST_NAME_WORDS &&
    !/[\d:@]/u.test(text) &&
    own.some((word) => ORGANISATION_WORD.test(word)) &&
    !own.some((word) => TITLE_WORD.test(word))
  );
}

/**
 * The laboratory a report names, or null: first a labelled one anywhere on the first page
 * ('Performing lab: Harbour Pathology Services', the name in the label's cell or the next), else
 * the first text above the first result table that names a laboratory organisation (the
 * letterhead's 'Riverside Medical Laboratory'). A rule over how reports name their issuer,
 * never a list of known labs.
 */
export function detectLab(text: PdfText): string | null {
  const page = text.pages[0];
  if (page === undefined) return null;
  const lines = page.lines.map((line) => splitCells(line));
  const top = page.lines.map((line) => line.y < page.height * LETTERHEAD_SHARE);
  for (const cells of lines) {
    for (const [at, cell] of cells.entries()) {
      const label = LAB_LABEL.exec(cell.text.trim());
      if (label === null) continue;
      const rest = (label[1] ?? '').trim();
      const name = nameAfterLabel(rest === '' ? (cells[at + 1]?.text ?? '') : rest);
      if (name !== '' && !/^\d/u.test(name)) return name;
    }
  }
  const tableStart = lines.findIndex((cells) => findHeader(cells) !== undefined);
  const letterhead =
    tableStart === -1 ? lines.filter((_, at) => top[at] === true) : lines.slice(0, tableStart);
  for (const cells of letterhead) {
    const named = cells.find((cell) => isLabName(cell.text));
    if (named !== undefined) return named.text.trim().replace(/\s+/gu, ' ');
  }
  return null;
}
