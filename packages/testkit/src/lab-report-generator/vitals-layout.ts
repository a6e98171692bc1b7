import type { PdfText } from '../make-pdf';
import type { ContentRow } from './content-row';
import { contentRow } from './content-row';
import type { ContentSpec } from './content-spec';
import { contentColumns, renderSections } from './content-table';
import { line } from './page-lines';
import { pickRows } from './pick-rows';
import type { Random } from './random';
import { ENGLISH_HEADERS } from './render-table';
import { VITAL_SIGN_IDS, vitalSignRows } from './vital-sign-rows';

const COLUMNS = contentColumns(ENGLISH_HEADERS, [40, 250, 330, 420]);
const LINE_HEIGHT = 16;

function labelled(row: ContentRow): string {
  return `${row.name}: ${row.value} ${row.unit}`.trim();
}

/** Vital signs as `Label: value unit` lines, one or two to a line, under a heading. */
function vitalLines(
  rows: readonly ContentRow[],
  top: number,
  random: Random,
): { texts: PdfText[]; bottom: number } {
  const perLine = random.int(1, 2);
  const texts = line(top, [[40, 'Vital signs']], 11);
  let at = top;
  for (let first = 0; first < rows.length; first += perLine) {
    at += LINE_HEIGHT;
    texts.push(
      ...line(
        at,
        rows.slice(first, first + perLine).map((row, column) => [40 + column * 260, labelled(row)]),
      ),
    );
  }
  return { texts, bottom: at + 2 * LINE_HEIGHT };
}

/**
 * A check-up: vital signs (a blood pressure is two results, a height none) among a few lab rows,
 * the vital signs either in the result table or as labelled lines above it.
 */
export const VITALS: ContentSpec = {
  languages: ['en'],
  compose: (catalogue, { letterhead }, random) => {
    const vitals = vitalSignRows(catalogue, random);
    const labs = pickRows(
      catalogue.filter((biomarker) => !VITAL_SIGN_IDS.has(biomarker.id)),
      {
        language: 'en',
        count: random.int(3, 6),
        maxNameLength: 36,
        maxUnitLength: 16,
        censored: 0,
      },
      random,
    ).map(contentRow);
    const results = [...vitals, ...labs].flatMap((row) => row.results);
    if (random.chance(0.5)) {
      const table = renderSections(
        [
          { title: 'Vital signs', rows: vitals },
          { title: 'Laboratory results', rows: labs },
        ],
        COLUMNS,
        letterhead.bottom,
      );
      return { pages: [[...letterhead.texts, ...table.texts]], results };
    }
    const lines = vitalLines(vitals, letterhead.bottom, random);
    const table = renderSections([{ title: '', rows: labs }], COLUMNS, lines.bottom);
    return { pages: [[...letterhead.texts, ...lines.texts, ...table.texts]], results };
  },
};
