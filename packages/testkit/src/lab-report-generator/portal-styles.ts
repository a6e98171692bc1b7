import type { Random } from './random';
import type { ReportRow } from './report-model';

/** How a portal or a practice's e-mail prints each result: the lines of one result's block. */
export interface PortalStyle {
  kind: 'lines' | 'blocks' | 'e-mail';
  block: (row: ReportRow) => string[];
}

type Flag = 'H' | 'L';

const FLAG_WORDS: readonly ((flag: Flag) => string)[] = [
  (flag) => flag,
  (flag) => `(${flag === 'H' ? 'High' : 'Low'})`,
  (flag) => (flag === 'H' ? 'HIGH' : 'LOW'),
  () => 'Abnormal',
  () => '*',
];

/** What a report appends to out-of-range results, if anything. */
function flagSuffix(random: Random): (row: ReportRow) => string {
  if (random.chance(0.3)) return () => '';
  const word = random.pick(FLAG_WORDS);
  return (row) => (row.flag === null ? '' : ` ${word(row.flag)}`);
}

function referenceInParentheses(random: Random): PortalStyle {
  const label = random.pick(['Reference', 'Reference range:', 'Ref. range', 'Normal range:']);
  const separator = random.pick([': ', ' - ', ' ']);
  const flag = flagSuffix(random);
  return {
    kind: 'lines',
    block: (row) => [
      `${row.printed_name}${separator}${row.value_text} ${row.unit} (${label} ${row.range_text})${flag(row)}`,
    ],
  };
}

function dotLeaders(random: Random): PortalStyle {
  const width = random.pick([36, 44, 50]);
  const flag = flagSuffix(random);
  return {
    kind: 'lines',
    block: (row) => [
      `${row.printed_name} ${'.'.repeat(Math.max(3, width - row.printed_name.length))} ${row.value_text} ${row.unit}   ${row.range_text}${flag(row)}`,
    ],
  };
}

function labelledReference(random: Random): PortalStyle {
  const label = random.pick(['ref:', 'Ref:', 'ref. interval', 'normal:', 'Normal']);
  const separator = random.pick([' ', '  ']);
  const flag = flagSuffix(random);
  return {
    kind: 'lines',
    block: (row) => [
      `${row.printed_name}${separator}${row.value_text} ${row.unit}${flag(row)}  ${label} ${row.range_text}`,
    ],
  };
}

function labelledLines(random: Random): PortalStyle {
  const result = random.pick(['Result', 'Value', 'Your value', 'Your result']);
  const units = random.pick(['Units', 'Unit']);
  const range = random.pick(['Reference range', 'Standard range', 'Normal range', 'Reference']);
  const unitOwnLine = random.chance(0.6);
  const flag = flagSuffix(random);
  return {
    kind: 'blocks',
    block: (row) =>
      unitOwnLine
        ? [
            row.printed_name,
            `${result}: ${row.value_text}${flag(row)}`,
            `${units}: ${row.unit}`,
            `${range}: ${row.range_text}`,
          ]
        : [
            row.printed_name,
            `${result}: ${row.value_text} ${row.unit}${flag(row)}`,
            `${range}: ${row.range_text}`,
          ],
  };
}

const SENTENCES: readonly ((row: ReportRow) => string)[] = [
  (row) => `Your ${row.printed_name} was ${row.value_text} ${row.unit} (normal ${row.range_text}).`,
  (row) =>
    `Your ${row.printed_name} result is ${row.value_text} ${row.unit}; the normal range is ${row.range_text}.`,
  (row) => {
    const where = row.flag === null ? 'within' : row.flag === 'H' ? 'above' : 'below';
    return `Your ${row.printed_name} was ${row.value_text} ${row.unit}, ${where} the normal range of ${row.range_text}.`;
  },
  (row) =>
    `${row.printed_name} came back at ${row.value_text} ${row.unit} (normal ${row.range_text}).`,
];

function sentences(random: Random): PortalStyle {
  // Templates are mixed within one e-mail as a person writing it would vary them.
  const templates = random.sample(SENTENCES, random.int(1, SENTENCES.length));
  return { kind: 'e-mail', block: (row) => [random.pick(templates)(row)] };
}

export const PORTAL_STYLES: readonly ((random: Random) => PortalStyle)[] = [
  referenceInParentheses,
  dotLeaders,
  labelledReference,
  labelledLines,
  sentences,
];
